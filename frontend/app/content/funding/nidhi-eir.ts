import { contactEmail } from '../../config/paths';
import { fundingDocuments } from './documents';
import type { AboutBlock, ContactPerson, Feature, Figure, Group, SchemeHero } from './types';

export const nidhiEir = {
  meta: {
    title: 'NIDHI Entrepreneur in Residence',
    description:
      'NIDHI Entrepreneur in Residence at Sangam Innovation Centre: a monthly stipend of up to ₹1 lakh for two to three years to build a technology venture.',
  },
  hero: {
    title: 'NIDHI Entrepreneur in Residence',
    tagline: 'A stipend of up to ₹1 lakh a month for two to three years, so that you can leave the job and build the venture.',
    logo: '/images/funding/nidhi-eir-logo.svg',
    image: '/images/funding/eir-mentor-hero.svg',
  } satisfies SchemeHero,
  closed: ['Application are closed for General category', 'Application are closed for SC/ST category'],
  eligibilityPdf: fundingDocuments.eirEligibility,
  about: {
    title: 'About NIDHI EIR',
    paragraphs: [
      'The Entrepreneur in Residence programme gives talented graduates and professionals the financial room to pursue a technology business idea instead of a placement offer.',
      'Residents receive a monthly stipend of up to ₹1 lakh for a period of two to three years, a desk at the centre, mentoring and access to every laboratory. The programme runs separate General and SC/ST categories.',
    ],
  } satisfies AboutBlock,
  featuresTitle: 'Programme Features',
  features: [
    { title: 'Monthly stipend', description: 'Up to ₹1 lakh a month, so you can work full time on your venture.' },
    { title: 'Two to three years', description: 'Long enough to validate the idea, build the team and raise the first round.' },
    { title: 'Full lab access', description: 'Fab Lab, electronics, AI/ML, AR/VR, media and bio laboratories at the centre.' },
    { title: 'Two categories', description: 'Separate General and SC/ST calls, each with its own selection panel.' },
  ] satisfies readonly Feature[],
  rolesTitle: 'Roles & Responsibilities',
  roles: [
    { title: 'Mentorship & Guidance', items: ['Meet your mentor every fortnight', 'Share monthly progress reports', 'Guide student teams in the centre’s programmes'] },
    { title: 'Technology Assessment', items: ['Test the technical feasibility of your idea', 'Benchmark against existing solutions', 'Document results in the laboratories'] },
    { title: 'Venture Creation', items: ['Incorporate the company within the residency', 'Build the founding team', 'Prepare for seed funding'] },
    { title: 'Ecosystem Development', items: ['Speak at centre events and festivals', 'Help review applications from younger innovators', 'Connect startups with your industry network'] },
  ] satisfies readonly Group[],
  benefitsTitle: 'Benefits & Support',
  benefits: [
    'Stipend of up to ₹1 lakh per month for 2 to 3 years',
    'Dedicated workspace and round-the-clock lab access',
    'Mentors from industry, academia and the investor network',
    'Priority consideration for NIDHI SSS seed investment',
    'Legal, IP and company-formation clinics',
    'Visibility at the centre’s festival and demo days',
  ],
  impactTitle: 'Programme Impact',
  impact: [
    { stat: '50+', label: 'Entrepreneurs in residence' },
    { stat: '200+', label: 'Startups mentored' },
    { stat: '30+', label: 'Technology transfers' },
    { stat: '₹100+ Cr', label: 'Follow-on funding raised' },
  ] satisfies readonly Figure[],
  contactTitle: 'Contact',
  contact: {
    name: 'Ananya Joshi',
    position: 'Programme Manager, EIR',
    department: 'Entrepreneurship Programmes',
    email: contactEmail,
    photo: '/images/funding/people/ananya-joshi-person.svg',
  } satisfies ContactPerson,
};
