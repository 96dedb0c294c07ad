import { CENTRE_PROFILE } from '@centre/contracts';
import { paths } from '../config/paths';

const { figures, people, foundingYear } = CENTRE_PROFILE;

export interface TeamMember {
  /** Also the name of the person's photograph: frontend/photos/people/<id>.jpg. */
  id: string;
  name: string;
  designation: string;
  /** Professional profile, revealed on hover or focus. */
  linkedin?: string;
}

export interface TimelineItem {
  title: string;
  /** Optional highlight shown above the description. */
  redcaption?: string;
  description: string;
  imageSrc: string;
}

export interface PressLink {
  id: number;
  name: string;
  /** The publication that ran the story. */
  source: string;
  icon: string;
  link: string;
}

export interface Award {
  id: number;
  name: string;
  icon: string;
}

export const aboutPage = {
  metaTitle: 'About us',
  metaDescription: `Since ${foundingYear} the ${CENTRE_PROFILE.name} has incubated ${figures.startupsIncubated} startups with workspace, mentoring, labs and funding. Meet the team and read our story.`,
  eyebrow: 'About us',
  title: 'We help ideas from the campus become companies',
  intro: [
    `The ${CENTRE_PROFILE.name} is the startup home of ${CENTRE_PROFILE.university}, a campus of over ${figures.universityStudents.replace('+', '')} students. In ${figures.nationalAwardYear} the centre received the national award for the best technology business incubator from the Department of Science & Technology.`,
    `We have incubated ${figures.startupsIncubated} startups, seen ${figures.exits} exits and helped create ${figures.fullTimeJobs} full-time jobs and ${figures.internshipsPerYear} internships every year. Since ${figures.startupsImpactedSince} our programmes have supported ${figures.startupsImpacted} startups across Maharashtra with mentoring, funding schemes and access to laboratories.`,
    `Our founders work from a ${figures.footprintSqFt} sq ft footprint of offices, co-working desks and five labs, and a ${figures.plannedIncubatorSqFt} sq ft incubator is planned to open on the campus.`,
  ],
  /** Figures: `value` is the number as written in English, `unit` (if any) the words after it. */
  highlights: [
    { value: figures.startupsIncubated, label: 'Startups incubated' },
    { value: figures.exits, label: 'Exits' },
    { value: figures.fullTimeJobs, label: 'Full-time jobs created' },
    { value: figures.startupsImpacted, label: `Startups supported since ${figures.startupsImpactedSince}` },
    { value: figures.universityStudents, label: 'Students at the university' },
    { value: figures.footprintSqFt, unit: 'sq ft', label: 'Footprint today' },
    { value: figures.plannedIncubatorSqFt, unit: 'sq ft', label: 'Planned incubator' },
    { value: String(figures.nationalAwardYear), label: 'National award' },
  ],
  teamTitle: 'Our Team',
  teamIntro: 'Fourteen people who answer founders’ emails, run the labs and open doors.',
  journeyTitle: 'Our Journey',
  journeyIntro: `From a single room in ${foundingYear} to a national award-winning incubator.`,
  publicationsTitle: 'Publications',
  publicationsIntro: 'What the press has written about our startups, projects and events.',
  awardsTitle: 'Awards',
  internationalTitle: 'International',
  nationalTitle: 'National',
  stayInformedTitle: 'Stay Informed',
  stayInformedText:
    'Take our brochure with you, or catch up on the last quarter in our newsletter.',
  brochureFile: '/docs/about/sangam-innovation-centre-brochure.pdf',
  newsletterFile: '/docs/about/newsletter-2024-q4.pdf',
  newsletterPage: paths.newsletter,
  ui: {
    startupsAndProjects: 'Startups & Projects',
    event: 'Event',
    viewAll: 'View All',
    showLess: 'Show Less',
    profile: (name: string): string => `${name} on LinkedIn`,
    downloadBrochure: 'Download Brochure',
    newsletter: '2024 Q4 Newsletter',
    opensInNewTab: '(opens in a new tab)',
  },
} as const;

/** Publications shown per list before 'View All'. */
export const PUBLICATIONS_INITIAL = 5;

const member = (id: string, name: string, designation: string, linkedin?: string): TeamMember => ({
  id,
  name,
  designation,
  ...(linkedin ? { linkedin } : {}),
});

