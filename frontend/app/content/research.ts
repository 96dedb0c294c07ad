export const RESEARCH_ALL = 'All';
export const journals = [
  'The African Journal of Life Sciences',
  'The International Journal of Life Sciences',
  'Journal of Cellular Signalling',
] as const;
export type Journal = (typeof journals)[number];
export const researchChips = [RESEARCH_ALL, ...journals] as const;

export interface ResearchPaper {
  id: number;
  title: string;
  journal: string;
  authors: string;
  abstract: string;
  /** DOI or page of the paper. */
  url: string;
  /** The journal's page for the paper. */
  link: string;
  /** Equals one of the journal names. */
  category: Journal;
}

export const researchPage = {
  metaTitle: 'Research',
  metaDescription:
    'Research papers by the Sangam Innovation Centre’s scientists and incubated startups, searchable by title, abstract and journal.',
  eyebrow: 'Research',
  title: 'Research that leaves the lab',
  tagline: 'Curiosity-driven science, built to become products.',
  intro:
    'Our researchers work beside founders, so questions from the market shape the science. Here are the 17 selected papers we have published so far.',
  slides: [
    {
      title: 'Life sciences',
      description: 'From natural compounds to wound care.',
      imageUrl: '/images/research/slide-1.svg',
    },
    {
      title: 'Cell signalling',
      description: 'How cells talk, and how to listen.',
      imageUrl: '/images/research/slide-2.svg',
    },
    {
      title: 'Microbiology',
      description: 'Antimicrobials from unexpected places.',
      imageUrl: '/images/research/slide-3.svg',
    },
    {
      title: 'Agri-biotech',
      description: 'Healthier soils and crops for smallholders.',
      imageUrl: '/images/research/slide-4.svg',
    },
    {
      title: 'Data and models',
      description: 'Machine learning for biology.',
      imageUrl: '/images/research/slide-5.svg',
    },
    {
      title: 'Lab to market',
      description: 'Papers that became startups.',
      imageUrl: '/images/research/slide-6.svg',
    },
  ],
  papersTitle: 'Research Papers',
  ui: {
    carousel: 'Research highlights',
    search: 'Search research papers',
    searchPlaceholder: 'Search a project',
    chips: 'Journal',
    pager: 'Research paper pages',
    readPaper: 'Read paper',
    doi: 'DOI',
    authors: 'Authors',
  },
} as const;

/** Research papers shown per page. */
export const PAPERS_PER_PAGE = 4;

const AJLS = journals[0];
const IJLS = journals[1];
const JCS = journals[2];

const paper = (
  id: number,
  category: Journal,
  title: string,
  authors: string,
  abstract: string,
): ResearchPaper => ({
  id,
  title,
  journal: category,
  authors,
  abstract,
  // A paper gets its DOI and page when the centre records real ones; until then it is listed
  // without a link (hasTarget).
  url: '',
  link: '',
  category,
});

