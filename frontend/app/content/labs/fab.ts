import { paths } from '../../config/paths';
import { catalogueItem } from '../../utils/catalogue';
import type { EquipmentItem, LabSummary, Slide } from './types';

export const fabLab: LabSummary = {
  key: 'fab',
  labId: 'FabricationLab',
  name: 'Fabrication Lab',
  path: paths.fabLab,
};

export const FAB_ALL = 'All';
export const fabCategories = [
  FAB_ALL,
  'Additive',
  'Electronic Lab',
  'Subtractive',
  'Wood Workshop',
] as const;

export const PRAYAS_ALL = 'All';
export const fundingYears = ['2022-23', '2023-24', '2024-25', '2025-26'] as const;
export type FundingYear = (typeof fundingYears)[number];

/** A startup funded by NIDHI PRAYAS. `dicription` keeps the spelling of the original data. */
export interface PrayasStartup {
  id: number;
  title: string;
  dicription: string;
  websitelink: string;
  /** The funding year. */
  category: FundingYear;
  image: string;
}

export interface MembershipPlan {
  name: string;
  file: string;
}

export const fabPage = {
  metaTitle: 'Fabrication Lab',
  metaDescription:
    '3D printers, laser and vinyl cutters, a CNC router, an electronics bench and a wood workshop for hardware startups.',
  eyebrow: 'Laboratory',
  title: 'Fabrication Lab',
  intro:
    'From the first cardboard mock-up to a batch of enclosures: print, cut, mill, solder and sand under one roof, with technicians who have seen a thousand prototypes.',
  slides: [
    {
      title: 'Additive manufacturing',
      description: 'FDM and resin printers for parts, jigs and enclosures.',
      imageUrl: '/images/labs/fab-1.svg',
    },
    {
      title: 'Cut and mill',
      description: 'Laser, vinyl and CNC cutting for sheet and block material.',
      imageUrl: '/images/labs/fab-2.svg',
    },
    {
      title: 'Electronics bench',
      description: 'Soldering, PCB milling and test equipment for your circuits.',
      imageUrl: '/images/labs/fab-3.svg',
    },
  ] satisfies Slide[],
  equipmentTitle: 'Equipment',
  equipmentIntro: 'Find a machine by name, or browse a workshop.',
  prayasEyebrow: 'NIDHI PRAYAS',
  prayasTitle: 'Startups built with NIDHI PRAYAS',
  prayasIntro:
    'NIDHI PRAYAS grants of up to Rs 10 lakh turn an idea into a working prototype. These teams built theirs in our Fabrication Lab.',
  membershipTitle: 'Membership Plans',
  membershipIntro:
    'Plans for 2024-25, one document per machine group. Each PDF lists the hours, rates and inclusions.',
  /** The plans' last day (the financial year 2024-25): after it they read as an archive. */
  membershipPeriodEnded: '2025-03-31',
  membershipArchiveNote: "From our archive: the plans of April 2024 to March 2025. Ask the lab for this year's rates.",
  ui: {
    bookFacility: 'Book Facility',
    search: 'Search equipment',
    searchPlaceholder: 'Search equipment by name',
    chips: 'Workshop',
    pager: 'Equipment pages',
    checkDetails: 'Check Details',
    bookNow: 'Book Now',
    carousel: 'Fabrication Lab highlights',
    prayasSearch: 'Search startups',
    prayasSearchPlaceholder: 'Search a startup',
    prayasYears: 'Funding year',
    prayasPager: 'Startup pages',
    readMore: 'Read more',
    readLess: 'Read less',
    visitWebsite: 'Visit website',
    fundedIn: 'Funded',
    downloadPdf: 'Download (PDF)',
  },
} as const;

