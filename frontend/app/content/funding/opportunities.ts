import { externalLinks, paths } from '../../config/paths';
import { CENTRE_PROFILE } from '@centre/contracts';
import { fundingDocuments } from './documents';
import type { FundedStartup, FundingSchemesInOrder } from './types';

const startup = (slug: string, startuptitle: string, fundAmt: string): FundedStartup => ({
  logo: `/images/funding/startups/${slug}-logo.svg`,
  startuptitle,
  fundAmt,
  // The startup's own site, once the centre records it; shown as text until then.
  website: '',
});

export const fundingOpportunities = {
  meta: {
    title: 'Funding Opportunities',
    description:
      'Current funding schemes at Sangam Innovation Centre: NIDHI PRAYAS, NIDHI SSS, NIDHI EIR, the MSInS seed fund and SISFS, with eligibility, contacts and the startups they funded.',
  },
  eyebrow: 'Programs',
  heading: 'Current Funding Schemes',
  intro:
    'From a first prototype to a market-ready company, these schemes cover the stages our startups go through. Each is run with a government partner and administered by the centre.',
  ui: {
    officialSite: 'Official website',
    checkEligibility: 'Check eligibility criteria',
    checkEligibilityLabel: (title: string): string => `Check eligibility criteria: ${title} (PDF)`,
    learnMore: 'Scheme details',
    pointOfContact: 'Point of contact',
    fundedStartups: 'Startups funded',
    visitWebsite: 'Visit website',
    carouselLabel: (title: string): string => `Startups funded under ${title}`,
    logoAlt: (name: string): string => `${name} logo`,
  },
  schemes: [
    {
      id: 'nidhi-prayas',
      logo: '/images/funding/nidhi-prayas-logo.svg',
      title: 'NIDHI PRAYAS',
      description:
        'A grant of up to ₹10 lakh for young innovators to turn an idea into a working proof of concept within 12 to 18 months, with lab access and mentoring and no equity taken.',
      website: externalLinks.nidhiOfficial,
      page: paths.nidhiPrayas,
      eligibility: fundingDocuments.prayasEligibility,
      pointofcontact: { name: 'Neha Gokhale', email: CENTRE_PROFILE.mailboxes.prayas, phone: '+91 20 4110 2031' },
      fundstartups: [
        startup('vayu-shuddhi', 'Vayu Shuddhi', '₹8,00,000 to ₹10,00,000'),
        startup('neer-watch', 'NeerWatch', '₹6,50,000 to ₹8,00,000'),
        startup('krishi-loop', 'KrishiLoop', '₹9,00,000 to ₹10,00,000'),
        startup('saans-labs', 'Saans Labs', '₹7,00,000 to ₹9,00,000'),
        startup('ortho-print', 'OrthoPrint', '₹5,00,000 to ₹7,50,000'),
        startup('tarang-rf', 'Tarang RF', '₹8,50,000 to ₹10,00,000'),
        startup('sparsh-access', 'Sparsh Access', '₹6,00,000 to ₹8,00,000'),
        startup('gram-urja', 'Gram Urja', '₹7,50,000 to ₹9,50,000'),
      ],
    },
    {
      id: 'nidhi-sss',
      logo: '/images/funding/nidhi-sss-logo.svg',
      title: 'NIDHI Seed Support System',
      description:
        'Seed investment of up to ₹1 crore, released in milestone tranches against 4 to 8% equity, for incubated startups that have a proven concept and need capital to reach the market.',
      website: externalLinks.nidhiOfficial,
      page: paths.nidhiSss,
      eligibility: fundingDocuments.sssEligibility,
      pointofcontact: { name: 'Rohan Deshpande', email: CENTRE_PROFILE.mailboxes.seedSupport, phone: '+91 20 4110 2032' },
      fundstartups: [
        startup('medtrail', 'MedTrail', '₹40,00,000 to ₹60,00,000'),
        startup('aquasense', 'AquaSense', '₹25,00,000 to ₹35,00,000'),
        startup('bioweave', 'BioWeave', '₹50,00,000 to ₹75,00,000'),
        startup('kalpa-robotics', 'Kalpa Robotics', '₹60,00,000 to ₹1,00,00,000'),
        startup('thanda-box', 'ThandaBox', '₹30,00,000 to ₹45,00,000'),
        startup('ledger-leaf', 'LedgerLeaf', '₹20,00,000 to ₹30,00,000'),
        startup('nano-kavach', 'Nano Kavach', '₹45,00,000 to ₹70,00,000'),
        startup('drishti-vision', 'Drishti Vision', '₹35,00,000 to ₹50,00,000'),
      ],
    },
    {
      id: 'nidhi-eir',
      logo: '/images/funding/nidhi-eir-logo.svg',
      title: 'NIDHI Entrepreneur in Residence',
      description:
        'A monthly stipend of up to ₹1 lakh for two to three years so that graduates and professionals can work full time on a technology venture while in residence at the centre.',
      website: externalLinks.nidhiOfficial,
      page: paths.nidhiEir,
      eligibility: fundingDocuments.eirEligibility,
      pointofcontact: { name: 'Ananya Joshi', email: CENTRE_PROFILE.mailboxes.eir, phone: '+91 20 4110 2033' },
      fundstartups: [
        startup('bhasha-bridge', 'Bhasha Bridge', '₹9,00,000 to ₹12,00,000'),
        startup('code-kattaa', 'Code Kattaa', '₹6,00,000 to ₹9,00,000'),
        startup('quanta-sense', 'QuantaSense', '₹12,00,000 to ₹18,00,000'),
        startup('skill-sarathi', 'Skill Sarathi', '₹7,20,000 to ₹9,60,000'),
        startup('pixel-sutra', 'PixelSutra', '₹6,00,000 to ₹8,40,000'),
        startup('solarix', 'Solarix', '₹10,80,000 to ₹14,40,000'),
        startup('yatri-safe', 'YatriSafe', '₹8,40,000 to ₹12,00,000'),
        startup('bima-mitra', 'Bima Mitra', '₹7,20,000 to ₹10,80,000'),
      ],
    },
    {
      id: 'msins',
      logo: '/images/funding/msins-logo.svg',
      title: 'MSInS Seed Fund',
      description:
        'Seed support from the state innovation society for startups incubated at the centre: product development, trials, certification and first market entry, released against agreed milestones.',
      website: externalLinks.msinsOfficial,
      page: paths.msins,
      eligibility: fundingDocuments.msinsGuidelines,
      pointofcontact: { name: 'Sneha Patil', email: CENTRE_PROFILE.mailboxes.msins, phone: '+91 20 4110 2034' },
      fundstartups: [
        startup('green-brick', 'Green Brick', '₹1,50,000 to ₹2,00,000'),
        startup('farmhive', 'FarmHive', '₹3,00,000 to ₹5,00,000'),
        startup('sakhi-pads', 'Sakhi Pads', '₹2,00,000 to ₹3,50,000'),
        startup('jal-setu', 'Jal Setu', '₹4,00,000 to ₹5,00,000'),
        startup('kala-kosh', 'Kala Kosh', '₹1,50,000 to ₹2,50,000'),
        startup('charge-katta', 'Charge Katta', '₹3,50,000 to ₹5,00,000'),
        startup('anna-share', 'AnnaShare', '₹2,50,000 to ₹4,00,000'),
        startup('mati-metrics', 'Mati Metrics', '₹3,00,000 to ₹4,50,000'),
      ],
    },
    {
      id: 'sisfs',
      logo: '/images/funding/sisfs-logo.svg',
      title: 'Startup India Seed Fund Scheme',
      description:
        'A national scheme offering a grant of up to ₹20 lakh for proof of concept and trials, and up to ₹50 lakh through convertible debentures or debt for market entry and scale-up.',
      website: externalLinks.seedFundPortal,
      page: paths.sisfs,
      eligibility: fundingDocuments.sisfsEligibility,
      pointofcontact: { name: 'Vikram Shinde', email: CENTRE_PROFILE.mailboxes.seedFund, phone: '+91 20 4110 2035' },
      fundstartups: [
        startup('surya-grid', 'Surya Grid', '₹15,00,000 to ₹20,00,000'),
        startup('vayu-drones', 'Vayu Drones', '₹30,00,000 to ₹50,00,000'),
        startup('ecofibre', 'EcoFibre', '₹10,00,000 to ₹15,00,000'),
        startup('aarogya-sense', 'Aarogya Sense', '₹18,00,000 to ₹20,00,000'),
        startup('urbanloom', 'UrbanLoom', '₹12,00,000 to ₹18,00,000'),
        startup('plastiq-loop', 'PlastiQ Loop', '₹25,00,000 to ₹40,00,000'),
        startup('shiksha-setu', 'Shiksha Setu', '₹8,00,000 to ₹12,00,000'),
        startup('voltaic-labs', 'Voltaic Labs', '₹35,00,000 to ₹50,00,000'),
      ],
    },
  ] satisfies FundingSchemesInOrder,
};
