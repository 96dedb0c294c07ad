import { externalLinks } from '../../config/paths';
import { fundingDocuments } from './documents';
import type { AboutBlock, Faq, Feature, SchemeHero, Step } from './types';

export const FUNDING_YEARS = ['2022-23', '2023-24', '2024-25', '2025-26'] as const;
export type FundingYear = (typeof FUNDING_YEARS)[number];

export interface PrayasStartup {
  id: string;
  name: string;
  logo: string;
  year: FundingYear;
  sector: string;
  grant: string;
  description: string;
}

export const nidhiPrayas = {
  meta: {
    title: 'NIDHI PRAYAS',
    description:
      'NIDHI PRAYAS at Sangam Innovation Centre: a grant of up to ₹10 lakh, over 12 to 18 months and without equity, to build a proof of concept.',
  },
  hero: {
    title: 'NIDHI PRAYAS',
    tagline: 'Proof-of-concept support for young innovators: a grant, a lab bench and a mentor to turn an idea into a working prototype.',
    logo: '/images/funding/nidhi-prayas-logo.svg',
    image: '/images/funding/prayas-prototype-hero.svg',
  } satisfies SchemeHero,
  applyUrl: externalLinks.nidhiPrayasApplication,
  eligibilityPdf: fundingDocuments.prayasEligibility,
  about: {
    title: 'About NIDHI PRAYAS',
    paragraphs: [
      'PRAYAS (Promoting and Accelerating Young and Aspiring innovators and Startups) is part of the national NIDHI programme for technology entrepreneurship. It funds the riskiest step of a hardware or deep-technology idea: building the first prototype.',
      'Selected innovators receive a grant of up to ₹10 lakh over a programme of 12 to 18 months. The centre takes no equity. Innovators work from our fabrication, electronics and bio laboratories with a mentor who meets them every fortnight.',
    ],
  } satisfies AboutBlock,
  featuresTitle: 'Key Features',
  features: [
    { title: 'Financial Support', description: 'A grant of up to ₹10 lakh for materials, fabrication, testing and outsourced design work, with no equity taken.' },
    { title: 'Innovation Focus', description: 'For ideas with a technology core: hardware, devices, materials and engineered products that need a prototype to prove themselves.' },
    { title: 'Mentorship', description: 'A named mentor from industry or faculty, fortnightly reviews and access to domain experts when the design stalls.' },
    { title: 'Incubation', description: 'A desk, lab time and machine access at the centre for the 12 to 18 months of the programme, and a path into incubation afterwards.' },
  ] satisfies readonly Feature[],
  eligibilityTitle: 'Who can apply',
  eligibility: [
    'Indian citizens aged 18 to 35 on the date of application.',
    'Individual innovators or teams of up to three; students and recent graduates are welcome.',
    'The idea must have a technology core and must not yet have a working prototype.',
    'The applicant must not have received government funding for the same idea.',
    'The innovator commits to building the prototype at the centre within 12 to 18 months.',
  ],
  processTitle: 'Application Process',
  process: [
    { step: 1, title: 'Apply online', description: 'Fill in the application form with your idea, the problem it solves and a short plan for the prototype.' },
    { step: 2, title: 'Screening', description: 'Our committee reviews every application for technical merit and feasibility within four weeks.' },
    { step: 3, title: 'Pitch to the panel', description: 'Shortlisted innovators present for ten minutes to a panel of faculty, investors and industry experts.' },
    { step: 4, title: 'Grant and onboarding', description: 'Selected innovators sign the grant agreement, meet their mentor and receive the first tranche.' },
  ] satisfies readonly Step[],
  startupsTitle: 'Startups supported under NIDHI PRAYAS',
  startups: [
    {
      id: 'vayu-shuddhi',
      name: 'Vayu Shuddhi',
      logo: '/images/funding/startups/vayu-shuddhi-logo.svg',
      year: '2022-23',
      sector: 'Clean air',
      grant: '₹9,50,000',
      description:
        'A low-cost particulate filter for auto-rickshaws that captures road dust while the vehicle moves. The PRAYAS grant paid for three prototype iterations, a wind-tunnel test at the university and a 60-vehicle field trial with a local drivers union.',
    },
    {
      id: 'neer-watch',
      name: 'NeerWatch',
      logo: '/images/funding/startups/neer-watch-logo.svg',
      year: '2022-23',
      sector: 'Water',
      grant: '₹7,80,000',
      description:
        'A solar-powered sensor buoy that reports the quality of village tanks every hour. The team built the enclosure in the Fab Lab, validated the sensors against lab samples and installed six buoys in the district.',
    },
    {
      id: 'krishi-loop',
      name: 'KrishiLoop',
      logo: '/images/funding/startups/krishi-loop-logo.svg',
      year: '2023-24',
      sector: 'Agriculture',
      grant: '₹10,00,000',
      description:
        'A compact machine that turns crop residue into pellets on the farm instead of burning it. The prototype processes 200 kg an hour and was demonstrated to farmer producer organisations in two talukas.',
    },
    {
      id: 'saans-labs',
      name: 'Saans Labs',
      logo: '/images/funding/startups/saans-labs-logo.svg',
      year: '2023-24',
      sector: 'Health',
      grant: '₹8,60,000',
      description:
        'A handheld spirometer that connects to a phone for lung checks in primary health centres. The grant funded the flow sensor, the app and a comparison study with hospital equipment on 120 patients.',
    },
    {
      id: 'ortho-print',
      name: 'OrthoPrint',
      logo: '/images/funding/startups/ortho-print-logo.svg',
      year: '2024-25',
      sector: 'Medical devices',
      grant: '₹6,90,000',
      description:
        'Custom 3D-printed orthotic insoles designed from a phone scan of the foot. The team tested four materials in the Fab Lab and fitted the first 40 pairs with a partner clinic.',
    },
    {
      id: 'tarang-rf',
      name: 'Tarang RF',
      logo: '/images/funding/startups/tarang-rf-logo.svg',
      year: '2025-26',
      sector: 'Electronics',
      grant: '₹9,80,000',
      description:
        'A low-power radio module for farm sensors that reaches eight kilometres in open fields. The first boards were assembled in the electronics lab and are being certified for field use.',
    },
  ] satisfies readonly PrayasStartup[],
  faqs: [
    { question: 'Does the centre take equity for the PRAYAS grant?', answer: 'No. PRAYAS is a grant: no equity is taken and it does not have to be repaid, provided it is used as agreed.' },
    { question: 'How much funding can I receive?', answer: 'Up to ₹10 lakh, released in tranches linked to the milestones of your prototype plan.' },
    { question: 'How long does the programme last?', answer: 'Between 12 and 18 months, depending on the complexity of the prototype agreed at selection.' },
    { question: 'Can I apply if I already have other government funding?', answer: 'No. Applicants must not have received government funding for the same idea.' },
  ] satisfies readonly Faq[],
  startupsPageSize: 2,
};