export const team: readonly TeamMember[] = [
  member(
    'anjali-deshpande',
    people.director.name,
    people.director.role
  ),
  member(
    'rohan-kulkarni',
    people.ceo.name,
    people.ceo.role
  ),
  member(
    'meera-joshi',
    'Meera Joshi',
    'Head, Incubation Programmes'
  ),
  member(
    'sameer-patil',
    'Sameer Patil',
    'Fabrication Lab Manager'
  ),
  member('farah-shaikh', 'Farah Shaikh', 'Media Lab Lead'),
  member(
    'vikram-rao',
    'Prof. Vikram Rao',
    'Research Coordinator'
  ),
  member(
    'neha-gokhale',
    'Neha Gokhale',
    'Funding Schemes Manager'
  ),
  member('aditya-pawar', 'Aditya Pawar', 'AI/ML Lab Engineer'),
  member(
    'kavya-nair',
    'Kavya Nair',
    'Design Lead'
  ),
  member(
    'imran-sayyed',
    'Imran Sayyed',
    'Startup Relations Associate'
  ),
  member('pooja-bhosale', 'Pooja Bhosale', 'Bio Lab Scientist'),
  member(
    'tanvi-chavan',
    'Tanvi Chavan',
    'Community & Events Manager'
  ),
  member('harsh-mehta', 'Harsh Mehta', 'Finance & Compliance Officer'),
  member('sunita-more', 'Sunita More', 'Office Administrator'),
];

export const journey: readonly TimelineItem[] = [
  {
    title: '2010',
    redcaption: 'The beginning',
    description:
      'The centre opens in one room of the engineering block with four student teams and a borrowed 3D printer.',
    imageSrc: '/images/about/journey-2010.svg',
  },
  {
    title: '2011-12',
    description:
      'The first mentor network forms: twenty alumni founders and faculty meet teams every fortnight.',
    imageSrc: '/images/about/journey-2011.svg',
  },
  {
    title: '2013-14',
    redcaption: 'Recognised as a technology business incubator',
    description:
      'Government recognition brings the first seed grants and a dedicated incubation floor.',
    imageSrc: '/images/about/journey-2013.svg',
  },
  {
    title: '2015-16',
    description:
      'The Fabrication Lab opens, and the outreach programme starts supporting startups beyond the campus.',
    imageSrc: '/images/about/journey-2015.svg',
  },
  {
    title: '2017-18',
    description:
      'NIDHI PRAYAS and seed-support schemes arrive; the Media Lab and the AI/ML Lab open their doors.',
    imageSrc: '/images/about/journey-2017.svg',
  },
  {
    title: '2019',
    redcaption: '100th startup incubated',
    description:
      'The centre moves into its own building and celebrates its hundredth incubated startup.',
    imageSrc: '/images/about/journey-2019.svg',
  },
  {
    title: '2020',
    redcaption: 'National award',
    description:
      'The Department of Science & Technology names us the best technology business incubator in the country.',
    imageSrc: '/images/about/journey-2020.svg',
  },
  {
    title: '2021',
    description:
      'The Bio Lab and the AR/VR Lab open; the first innovation festival runs on the campus.',
    imageSrc: '/images/about/journey-2021.svg',
  },
  {
    title: '2022',
    redcaption: '300+ startups',
    description:
      'Three hundred startups incubated, seven exits, and plans for a 150,000 sq ft incubator approved.',
    imageSrc: '/images/about/journey-2022.svg',
  },
];

export const internationalAwards: readonly Award[] = [
  {
    id: 1,
    name: 'Global Incubator Network — Top 20 University Incubators, 2021',
    icon: '/images/about/awards/globe.svg',
  },
  {
    id: 2,
    name: 'Asia Innovation Forum — Social Impact Incubator of the Year, 2022',
    icon: '/images/about/awards/trophy.svg',
  },
  {
    id: 3,
    name: 'World Startup Congress — Best Hardware Programme, 2019',
    icon: '/images/about/awards/medal.svg',
  },
  {
    id: 4,
    name: 'International Fab Network — Fab Lab of Distinction, 2023',
    icon: '/images/about/awards/star.svg',
  },
  {
    id: 5,
    name: 'Commonwealth Youth Enterprise Award — Partner Institution, 2024',
    icon: '/images/about/awards/globe.svg',
  },
];

