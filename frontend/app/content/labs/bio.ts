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
  }),
  catalogueItem('bio-shimadzu-uv-1900i', {
    id: 2,
    slug: 'uv-vis-spectrophotometer',
    category: 'Analyticl Lab',
    purpose: 'Absorbance scans and kinetics for assays, purity checks and quality control.',
  }),
  catalogueItem('bio-esco-biosafety-cabinet', {
    id: 3,
    slug: 'biosafety-cabinet',
    category: 'Cell Culture Lab',
    purpose:
      'Sterile handling of cell lines and microbial cultures, protecting the sample and the user.',
  }),
  catalogueItem('bio-olympus-cx23-microscope', {
    id: 4,
    slug: 'compound-microscope',
    category: 'Cell Culture Lab',
    purpose: 'Checking cell morphology, counting cells and examining stained slides.',
  }),
  catalogueItem('bio-biorad-t100-pcr', {
    id: 5,
    slug: 'pcr-thermal-cycler',
    category: 'Molecular Biology Lab',
    purpose: 'Amplifying DNA by PCR for cloning, genotyping and diagnostics development.',
  }),
  catalogueItem('bio-biorad-gel-doc-ez', {
    id: 6,
    slug: 'gel-doc-imager',
    category: 'Molecular Biology Lab',
    purpose: 'Imaging and documenting DNA and protein gels.',
  }),
  catalogueItem('bio-tuttnauer-autoclave', {
    id: 7,
    slug: 'autoclave',
    category: 'Pripration Lab',
    purpose: 'Sterilising media, glassware and waste before and after experiments.',
  }),
  catalogueItem('bio-eppendorf-5810r', {
    id: 8,
    slug: 'refrigerated-centrifuge',
    category: 'Pripration Lab',
    purpose: 'Spinning down cells and samples at controlled temperature, from tubes to plates.',
  }),
  catalogueItem('bio-benchtop-fermenter', {
    id: 9,
    slug: 'benchtop-fermenter',
    category: 'Fermantor Lab',
    purpose:
      'Growing microbes under controlled temperature, pH and aeration for first scale-up runs.',
  }),
];
