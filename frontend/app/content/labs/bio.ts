import { externalLinks, paths } from '../../config/paths';
import { catalogueItem } from '../../utils/catalogue';
import type { EquipmentItem, LabSummary, Slide } from './types';

export const bioLab: LabSummary = {
  key: 'bio',
  labId: 'BioLab',
  name: 'Bio Lab',
  path: paths.bioLab,
};

export const BIO_ALL = 'All';
/** The filter buttons, spelt as the centre publishes them. */
export const bioCategories = [
  BIO_ALL,
  'Analyticl Lab',
  'Cell Culture Lab',
  'Molecular Biology Lab',
  'Pripration Lab',
  'Fermantor Lab',
] as const;

export const bioPage = {
  metaTitle: 'Bio Lab',
  metaDescription:
    'Analytical, cell-culture, molecular-biology, preparation and fermenter facilities for life-science startups.',
  eyebrow: 'Laboratory',
  title: 'Bio Lab',
  tagline: 'Wet-lab space for life-science founders.',
  intro:
    'Run the experiment that proves your idea without building a lab first. The Bio Lab shares spectrophotometers, a biosafety cabinet, PCR and imaging, and a benchtop fermenter with startups and researchers.',
  externalSite: externalLinks.bioLabSite,
  slides: [
    {
      title: 'Molecular biology',
      description: 'PCR, electrophoresis and gel imaging in one bay.',
      imageUrl: '/images/labs/bio-1.svg',
    },
    {
      title: 'Cell culture',
      description: 'Class II biosafety cabinet, incubator and microscopy.',
      imageUrl: '/images/labs/bio-2.svg',
    },
    {
      title: 'Scale up',
      description: 'A benchtop fermenter for your first batches.',
      imageUrl: '/images/labs/bio-3.svg',
    },
  ] satisfies Slide[],
  facilitiesTitle: 'Facilities',
  facilitiesIntro: 'Instruments grouped by the room they stand in.',
  membershipTitle: 'Membership Plans',
  membershipText:
    'Bench rental by the day or month, instrument hours and consumables at cost. The plan explains safety training and access rules.',
  membershipFile: '/docs/labs/bio-lab-membership-plan.pdf',
  closingTitle: 'Let’s get started!',
  closingText:
    'Book an instrument or a bench, and our lab manager will walk you through the safety induction.',
  ui: {
    bookNow: 'Book Now',
    visitSite: 'Visit the Bio Lab website',
    search: 'Search facilities',
    searchPlaceholder: 'Search a project',
    chips: 'Facility category',
    pager: 'Facility pages',
    checkDetails: 'Check Details',
    download: 'Download Membership Plan (PDF)',
    carousel: 'Bio Lab highlights',
  },
} as const;

export const bioEquipment: readonly EquipmentItem[] = [
  catalogueItem('bio-nanodrop-one', {
    id: 1,
    slug: 'nanodrop-one',
    category: 'Analyticl Lab',
    purpose: 'Measuring DNA, RNA and protein concentration from a one-microlitre drop.',
    specs: [
      { label: 'Sample', fact: '1–2 µL' },
      { label: 'Wavelength', fact: '190–850 nm' },
      { label: 'dsDNA range', fact: '2–27,500 ng/µL' },
    ],
  }),
  catalogueItem('bio-shimadzu-uv-1900i', {
    id: 2,
    slug: 'uv-vis-spectrophotometer',
    category: 'Analyticl Lab',
    purpose: 'Absorbance scans and kinetics for assays, purity checks and quality control.',
    specs: [
      { label: 'Optics', fact: 'Double beam' },
      { label: 'Wavelength', fact: '190–1100 nm' },
      { label: 'Spectral bandwidth', fact: '1 nm' },
    ],
  }),
  catalogueItem('bio-esco-biosafety-cabinet', {
    id: 3,
    slug: 'biosafety-cabinet',
    category: 'Cell Culture Lab',
    purpose:
      'Sterile handling of cell lines and microbial cultures, protecting the sample and the user.',
    specs: [
      { label: 'Class', fact: 'II, Type A2' },
      { label: 'Filters', fact: 'ULPA' },
      { label: 'Protects', fact: 'User, sample and environment' },
    ],
  }),
  catalogueItem('bio-olympus-cx23-microscope', {
    id: 4,
    slug: 'compound-microscope',
    category: 'Cell Culture Lab',
    purpose: 'Checking cell morphology, counting cells and examining stained slides.',
    specs: [
      { label: 'Objectives', fact: '4×, 10×, 40×, 100× (oil)' },
      { label: 'Magnification', fact: '40× to 1000×' },
      { label: 'Illumination', fact: 'LED' },
    ],
  }),
  catalogueItem('bio-biorad-t100-pcr', {
    id: 5,
    slug: 'pcr-thermal-cycler',
    category: 'Molecular Biology Lab',
    purpose: 'Amplifying DNA by PCR for cloning, genotyping and diagnostics development.',
    specs: [
      { label: 'Format', fact: '96 wells, 0.2 mL' },
      { label: 'Gradient', fact: '30–100 °C' },
      { label: 'Control', fact: 'Colour touch screen' },
    ],
  }),
  catalogueItem('bio-biorad-gel-doc-ez', {
    id: 6,
    slug: 'gel-doc-imager',
    category: 'Molecular Biology Lab',
    purpose: 'Imaging and documenting DNA and protein gels.',
    specs: [
      { label: 'Trays', fact: 'UV, Blue, White, Stain-Free' },
      { label: 'Software', fact: 'Image Lab' },
    ],
  }),
  catalogueItem('bio-tuttnauer-autoclave', {
    id: 7,
    slug: 'autoclave',
    category: 'Pripration Lab',
    purpose: 'Sterilising media, glassware and waste before and after experiments.',
    specs: [
      { label: 'Chamber', fact: '23 L, 25 cm across, 46 cm deep' },
      { label: 'Cycles', fact: '121 °C and 134 °C' },
      { label: 'Type', fact: 'Benchtop, electronic control' },
    ],
  }),
  catalogueItem('bio-eppendorf-5810r', {
    id: 8,
    slug: 'refrigerated-centrifuge',
    category: 'Pripration Lab',
    purpose: 'Spinning down cells and samples at controlled temperature, from tubes to plates.',
    specs: [
      { label: 'Speed', fact: 'Up to 20,913 × g' },
      { label: 'Capacity', fact: '4 × 750 mL' },
      { label: 'Temperature', fact: '−9 °C to +40 °C' },
    ],
  }),
  catalogueItem('bio-benchtop-fermenter', {
    id: 9,
    slug: 'benchtop-fermenter',
    category: 'Fermantor Lab',
    purpose:
      'Growing microbes under controlled temperature, pH and aeration for first scale-up runs.',
    specs: [
      { label: 'Vessel', fact: '5 L, benchtop' },
      { label: 'Controls', fact: 'Temperature, pH and aeration' },
    ],
  }),
];