export const nationalAwards: readonly Award[] = [
  {
    id: 1,
    name: 'National Award for the Best Technology Business Incubator, DST, 2020',
    icon: '/images/about/awards/trophy.svg',
  },
  {
    id: 2,
    name: 'State Startup Policy — Best Incubator in Maharashtra, 2021',
    icon: '/images/about/awards/medal.svg',
  },
  {
    id: 3,
    name: 'National Startup Awards — Ecosystem Enabler, 2022',
    icon: '/images/about/awards/star.svg',
  },
];

export const pressStartups: readonly PressLink[] = [
  {
    id: 1,
    name: 'Krishi Sense brings soil sensors to 2,000 farms in Maharashtra',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: '',
  },
  {
    id: 2,
    name: 'Campus-incubated Vayu Filters reaches 60 units a month',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: '',
  },
  {
    id: 3,
    name: 'Jalmitra’s smart tap wins a water-innovation challenge',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: '',
  },
  {
    id: 4,
    name: 'Saarthi Mobility converts manual wheelchairs into powered ones',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: '',
  },
  {
    id: 5,
    name: 'Tactile Tales prints Braille picture books with a laser cutter',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: '',
  },
  {
    id: 6,
    name: 'Urja Cart puts solar cooling on street vendors’ carts',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: '',
  },
  {
    id: 7,
    name: 'Student team’s crop-disease app crosses 50,000 downloads',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: '',
  },
  {
    id: 8,
    name: 'Sangam incubatee raises a pre-seed round for diagnostics kits',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: '',
  },
  {
    id: 9,
    name: 'How a Pune startup built a low-cost ECG patch',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: '',
  },
  {
    id: 10,
    name: 'From hostel room to factory floor: a hardware founder’s story',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: '',
  },
  {
    id: 11,
    name: 'AI startup from Sangam reads handwritten land records',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: '',
  },
  {
    id: 12,
    name: 'University researchers spin out a biodegradable packaging venture',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: '',
  },
  {
    id: 13,
    name: 'Ed-tech startup teaches coding in Marathi to rural schools',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: '',
  },
  {
    id: 14,
    name: 'Incubated drone startup maps 300 villages for the land survey',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: '',
  },
  {
    id: 15,
    name: 'Women-led food startup scales millet snacks across the state',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: '',
  },
  {
    id: 16,
    name: 'Assistive-tech startup wins a national grand challenge',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: '',
  },
  {
    id: 17,
    name: 'Sangam startup’s EV charger gets BIS certification',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: '',
  },
  {
    id: 18,
    name: 'A water-quality sensor born in the Fab Lab goes to market',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: '',
  },
  {
    id: 19,
    name: 'Student innovators build a braille smartwatch prototype',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: '',
  },
  {
    id: 20,
    name: 'Health-tech venture screens 10,000 children for anaemia',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: '',
  },
  {
    id: 21,
    name: 'Pune agri-startup brings cold storage to onion growers',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: '',
  },
  {
    id: 22,
    name: 'Design students launch a sustainable fashion label',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: '',
  },
  {
    id: 23,
    name: 'Bio Lab startup develops a rapid milk-adulteration test',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: '',
  },
  {
    id: 24,
    name: 'Research project on fish-skin dressings moves to trials',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: '',
  },
  {
    id: 25,
    name: 'Recycling startup turns festival flex into tote bags',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: '',
  },
  {
    id: 26,
    name: 'Incubatee’s AR manuals cut machine training time by half',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: '',
  },
  {
    id: 27,
    name: 'Smart-parking startup signs its first municipal contract',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: '',
  },
  {
    id: 28,
    name: 'Fintech startup digitises bookkeeping for kirana stores',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: '',
  },
  {
    id: 29,
    name: 'Space-tech student team tests a CubeSat sub-system',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: '',
  },
  {
    id: 30,
    name: 'Seven exits later: what Sangam’s startups learned',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: '',
  },
];

