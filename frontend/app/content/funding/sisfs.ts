import { contactEmail, externalLinks } from '../../config/paths';
import type { AboutBlock, ContactPerson, Feature, SchemeHero } from './types';

export const sisfs = {
  meta: {
    title: 'Startup India Seed Fund Scheme',
    description:
      'The Startup India Seed Fund Scheme at Sangam Innovation Centre: a grant of up to ₹20 lakh and investment of up to ₹50 lakh, with its eligibility, uses and disbursement.',
  },
  hero: {
    title: 'Startup India Seed Fund Scheme',
    tagline: 'A grant of up to ₹20 lakh for proof of concept and up to ₹50 lakh of investment for market entry, through the centre as a selected incubator.',
    logo: '/images/funding/sisfs-logo.svg',
    image: '/images/funding/sisfs-launch-hero.svg',
  } satisfies SchemeHero,
  applyUrl: externalLinks.seedFundPortal,
  applyNote: 'Applications are made on the national seed fund portal; choose Sangam Innovation Centre as your incubator.',
  about: {
    title: 'About SISFS',
    paragraphs: [
      'The Startup India Seed Fund Scheme provides financial assistance to startups for proof of concept, prototype development, product trials, market entry and commercialisation.',
      'The centre is a selected incubator under the scheme. It evaluates applications with its seed management committee and disburses the support in milestone-based instalments.',
    ],
  } satisfies AboutBlock,
  eligibilityTitle: 'Eligibility',
  eligibility: [
    { title: 'Recognised startup', description: 'Recognised by the national startup department (DPIIT) at the time of application.' },
    { title: 'Young company', description: 'Incorporated not more than 2 years before the date of application.' },
    { title: 'Viable business idea', description: 'A business idea with market fit, viable commercialisation and scope for scaling.' },
    { title: 'Technology at the core', description: 'Technology used in the core product or service, or in the business model, distribution or solution.' },
    { title: 'Indian promoters', description: 'Indian promoters hold at least 51% of the shareholding at the time of application.' },
    { title: 'Limited prior support', description: 'No more than ₹10 lakh of monetary support received under any other government scheme.' },
    { title: 'One-time support', description: 'A startup can receive seed support under the scheme only once.' },
  ] satisfies readonly Feature[],
  permittedTitle: 'Permitted Uses',
  permitted: [
    'Proof of concept and prototype development',
    'Product trials and testing',
    'Market entry and commercialisation',
    'Manpower, up to 20% of the seed support',
    'Cost overrun on approved items, up to 10%',
  ],
  restrictedTitle: 'Restricted Uses',
  restricted: [
    'Purchase of land, buildings or vehicles',
    'Repayment of existing debt',
    'Expenses not linked to the approved milestones',
    'Investment in other ventures',
  ],
  disbursementTitle: 'Disbursement',
  disbursement: [
    { title: 'Grant: up to ₹20 lakh', description: 'For validation of proof of concept, prototype development or product trials, released in milestone-based instalments.' },
    { title: 'Investment: up to ₹50 lakh', description: 'For market entry, commercialisation or scaling up, through convertible debentures or debt-linked instruments.' },
  ] satisfies readonly Feature[],
  contactTitle: 'Contact',
  contact: {
    name: 'Vikram Shinde',
    position: 'Seed Fund Coordinator',
    department: 'Funding and Investments',
    email: contactEmail,
    photo: '/images/funding/people/vikram-shinde-person.svg',
  } satisfies ContactPerson,
};
