import { paths } from '../../config/paths';
import type { Feature, Step } from './types';

export const preIncubation = {
  meta: {
    title: 'Pre-Incubation and Funding Programs',
    description:
      'Pre-incubation at Sangam Innovation Centre: twelve weeks from an idea to a validated plan, and the funding programs that follow — NIDHI PRAYAS, SSS, EIR, MSInS and SISFS.',
  },
  hero: {
    eyebrow: 'Funding Programs',
    title: 'Pre-Incubation Program',
    tagline: 'Twelve weeks to test an idea with real customers, build a first prototype plan and get ready for incubation and funding.',
    image: '/images/funding/pre-incubation-idea-hero.svg',
  },
  ui: { apply: 'Apply for Incubation', allSchemes: 'See all current funding schemes', learnMore: 'Learn more' },
  offerTitle: 'What the program offers',
  offer: [
    { title: 'Customer discovery', description: 'Weekly sessions and field work to talk to at least thirty potential customers before you build.' },
    { title: 'Prototype planning', description: 'Lab inductions and a mentor to scope the first prototype and its bill of materials.' },
    { title: 'Founder skills', description: 'Workshops on pricing, pitching, company formation and intellectual property.' },
    { title: 'A path to funding', description: 'Graduates are guided to the right scheme, from a PRAYAS grant to SISFS seed support.' },
  ] satisfies readonly Feature[],
  journeyTitle: 'How it works',
  journey: [
    { step: 1, title: 'Apply', description: 'Send your idea and your team through the incubation application.' },
    { step: 2, title: 'Weeks 1–4: Discover', description: 'Interview customers and write down the problem in their words.' },
    { step: 3, title: 'Weeks 5–10: Design', description: 'Plan the prototype with a mentor and test the riskiest assumption.' },
    { step: 4, title: 'Weeks 11–12: Demo day', description: 'Pitch to the incubation committee for a place in incubation and a funding route.' },
  ] satisfies readonly Step[],
  programsTitle: 'Funding Programs',
  programsIntro: 'After pre-incubation, these schemes fund the next steps of your startup.',
  programs: [
    { title: 'NIDHI PRAYAS', description: 'Up to ₹10 lakh for a proof of concept, no equity.', to: paths.nidhiPrayas, logo: '/images/funding/nidhi-prayas-logo.svg' },
    { title: 'NIDHI SSS', description: 'Up to ₹1 crore seed investment in milestone tranches.', to: paths.nidhiSss, logo: '/images/funding/nidhi-sss-logo.svg' },
    { title: 'NIDHI EIR', description: 'Up to ₹1 lakh a month for two to three years.', to: paths.nidhiEir, logo: '/images/funding/nidhi-eir-logo.svg' },
    { title: 'MSInS Seed Fund', description: 'State seed support for incubated startups.', to: paths.msins, logo: '/images/funding/msins-logo.svg' },
    { title: 'SISFS', description: 'Grant up to ₹20 lakh, investment up to ₹50 lakh.', to: paths.sisfs, logo: '/images/funding/sisfs-logo.svg' },
  ],
  applyTo: paths.incubationForm,
  allSchemesTo: paths.fundingOpportunities,
};