export const pressEvents: readonly PressLink[] = [
  {
    id: 1,
    name: 'Sangam Innovation & Incubation Festival draws 5,000 visitors',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: '',
  },
  {
    id: 2,
    name: 'XR hackathon: 24 hours, 40 teams, one prize of Rs 50,000',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: '',
  },
  {
    id: 3,
    name: 'Startup Saturday returns with investor office hours',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: '',
  },
  {
    id: 4,
    name: 'Fab Academy graduates show final projects',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: '',
  },
  {
    id: 5,
    name: 'National seminar on deep-tech incubation held at Sangam',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: '',
  },
  {
    id: 6,
    name: 'Women in Entrepreneurship summit celebrates founders',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: '',
  },
  {
    id: 7,
    name: 'Demo Day: twelve startups pitch to angel networks',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: '',
  },
  {
    id: 8,
    name: 'Design week brings artisans and students together',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: '',
  },
  {
    id: 9,
    name: 'SkillED bootcamp trains 500 students in sixty days',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: '',
  },
  {
    id: 10,
    name: 'Pitch-deck clinic helps first-time founders',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: '',
  },
  {
    id: 11,
    name: 'Bio-innovation conclave discusses lab-to-market paths',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: '',
  },
  {
    id: 12,
    name: 'Government officials visit the incubation centre',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: '',
  },
  {
    id: 13,
    name: 'Hardware meet-up fills the Fabrication Lab',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: '',
  },
  {
    id: 14,
    name: 'AI for Bharat workshop trains faculty from 30 colleges',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: '',
  },
  {
    id: 15,
    name: 'Sustainable fashion show uses canvas instead of flex',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: '',
  },
  {
    id: 16,
    name: 'Code Adventure camp introduces children to programming',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: '',
  },
  {
    id: 17,
    name: 'Startup policy round-table with the state innovation society',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: '',
  },
  {
    id: 18,
    name: 'Mentor connect: 80 mentors meet 120 founders',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: '',
  },
  {
    id: 19,
    name: 'Innovation challenge for school students announces winners',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: '',
  },
  {
    id: 20,
    name: 'Investor conclave commits funds to campus startups',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: '',
  },
  {
    id: 21,
    name: 'Patent-filing workshop for student researchers',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: '',
  },
  {
    id: 22,
    name: 'Agri-tech field day showcases farmer-tested products',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: '',
  },
  {
    id: 23,
    name: 'Media Lab hosts a podcasting masterclass',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: '',
  },
  {
    id: 24,
    name: 'Global entrepreneurship week celebrated at Sangam',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: '',
  },
  {
    id: 25,
    name: 'Alumni founders return to mentor current cohort',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: '',
  },
  {
    id: 26,
    name: 'MSME outreach programme on digital tools',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: '',
  },
  {
    id: 27,
    name: 'Health-tech hackathon tackles rural diagnostics',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: '',
  },
  {
    id: 28,
    name: 'Makers’ fair brings 60 prototypes under one roof',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: '',
  },
  {
    id: 29,
    name: 'National Startup Day: open house at the incubator',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: '',
  },
  {
    id: 30,
    name: 'Design-thinking bootcamp for engineering freshers',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: '',
  },
  {
    id: 31,
    name: 'Circular-economy forum with 6 brands and 9 artisans',
    source: 'The Campus Herald',
    icon: '/images/about/press/campus-herald.svg',
    link: '',
  },
  {
    id: 32,
    name: 'Startup legal clinic on contracts and compliance',
    source: 'Founder’s Ledger',
    icon: '/images/about/press/founders-ledger.svg',
    link: '',
  },
  {
    id: 33,
    name: 'Pre-incubation cohort begins its ten-week programme',
    source: 'Tech Samvad',
    icon: '/images/about/press/tech-samvad.svg',
    link: '',
  },
  {
    id: 34,
    name: 'Research showcase presents 17 published papers',
    source: 'The Pune Chronicle',
    icon: '/images/about/press/pune-chronicle.svg',
    link: '',
  },
  {
    id: 35,
    name: 'International delegation tours the labs',
    source: 'Deccan Business Daily',
    icon: '/images/about/press/deccan-business.svg',
    link: '',
  },
  {
    id: 36,
    name: 'Annual incubatee meet celebrates 300+ startups',
    source: 'India Startup Journal',
    icon: '/images/about/press/startup-journal.svg',
    link: '',
  },
];
