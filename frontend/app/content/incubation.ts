import { CENTRE_PROFILE } from '@centre/contracts';
import { paths } from '../config/paths';

const { foundingYear, figures, replyWithinBusinessDays: reply } = CENTRE_PROFILE;

export interface IncubationService {
  title: string;
  description: string;
  image: string;
}

export const incubation = {
  meta: {
    title: 'Incubation',
    description:
      'Incubation at Sangam Innovation Centre: ten services for early-stage startups, from mentoring and fundraising to lab access and cloud credits, and our startup portfolio.',
  },
  hero: {
    eyebrow: 'Incubation',
    title: 'From idea to company, with people who have done it before',
    text: 'We incubate early-stage startups with a technology core: a desk, the labs, mentors, funding and a network of founders who are a few steps ahead of you.',
  },
  apply: { label: 'Apply for Incubation', to: paths.incubationForm },
  brochure: { label: 'Download brochure (PDF)', href: '/docs/incubation/incubation-brochure.pdf' },
  slides: [
    { title: 'A cohort that builds together', image: '/images/incubation/cohort-people-slide.svg' },
    { title: 'Labs for the first prototype', image: '/images/incubation/lab-prototype-slide.svg' },
    { title: 'Demo days with investors', image: '/images/incubation/demo-day-stage-slide.svg' },
  ],
  carouselLabel: 'Life at the incubator',
  intro: {
    title: 'Incubation at the centre',
    paragraphs: [
      `Since ${foundingYear} the centre has incubated ${figures.startupsIncubated} startups that together created ${figures.fullTimeJobs} full-time jobs. Most began with a founder, an idea and a question nobody had answered yet.`,
      'Incubation lasts 12 to 24 months. Each startup gets a named incubation manager, a mentor matched to its sector and a plan with milestones we review together every quarter.',
    ],
    image: '/images/incubation/incubator-campus-building.svg',
    imageAlt: 'The incubation wing of the centre, with open workspaces and meeting rooms',
  },
  servicesTitle: 'Services',
  servicesIntro: 'Ten services every incubated startup can use from its first day.',
  services: [
    { title: 'Mentoring', description: 'A mentor matched to your sector, fortnightly reviews and office hours with experts in law, finance and product.', image: '/images/incubation/services/mentoring-people.svg' },
    { title: 'Fundraising opportunities', description: 'Access to grant schemes, the seed fund and investor days with angel networks and venture funds.', image: '/images/incubation/services/fundraising-rupee.svg' },
    { title: 'MVP Development Support', description: 'Engineers and designers who help you scope and build a minimum viable product quickly.', image: '/images/incubation/services/mvp-gear.svg' },
    { title: 'Business Networking', description: 'Founder circles, industry visits and introductions to corporates looking for new suppliers.', image: '/images/incubation/services/network-handshake.svg' },
    { title: 'Infrastructure', description: 'Desks, meeting rooms, a pitch room and fast internet on a campus that is open round the clock.', image: '/images/incubation/services/infrastructure-building.svg' },
    { title: 'Immersion programs', description: 'Weeks in the field with customers, hospitals, farms or factories to understand the real problem.', image: '/images/incubation/services/immersion-field-map.svg' },
    { title: 'Lab Access', description: 'Fab Lab, electronics, AI/ML, AR/VR, media and bio laboratories at subsidised rates.', image: '/images/incubation/services/lab-access-flask.svg' },
    { title: 'HR Services', description: 'Help with hiring interns and first employees, payroll set-up and simple HR policies.', image: '/images/incubation/services/hr-people.svg' },
    { title: 'Partner Collaboration Opportunities', description: 'Pilots and proofs of concept with the centre’s corporate, government and university partners.', image: '/images/incubation/services/partner-collab.svg' },
    { title: 'Cloud Credits', description: 'Credits from cloud providers and discounts on software tools that early startups need.', image: '/images/incubation/services/cloud-credits.svg' },
  ] satisfies readonly IncubationService[],
  portfolio: {
    title: 'Startup Portfolio',
  },
  closing: {
    title: 'Ready to build your startup with us?',
    text: `Applications are open all year. Tell us about your idea and your team; we reply within ${reply.from} to ${reply.to} business days.`,
  },
};