export const papers: readonly ResearchPaper[] = [
  paper(
    1,
    AJLS,
    'Antibacterial activity of fish skin extracts against wound pathogens',
    'P. Bhosale, V. Rao, S. Kale',
    'Skin extracts of tilapia and rohu were tested against Staphylococcus aureus and Pseudomonas aeruginosa. Peptide-rich fractions inhibited growth at low concentrations, suggesting a low-cost basis for wound dressings.'
  ),
  paper(
    2,
    IJLS,
    'Soil moisture sensing with capacitive probes for smallholder irrigation',
    'R. Kulkarni, A. Pawar, M. Joshi',
    'We calibrate a low-cost capacitive probe against gravimetric measurements in black cotton soil and show that scheduled irrigation based on its readings saves a fifth of the water without yield loss.'
  ),
  paper(
    3,
    JCS,
    'Calcium signalling in stressed plant root cells',
    'V. Rao, N. Gokhale',
    'Fluorescent reporters reveal calcium waves in root cells exposed to salt stress. The timing of these waves predicts which seedlings recover, pointing to early markers of tolerance.'
  ),
  paper(
    4,
    AJLS,
    'Millet-based probiotic beverages: fermentation and shelf life',
    'S. More, P. Bhosale',
    'Finger-millet beverages fermented with Lactobacillus strains kept viable counts above the probiotic threshold for three weeks under refrigeration, with good consumer acceptance.'
  ),
  paper(
    5,
    IJLS,
    'Rapid detection of milk adulteration with paper-based assays',
    'T. Chavan, P. Bhosale, V. Rao',
    'A paper strip with three reagent zones detects urea, starch and detergent in milk within two minutes. Field tests with dairy cooperatives matched laboratory results in 96% of samples.'
  ),
  paper(
    6,
    JCS,
    'Insulin receptor cross-talk in adipocytes under inflammation',
    'N. Gokhale, V. Rao',
    'Inflammatory cytokines dampen insulin receptor signalling in cultured adipocytes. Blocking one kinase restored glucose uptake, identifying a candidate target for metabolic disease.'
  ),
  paper(
    7,
    AJLS,
    'Biodegradable packaging films from agricultural residue',
    'K. Nair, S. Patil, R. Kulkarni',
    'Films cast from sugarcane bagasse cellulose and starch matched the tensile strength of thin polyethylene and composted fully within ninety days.'
  ),
  paper(
    8,
    IJLS,
    'Machine learning for leaf disease detection on low-end phones',
    'A. Pawar, I. Sayyed',
    'A compressed convolutional network identifies six tomato leaf diseases on phones with 2 GB of memory, reaching 93% accuracy offline in farmers’ fields.'
  ),
  paper(
    9,
    JCS,
    'Wnt signalling in wound re-epithelialisation',
    'V. Rao, P. Bhosale',
    'Activating the Wnt pathway in skin models accelerated wound closure, while excessive activation led to disordered tissue. Dosing windows for topical treatments are proposed.'
  ),
  paper(
    10,
    AJLS,
    'Heavy metals in urban vegetable gardens of Pune',
    'S. Kale, T. Chavan',
    'Lead and cadmium levels were measured in soil and produce from forty urban gardens. Raised beds with fresh soil reduced uptake substantially.'
  ),
  paper(
    11,
    IJLS,
    'Anaemia screening with smartphone images of the eyelid',
    'A. Pawar, M. Joshi, V. Rao',
    'Colour features of the lower eyelid photographed with a phone estimated haemoglobin with clinically useful accuracy in 1,200 school children.'
  ),
  paper(
    12,
    JCS,
    'Mechanosensitive channels and bone cell response to load',
    'N. Gokhale, S. Patil',
    'Osteoblasts cultured on a custom stretching rig showed channel-dependent signalling within seconds of load, linking mechanical stimulus to bone formation.'
  ),
  paper(
    13,
    AJLS,
    'Neem-based coatings to extend the shelf life of tomatoes',
    'S. More, K. Nair',
    'An edible coating with neem extract slowed ripening and fungal spoilage, extending shelf life at room temperature by six days.'
  ),
  paper(
    14,
    IJLS,
    'Low-cost water quality monitoring with open hardware',
    'S. Patil, R. Kulkarni',
    'An open-hardware probe measuring turbidity, pH and conductivity was deployed in village tanks; readings stayed within 5% of reference instruments for six months.'
  ),
  paper(
    15,
    AJLS,
    'Chitosan dressings loaded with fish collagen peptides',
    'P. Bhosale, S. Kale',
    'Dressings combining chitosan and collagen peptides from fish skin showed antibacterial activity and supported fibroblast growth in vitro.'
  ),
  paper(
    16,
    IJLS,
    'Air-filter efficiency for two-wheeler riders in dense traffic',
    'R. Kulkarni, A. Deshpande',
    'Washable 3D-printed filter cartridges reduced riders’ exposure to fine particles by more than half during peak-hour commutes.'
  ),
];
