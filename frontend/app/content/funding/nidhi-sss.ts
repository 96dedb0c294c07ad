import { contactEmail, externalLinks } from '../../config/paths';
import { fundingDocuments } from './documents';
import type { AboutBlock, ContactPerson, Faq, Feature, Figure, Person, SchemeHero } from './types';

export const nidhiSss = {
  meta: {
    title: 'NIDHI Seed Support System',
    description:
      'NIDHI Seed Support System at Sangam Innovation Centre: up to ₹1 crore in milestone tranches for incubated startups with a proven concept.',
  },
  hero: {
    title: 'NIDHI Seed Support System',
    tagline: 'Seed capital of up to ₹1 crore for incubated startups that have proven their concept and are ready for the market.',
    logo: '/images/funding/nidhi-sss-logo.svg',
    image: '/images/funding/sss-seed-growth-hero.svg',
  } satisfies SchemeHero,
  applyUrl: externalLinks.nidhiSssApplication,
  eligibilityPdf: fundingDocuments.sssEligibility,
  about: {
    title: 'About NIDHI SSS',
    paragraphs: [
      'The Seed Support System bridges the gap between a working prototype and the first institutional round. It is funded under the national NIDHI programme and managed by the centre, which invests on behalf of the programme.',
      'Startups receive up to ₹1 crore in tranches tied to milestones over an 18-month funding period, against 4 to 8% equity. The process from application to first tranche takes three to four months.',
    ],
  } satisfies AboutBlock,
  featuresTitle: 'Program Features',
  features: [
    { title: 'Milestone tranches', description: 'Up to ₹1 crore, released tranche by tranche as agreed technical and commercial milestones are met.' },
    { title: 'Founder-friendly equity', description: 'Between 4 and 8% equity, agreed on a fair valuation with standard, simple terms.' },
    { title: 'Board-level mentoring', description: 'A nominee from the centre joins your advisory board and meets the founders every month.' },
    { title: 'Follow-on readiness', description: 'Investor days, data-room preparation and introductions to angel networks and venture funds.' },
  ] satisfies readonly Feature[],
  investorsTitle: 'Investment Committee',
  investors: [
    { name: 'Rajesh Iyer', position: 'Managing Partner, Deccan Seed Partners', photo: '/images/funding/people/rajesh-iyer-person.svg' },
    { name: 'Kavita Menon', position: 'Angel Investor and former CTO', photo: '/images/funding/people/kavita-menon-person.svg' },
    { name: 'Arvind Gokhale', position: 'Director, Sangam Innovation Centre', photo: '/images/funding/people/arvind-gokhale-person.svg' },
    { name: 'Farah Siddiqui', position: 'Partner, Sahyadri Ventures', photo: '/images/funding/people/farah-siddiqui-person.svg' },
    { name: 'Suresh Naidu', position: 'Chartered Accountant and Startup Advisor', photo: '/images/funding/people/suresh-naidu-person.svg' },
    { name: 'Priya Raman', position: 'Head of Innovation, Western Auto Components', photo: '/images/funding/people/priya-raman-person.svg' },
  ] satisfies readonly Person[],
  fundingStructureTitle: 'Funding Structure',
  fundingStructure: [
    { stat: 'Up to ₹1 crore', label: 'Seed investment per startup, in milestone tranches' },
    { stat: '4 to 8%', label: 'Equity taken by the centre on behalf of the programme' },
    { stat: '18 months', label: 'Funding period over which the tranches are released' },
    { stat: '3 to 4 months', label: 'From application to the first tranche' },
  ] satisfies readonly Figure[],
  targetSectorsTitle: 'Target Sectors',
  targetSectors: ['Health and medical devices', 'Agriculture and food', 'Clean energy and mobility', 'Advanced manufacturing', 'Deep tech: AI, IoT and robotics', 'Water and environment'],
  supportTitle: 'Support Provided',
  support: [
    'Seed investment in milestone tranches',
    'Office and laboratory space at the centre',
    'Monthly board-level mentoring',
    'Legal, IP and compliance clinics',
    'Investor readiness and introductions',
    'Market access through corporate partners',
  ],
  successTitle: 'Success Metrics',
  success: [
    { stat: '200+', label: 'Startups supported' },
    { stat: '₹150+ Cr', label: 'Disbursed' },
    { stat: '70%', label: 'Follow-on funding rate' },
    { stat: '500+', label: 'Jobs created' },
  ] satisfies readonly Figure[],
  faqs: [
    { question: 'Who is eligible for NIDHI SSS?', answer: 'Private limited companies that have completed a proof of concept and have been incubated at the centre for at least 6 months.' },
    { question: 'How much can a startup receive?', answer: 'Up to ₹1 crore, released in tranches as milestones are met over an 18-month funding period.' },
    { question: 'How much equity does the centre take?', answer: 'Between 4 and 8%, agreed at the time of investment.' },
    { question: 'How long does the process take?', answer: 'Usually three to four months from application to the first tranche, including due diligence.' },
    { question: 'Can we raise other money at the same time?', answer: 'Yes. SSS is designed to help you raise follow-on rounds; tell the committee about any other investment you are negotiating.' },
  ] satisfies readonly Faq[],
  contactTitle: 'Contact',
  contact: {
    name: 'Rohan Deshpande',
    position: 'Seed Fund Manager',
    department: 'Funding and Investments',
    email: contactEmail,
    photo: '/images/funding/people/rohan-deshpande-person.svg',
  } satisfies ContactPerson,
};
