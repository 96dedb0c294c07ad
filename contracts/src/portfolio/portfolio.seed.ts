import type { StartupSector } from '../applications/application-choices.js';

/**
 * The startups incubated at the centre, as the portfolio and the showcase list them: the
 * backend serves them, and the showcase page is prerendered with them.
 * Websites use the reserved `.example` domain; logos are drawn for this site and live under
 * `frontend/public/images/startups/<slug>.svg`.
 */
export interface PortfolioStartup {
  slug: string;
  companyName: string;
  founderName: string;
  /** One of the portfolio's sectors (contracts' `STARTUP_SECTORS`, which the application wizard offers too). */
  category: StartupSector;
  description: string;
  /** False for the few startups that have not sent a logo yet: the cards show the placeholder. */
  hasLogo: boolean;
}

export const PORTFOLIO_SEED: readonly PortfolioStartup[] = [
  {
    slug: 'aarogya-sense',
    companyName: 'Aarogya Sense',
    founderName: 'Dr. Meera Kulkarni',
    category: 'HealthTech',
    description:
      'Low-cost wearable patches that track vital signs of patients recovering at home and alert the attending doctor over SMS when a reading drifts out of range, built for district hospitals with few monitoring beds.',
    hasLogo: true,
  },
  {
    slug: 'nabh-diagnostics',
    companyName: 'Nabh Diagnostics',
    founderName: 'Rohan Deshpande',
    category: 'HealthTech',
    description: 'Paper-based rapid tests for anaemia and dengue that read out on a phone camera in under ten minutes.',
    hasLogo: true,
  },
  {
    slug: 'saans-labs',
    companyName: 'Saans Labs',
    founderName: 'Aditi Menon',
    category: 'HealthTech',
    description:
      'A handheld spirometer paired with a screening app that lets community health workers check children for asthma and reduced lung function in schools near highways and industrial belts.',
    hasLogo: true,
  },
  {
    slug: 'mitra-care',
    companyName: 'MitraCare',
    founderName: 'Sneha Iyer',
    category: 'HealthTech',
    description: 'Medication reminders and refill delivery for elderly people living alone, coordinated with their families.',
    hasLogo: true,
  },
  {
    slug: 'ortho-print',
    companyName: 'OrthoPrint',
    founderName: 'Kunal Shah',
    category: 'HealthTech',
    description:
      'Patient-specific splints and orthotic insoles designed from a phone scan and printed overnight in the fab lab, replacing plaster casts that take days and fit poorly.',
    hasLogo: true,
  },
  {
    slug: 'krishi-drishti',
    companyName: 'Krishi Drishti',
    founderName: 'Prakash Patil',
    category: 'AgriTech',
    description:
      'Drone and satellite imagery turned into plot-level crop health maps in Marathi, so that sugarcane and soybean farmers in Maharashtra know which patch needs water, fertiliser or pest control this week.',
    hasLogo: true,
  },
  {
    slug: 'mati-metrics',
    companyName: 'Mati Metrics',
    founderName: 'Anjali Jadhav',
    category: 'AgriTech',
    description: 'A pocket soil tester that reports nitrogen, phosphorus, potassium and pH in the field, with no lab visit.',
    hasLogo: true,
  },
  {
    slug: 'thanda-box',
    companyName: 'ThandaBox',
    founderName: 'Imran Qureshi',
    category: 'AgriTech',
    description:
      'Solar-powered cold rooms rented by the crate to vegetable growers at village collection points, cutting post-harvest losses of tomatoes, onions and leafy greens before they reach the mandi.',
    hasLogo: true,
  },
  {
    slug: 'bee-kind-farms',
    companyName: 'BeeKind Farms',
    founderName: 'Pooja Naik',
    category: 'AgriTech',
    description: 'Smart beehive monitors and a pollination service for orchards in the Konkan belt.',
    hasLogo: true,
  },
  {
    slug: 'jal-setu',
    companyName: 'JalSetu',
    founderName: 'Vikram Rathod',
    category: 'AgriTech',
    description:
      'Sensor-driven drip irrigation controllers that water by soil moisture rather than by the clock, saving up to forty percent of water on small farms that rely on borewells.',
    hasLogo: true,
  },
  {
    slug: 'kisan-ledger',
    companyName: 'Kisan Ledger',
    founderName: 'Ganesh Pawar',
    category: 'AgriTech',
    description: 'Voice-first bookkeeping for farmer producer organisations: inputs, harvests and payouts in one place.',
    hasLogo: false,
  },
  {
    slug: 'surya-grid',
    companyName: 'SuryaGrid',
    founderName: 'Neha Agarwal',
    category: 'CleanTech',
    description:
      'Community solar micro-grids for housing societies, with a billing platform that splits generation and savings fairly between flats and common areas every month.',
    hasLogo: true,
  },
  {
    slug: 'plastiq-loop',
    companyName: 'PlastiQ Loop',
    founderName: 'Arjun Nair',
    category: 'CleanTech',
    description: 'Turns multilayer plastic packaging into durable boards for furniture and construction.',
    hasLogo: true,
  },
  {
    slug: 'vayu-shuddhi',
    companyName: 'Vayu Shuddhi',
    founderName: 'Farah Khan',
    category: 'CleanTech',
    description:
      'Retrofit filters for diesel generators and auto-rickshaws that capture soot particles, paired with a take-back scheme that turns the collected carbon into printing ink.',
    hasLogo: true,
  },
  {
    slug: 'charge-katta',
    companyName: 'ChargeKatta',
    founderName: 'Siddharth Joshi',
    category: 'CleanTech',
    description: 'Battery-swapping kiosks for electric two-wheelers at neighbourhood tea stalls and kirana shops.',
    hasLogo: true,
  },
  {
    slug: 'green-brick',
    companyName: 'GreenBrick Materials',
    founderName: 'Kavita Reddy',
    category: 'CleanTech',
    description:
      'Unfired bricks made from fly ash, construction debris and agricultural waste, stronger than red clay bricks and with a fraction of the carbon footprint of kiln firing.',
    hasLogo: true,
  },
  {
    slug: 'neer-watch',
    companyName: 'NeerWatch',
    founderName: 'Tanmay Gokhale',
    category: 'CleanTech',
    description: 'Real-time water quality buoys for lakes and reservoirs, reporting to municipal dashboards.',
    hasLogo: true,
  },
  {
    slug: 'shiksha-setu',
    companyName: 'Shiksha Setu',
    founderName: 'Ritu Sharma',
    category: 'EdTech',
    description:
      'Offline-first learning tablets for zilla parishad schools, loaded with the state syllabus in Marathi and English, that sync progress whenever a teacher comes within reach of a network.',
    hasLogo: true,
  },
  {
    slug: 'code-kattaa',
    companyName: 'CodeKattaa',
    founderName: 'Nikhil Bhosale',
    category: 'EdTech',
    description: 'After-school coding clubs with robotics kits for students in tier-2 and tier-3 towns.',
    hasLogo: true,
  },
  {
    slug: 'lab-in-a-box',
    companyName: 'Lab in a Box',
    founderName: 'Dr. Swati Rane',
    category: 'EdTech',
    description:
      'Foldable science lab kits with more than sixty experiments from the school curriculum, with video guides, for schools that have no laboratory room of their own.',
    hasLogo: true,
  },
  {
    slug: 'bhasha-bridge',
    companyName: 'BhashaBridge',
    founderName: 'Manish Tiwari',
    category: 'EdTech',
    description: 'Speech-based reading tutor that helps early readers practise in their mother tongue.',
    hasLogo: true,
  },
  {
    slug: 'skill-sarathi',
    companyName: 'Skill Sarathi',
    founderName: 'Deepa Venkatesh',
    category: 'EdTech',
    description:
      'Apprenticeship matching for polytechnic and ITI graduates: short skill assessments, employer-verified projects and placements with small manufacturers around industrial estates.',
    hasLogo: true,
  },
  {
    slug: 'quanta-sense',
    companyName: 'QuantaSense',
    founderName: 'Dr. Abhishek Bose',
    category: 'DeepTech',
    description:
      'Diamond-based quantum magnetometers for non-destructive testing of welds, pipelines and battery cells, small enough to carry on a handheld probe rather than a laboratory bench.',
    hasLogo: true,
  },
  {
    slug: 'drishti-vision',
    companyName: 'Drishti Vision AI',
    founderName: 'Shreya Kapoor',
    category: 'DeepTech',
    description: 'Computer vision for defect detection on factory lines, running on low-cost edge devices.',
    hasLogo: true,
  },
  {
    slug: 'robo-rishi',
    companyName: 'RoboRishi',
    founderName: 'Aniket Sawant',
    category: 'DeepTech',
    description:
      'Autonomous cleaning robots for solar farms that work at night without water, navigating panel rows with low-cost lidar and returning to a dock to recharge before dawn.',
    hasLogo: true,
  },
  {
    slug: 'nano-kavach',
    companyName: 'NanoKavach',
    founderName: 'Dr. Lakshmi Narayanan',
    category: 'DeepTech',
    description: 'Antimicrobial nano-coatings for hospital surfaces and public transport handrails.',
    hasLogo: true,
  },
  {
    slug: 'tarang-rf',
    companyName: 'Tarang RF',
    founderName: 'Harsh Vardhan',
    category: 'DeepTech',
    description:
      'Indigenous radio-frequency front-end chips for rural 5G small cells, designed in India and tested in the centre’s labs before fabrication at partner foundries abroad.',
    hasLogo: true,
  },
  {
    slug: 'bio-forge',
    companyName: 'BioForge',
    founderName: 'Dr. Nandini Rao',
    category: 'DeepTech',
    description: 'Enzymes brewed by engineered yeast that replace harsh chemicals in textile processing.',
    hasLogo: false,
  },
  {
    slug: 'paisa-patra',
    companyName: 'PaisaPatra',
    founderName: 'Rahul Mehta',
    category: 'FinTech',
    description:
      'Cash-flow based credit scores for street vendors and small shopkeepers, built from UPI receipts with their consent, so that banks can lend without land records as collateral.',
    hasLogo: true,
  },
  {
    slug: 'bachat-gat-connect',
    companyName: 'BachatGat Connect',
    founderName: 'Sunita Shinde',
    category: 'FinTech',
    description: 'Digital records and savings tracking for women’s self-help groups, in Marathi and Hindi.',
    hasLogo: true,
  },
  {
    slug: 'bima-mitra',
    companyName: 'BimaMitra',
    founderName: 'Karan Malhotra',
    category: 'FinTech',
    description:
      'Weather-indexed crop and livestock insurance that pays out automatically when rainfall or temperature crosses agreed thresholds, with no claim forms and no field inspection.',
    hasLogo: true,
  },
  {
    slug: 'ledger-leaf',
    companyName: 'LedgerLeaf',
    founderName: 'Priya Sethi',
    category: 'FinTech',
    description: 'GST filing and invoicing assistant for micro-enterprises, driven by photos of bills.',
    hasLogo: true,
  },
  {
    slug: 'kala-kosh',
    companyName: 'KalaKosh',
    founderName: 'Ishita Banerjee',
    category: 'Design',
    description:
      'A design studio and marketplace that pairs Warli, Paithani and Kolhapuri artisans with product designers to create contemporary home goods, with fair pricing and credit to the craftsperson.',
    hasLogo: true,
  },
  {
    slug: 'form-factory',
    companyName: 'FormFactory Studio',
    founderName: 'Yash Thakkar',
    category: 'Design',
    description: 'Industrial design and rapid prototyping for hardware startups, from sketch to pilot batch.',
    hasLogo: true,
  },
  {
    slug: 'chitra-type',
    companyName: 'ChitraType',
    founderName: 'Aarti Pillai',
    category: 'Design',
    description:
      'Open-licence Devanagari and Modi script typefaces designed for screens, with variable weights and careful conjunct shaping for long-form reading on phones.',
    hasLogo: true,
  },
  {
    slug: 'bamboo-bloc',
    companyName: 'BambooBloc',
    founderName: 'Tenzing Bhutia',
    category: 'Design',
    description: 'Modular bamboo furniture for classrooms and co-working spaces, flat-packed and tool-free.',
    hasLogo: true,
  },
  {
    slug: 'sparsh-access',
    companyName: 'Sparsh Access',
    founderName: 'Omkar Kale',
    category: 'Social Impact',
    description:
      'Tactile maps and audio guides that make railway stations, museums and campuses navigable for blind and low-vision visitors, produced with laser cutting and embossing in the centre’s fab lab.',
    hasLogo: true,
  },
  {
    slug: 'sakhi-pads',
    companyName: 'Sakhi Pads',
    founderName: 'Rashmi Kamble',
    category: 'Social Impact',
    description: 'Compostable sanitary pads made by women’s collectives from banana fibre.',
    hasLogo: true,
  },
  {
    slug: 'anna-share',
    companyName: 'AnnaShare',
    founderName: 'Zoya Sheikh',
    category: 'Social Impact',
    description:
      'Surplus food from canteens, hostels and wedding halls routed to shelters and community kitchens by volunteer riders, with temperature logging so that every meal is safe to serve.',
    hasLogo: true,
  },
  {
    slug: 'saathi-sign',
    companyName: 'SaathiSign',
    founderName: 'Vivek Chavan',
    category: 'Social Impact',
    description: 'Indian Sign Language interpretation on video call for hospitals, banks and offices.',
    hasLogo: true,
  },
  {
    slug: 'gram-urja',
    companyName: 'Gram Urja Collective',
    founderName: 'Sachin More',
    category: 'Social Impact',
    description:
      'Biogas plants run by village cooperatives that turn cattle dung into cooking gas and slurry fertiliser, replacing firewood and the smoke-filled kitchens that come with it.',
    hasLogo: true,
  },
  {
    slug: 'yatri-safe',
    companyName: 'YatriSafe',
    founderName: 'Divya Krishnan',
    category: 'Social Impact',
    description: 'A safety companion for late-night commuters that shares live routes with trusted contacts.',
    hasLogo: true,
  },
];