export const fabEquipment: readonly EquipmentItem[] = [
  catalogueItem('fab-prusa-mk4-1', {
    id: 1,
    slug: 'fdm',
    category: 'Additive',
    purpose: 'Printing functional parts, jigs and enclosures in PLA, PETG and TPU.',
    specs: [
      { label: 'Build volume', fact: '250 × 210 × 220 mm' },
      { label: 'Filament', fact: '1.75 mm' },
      { label: 'Temperatures', fact: 'Nozzle up to 290 °C, bed up to 120 °C' },
    ],
  }),
  catalogueItem('fab-formlabs-form-3', {
    id: 2,
    slug: 'sla',
    category: 'Additive',
    purpose: 'Fine-detail resin prints for product models, moulds and small precise parts.',
    specs: [
      { label: 'Build volume', fact: '145 × 145 × 185 mm' },
      { label: 'Layer height', fact: '25–300 µm' },
      { label: 'Laser spot', fact: '85 µm' },
    ],
  }),
  catalogueItem('fab-test-bench', {
    id: 3,
    slug: 'testing',
    category: 'Electronic Lab',
    purpose:
      'Oscilloscope, bench power supply and multimeters for debugging and validating circuits.',
    specs: [
      { label: 'Instruments', fact: 'Oscilloscope, bench power supply, multimeters' },
      { label: 'Measures', fact: 'Voltage, current, resistance, waveforms' },
    ],
  }),
  catalogueItem('fab-weller-we1010-soldering', {
    id: 4,
    slug: 'solder',
    category: 'Electronic Lab',
    purpose: 'Through-hole and SMD soldering for assembling and repairing boards.',
    specs: [
      { label: 'Power', fact: '70 W' },
      { label: 'Temperature', fact: '100–450 °C' },
      { label: 'Iron', fact: 'WEP 70 pencil' },
    ],
  }),
  catalogueItem('fab-trotec-speedy-360', {
    id: 5,
    slug: 'laser',
    category: 'Subtractive',
    purpose: 'Cutting and engraving acrylic, plywood, MDF, leather and paper with high precision.',
    specs: [
      { label: 'Work area', fact: '813 × 508 mm' },
      { label: 'Laser', fact: 'CO₂, 80 W' },
      { label: 'Materials', fact: 'Acrylic, wood, MDF, leather, paper (no PVC)' },
    ],
  }),
  catalogueItem('fab-roland-gs2-24', {
    id: 6,
    slug: 'vinyl',
    category: 'Subtractive',
    purpose: 'Stickers, signage, stencils and flexible circuits cut from vinyl and copper film.',
    specs: [
      { label: 'Cutting width', fact: 'Up to 584 mm' },
      { label: 'Material width', fact: '50–700 mm' },
      { label: 'Speed', fact: 'Up to 500 mm/s' },
    ],
  }),
  catalogueItem('fab-roland-srm20-mill', {
    id: 7,
    slug: 'pcb',
    category: 'Electronic Lab',
    purpose:
      'Milling single- and double-sided circuit boards in-house, the same day you design them.',
    specs: [
      { label: 'Work area', fact: '203.2 × 152.4 × 60.5 mm' },
      { label: 'Spindle', fact: '3,000–7,000 rpm' },
      { label: 'Materials', fact: 'PCB, wax, foam, acrylic, ABS' },
    ],
  }),
  catalogueItem('fab-shopbot-prs-alpha', {
    id: 8,
    slug: 'cnc',
    category: 'Subtractive',
    purpose: 'Large-format cutting of plywood, MDF and foam for furniture, moulds and stands.',
    specs: [
      { label: 'Axes', fact: '3 (X, Y, Z)' },
      { label: 'Drive', fact: 'Closed-loop steppers, rack and pinion' },
      { label: 'Materials', fact: 'Plywood, MDF, foam' },
    ],
  }),
  catalogueItem('fab-bosch-gts-10-table-saw', {
    id: 9,
    slug: 'table-saw',
    category: 'Wood Workshop',
    purpose: 'Straight, repeatable rip and cross cuts in solid wood and sheet goods.',
    specs: [
      { label: 'Power', fact: '2,100 W' },
      { label: 'Blade', fact: '254 mm, 3,300 rpm' },
      { label: 'Cutting depth', fact: '79 mm at 90°' },
    ],
  }),
  catalogueItem('fab-proxxon-db250-lathe', {
    id: 10,
    slug: 'wood-lathe',
    category: 'Wood Workshop',
    purpose: 'Turning handles, knobs and small round parts from wood.',
    specs: [
      { label: 'Between centres', fact: '250 mm' },
      { label: 'Size', fact: 'Benchtop, for small work' },
    ],
  }),
];

export const prayasStartups: readonly PrayasStartup[] = [
  {
    id: 1,
    title: 'Krishi Sense',
    dicription:
      'Low-cost soil-moisture probes and a text-message dashboard that tell smallholder farmers when, and how much, to irrigate. The probe housing and antenna mounts were printed and iterated in the Fab Lab over eleven versions.',
    websitelink: '',
    category: '2022-23',
    image: '/images/labs/prayas/krishi-sense.svg',
  },
  {
    id: 2,
    title: 'Jalmitra Devices',
    dicription:
      'A clip-on flow meter that turns any household tap into a smart tap and shows daily water use on a phone. The team milled its first sensor boards on the lab’s PCB machine.',
    websitelink: '',
    category: '2023-24',
    image: '/images/labs/prayas/jalmitra.svg',
  },
  {
    id: 3,
    title: 'Saarthi Mobility',
    dicription:
      'A lightweight, foldable wheelchair add-on that converts a manual chair into a powered one in under a minute. Frames were laser-cut and bent in the lab before moving to a vendor.',
    websitelink: '',
    category: '2023-24',
    image: '/images/labs/prayas/saarthi.svg',
  },
  {
    id: 4,
    title: 'Vayu Filters',
    dicription:
      'Washable, 3D-printed filter cartridges for two-wheeler riders that trap road dust and fine particles. The startup now produces 60 units a month from a small workshop in Pune.',
    websitelink: '',
    category: '2024-25',
    image: '/images/labs/prayas/vayu.svg',
  },
  {
    id: 5,
    title: 'Tactile Tales',
    dicription:
      'Picture books with raised, laser-engraved illustrations and Braille, so that blind and sighted children can read together. Every page template is cut on the lab’s laser cutter.',
    websitelink: '',
    category: '2024-25',
    image: '/images/labs/prayas/tactile-tales.svg',
  },
  {
    id: 6,
    title: 'Urja Cart',
    dicription:
      'A solar-powered vending cart with a cooled compartment for street vendors of fruit and milk. The prototype chassis was cut on the CNC router and assembled in the wood workshop.',
    websitelink: '',
    category: '2025-26',
    image: '/images/labs/prayas/urja-cart.svg',
  },
];

export const fabMembershipPlans: readonly MembershipPlan[] = [
  {
    name: 'Laser Cutter Membership Plan 2024-25',
    file: '/docs/labs/laser-cutter-membership-2024-25.pdf',
  },
  { name: 'Fablab Membership Plan 2024-25', file: '/docs/labs/fablab-membership-2024-25.pdf' },
  {
    name: '3D Printers Membership Plan 2024-25',
    file: '/docs/labs/3d-printers-membership-2024-25.pdf',
  },
  {
    name: 'CNC Router Membership Plan 2024-25',
    file: '/docs/labs/cnc-router-membership-2024-25.pdf',
  },
];
