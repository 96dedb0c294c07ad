import { contactEmail, externalLinks } from '../../config/paths';
import { fundingDocuments } from './documents';
import type { AboutBlock, ContactPerson, Feature, SchemeHero } from './types';

export const msins = {
  meta: {
    title: 'MSInS Seed Fund',
    description:
      'The MSInS Seed Fund at Sangam Innovation Centre: seed support from the state innovation society for incubated startups, with its eligibility, permitted and restricted uses.',
  },
  hero: {
    title: 'MSInS Seed Fund',
    tagline: 'Seed support from the state innovation society for startups incubated at the centre, released against milestones.',
    logo: '/images/funding/msins-logo.svg',
    image: '/images/funding/msins-seed-growth-hero.svg',
  } satisfies SchemeHero,
  applyUrl: externalLinks.msinsApplication,
  guidelinesPdf: fundingDocuments.msinsGuidelines,
  about: {
    title: 'About the MSInS Seed Fund',
    paragraphs: [
      'The state innovation society supports early-stage startups through recognised incubators. As one of them, the centre evaluates applications, releases the seed support and monitors how it is used.',
      'The fund pays for product development, trials, certification and first market entry. Support is released in instalments against milestones agreed with the incubation committee.',
    ],
  } satisfies AboutBlock,
  eligibilityTitle: 'Eligibility',
  eligibility: [
    { title: 'Incubated at the centre', description: 'The startup is physically or virtually incubated at Sangam Innovation Centre under a signed agreement.' },
    { title: 'Registered entity', description: 'Registered as a company or LLP, or registering within 3 months of incubation.' },
    { title: 'Based in the state', description: 'The registered office and the main operations are in the state.' },
    { title: 'Innovative product', description: 'A technology-based or innovative product, process or service with a clear market.' },
    { title: 'Disclosure of funds', description: 'All other grants and investments must be disclosed; failure to disclose disqualifies the startup.' },
  ] satisfies readonly Feature[],
  permittedTitle: 'Permitted Uses',
  permitted: [
    'Prototype and product development, including materials and tooling',
    'Testing, trials and certification',
    'Market research and first customer acquisition',
    'Manpower, up to 20% of the seed support',
    'Intellectual property filing and protection',
    'Cost overrun on approved items, up to 10%',
  ],
  restrictedTitle: 'Restricted Uses',
  restricted: [
    'Purchase of land or buildings',
    'Repayment of loans or existing liabilities',
    'Salaries of the founders beyond the 20% manpower cap',
    'Personal expenses and non-business travel',
    'Investment in other companies or financial instruments',
  ],
  contactTitle: 'Contact',
  contact: {
    name: 'Sneha Patil',
    position: 'Incubation Manager',
    department: 'Startup Support',
    email: contactEmail,
    photo: '/images/funding/people/sneha-patil-person.svg',
  } satisfies ContactPerson,
};
