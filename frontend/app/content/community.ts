import { contactEmail, paths } from '../config/paths';

export interface FlagshipEvent {
  title: string;
  description: string;
  image: string;
  logo: string;
  link: string;
  external: boolean;
}

export interface TeamActivity {
  title: string;
  description: string;
  images: readonly [string, string, string];
}

export interface CommunityGroup {
  title: string;
  description: string;
  images: readonly string[];
}

export const community = {
  meta: {
    title: 'Community',
    description:
      'The community of Sangam Innovation Centre: flagship events, student-team activities, our communities of innovators, entrepreneurs and changemakers, and how to partner with us.',
  },
  title: 'A community that builds together',
  intro: 'Students, founders, researchers, artisans and partners meet here every week: at hackathons, demo days, festivals and late nights in the lab.',
  carouselLabel: 'Community moments',
  slides: [
    { title: 'Hackathon nights', image: '/images/community/hackathon-code-slide.svg' },
    { title: 'Founder circles', image: '/images/community/founder-circle-people-slide.svg' },
    { title: 'The innovation festival', image: '/images/community/festival-siif-slide.svg' },
  ],
  flagshipTitle: 'Flagship Events',
  flagship: [
    {
      title: 'Sangam Innovation & Impact Festival',
      description: 'Our yearly festival of sustainable innovation: talks, a fashion and lifestyle hive, an art hive and hundreds of makers.',
      image: '/images/community/flagship/festival-fest.svg',
      logo: '/images/community/flagship/siif-logo.svg',
      link: paths.festival,
      external: false,
    },
    {
      title: 'HackSangam',
      description: 'A 36-hour hackathon on problems set by hospitals, farms and city departments, with prototypes judged by the people who set them.',
      image: '/images/community/flagship/hacksangam-code.svg',
      logo: '/images/community/flagship/hack-sangam-logo.svg',
      link: '',
      external: true,
    },
    {
      title: 'Demo Day',
      description: 'Twice a year our incubated startups pitch to investors, corporates and the press.',
      image: '/images/community/flagship/demo-day-stage.svg',
      logo: '/images/community/flagship/demo-day-logo.svg',
      link: paths.incubation,
      external: false,
    },
  ] satisfies readonly FlagshipEvent[],
  activitiesTitle: 'Events & Activities',
  activities: [
    {
      title: 'Team Onyx at the design-build-fly challenge',
      description: 'The aviation team flew its new cargo aircraft at an international design-build-fly contest and placed in the top ten for design.',
      images: ['/images/community/activities/onyx-plane-1.svg', '/images/community/activities/onyx-drone-2.svg', '/images/community/activities/onyx-team-people-3.svg'],
    },
    {
      title: 'Robocon build season',
      description: 'Three months, two robots and one arena: the Robocon team opened its build bay to school visitors every Saturday.',
      images: ['/images/community/activities/robocon-robot-1.svg', '/images/community/activities/robocon-automation-2.svg', '/images/community/activities/robocon-students-3.svg'],
    },
    {
      title: 'Orion Racing shake-down day',
      description: 'The formula-student team ran its electric car on the campus track for the first time, with 200 students watching.',
      images: ['/images/community/activities/orion-car-1.svg', '/images/community/activities/orion-racing-2.svg', '/images/community/activities/orion-crowd-3.svg'],
    },
    {
      title: 'Team Jalpari pool trials',
      description: 'The marine robotics team tested its underwater vehicle’s vision system in the university pool before the national contest.',
      images: ['/images/community/activities/jalpari-sub-1.svg', '/images/community/activities/jalpari-underwater-2.svg', '/images/community/activities/jalpari-team-3.svg'],
    },
  ] satisfies readonly TeamActivity[],
  communitiesTitle: 'Our Communities',
  communities: [
    {
      title: 'Innovators',
      description: 'Students and researchers who build: maker clubs, lab volunteers and the six Mega Project teams.',
      images: ['/images/community/groups/innovators-bulb.svg', '/images/community/groups/innovators-gear.svg', '/images/community/groups/innovators-robot.svg', '/images/community/groups/innovators-code.svg'],
    },
    {
      title: 'Entrepreneurs',
      description: 'Founders of more than 300 incubated startups, who mentor the next cohort and hire its interns.',
      images: ['/images/community/groups/entrepreneurs-rocket.svg', '/images/community/groups/entrepreneurs-chart.svg', '/images/community/groups/entrepreneurs-rupee.svg', '/images/community/groups/entrepreneurs-people.svg'],
    },
    {
      title: 'Changemakers',
      description: 'Artisans, NGOs, women collectors and civic leaders who bring the problems worth solving.',
      images: ['/images/community/groups/changemakers-leaf.svg', '/images/community/groups/changemakers-hanger.svg', '/images/community/groups/changemakers-palette.svg', '/images/community/groups/changemakers-tree.svg'],
    },
  ] satisfies readonly CommunityGroup[],
  partner: {
    title: 'Partner with us!',
    text: 'Companies, foundations and public bodies partner with the centre to run challenges, sponsor teams, mentor founders and pilot new products. Tell us what you would like to build together.',
    action: 'Apply Now',
    actionHref: `mailto:${contactEmail}?subject=${encodeURIComponent('Partnership with Sangam Innovation Centre')}`,
    emailLabel: 'Or write to us at',
    email: contactEmail,
  },
  ui: {
    knowMore: 'Know More',
    knowMoreAbout: (title: string): string => `Know More about ${title}`,
    photoAlt: (title: string, n: string): string => `${title}, photo ${n}`,
  },
};
