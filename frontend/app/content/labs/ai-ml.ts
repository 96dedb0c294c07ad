import { paths } from '../../config/paths';
import { catalogueItem } from '../../utils/catalogue';
import type { EquipmentItem, LabSummary, Slide } from './types';

export const aiMlLab: LabSummary = {
  key: 'ai-ml',
  labId: 'SmacLab',
  name: 'AI/ML Lab',
  path: paths.aiMlLab,
};

export const AI_ML_ALL = 'All';
/** 'Accessories' is offered although no item carries it: choosing it shows an empty list. */
export const aiMlCategories = [AI_ML_ALL, 'Laptops', 'Mobiles / Watches', 'Accessories'] as const;

export const aiMlPage = {
  metaTitle: 'AI/ML Lab',
  metaDescription:
    'Laptops, phones and watches for training, testing and deploying machine-learning models, open to startups and students.',
  eyebrow: 'Laboratory',
  title: 'AI/ML Lab',
  intro:
    'A quiet room of capable machines and everyday devices: train a model on a workstation, then see how it behaves on the phone or watch your users actually carry.',
  slides: [
    {
      title: 'Train where it is quiet',
      description: 'Workstations and laptops with the toolchains already installed.',
      imageUrl: '/images/labs/ai-ml-1.svg',
    },
    {
      title: 'Test on real devices',
      description: 'Android and iOS phones and wearables for on-device inference.',
      imageUrl: '/images/labs/ai-ml-2.svg',
    },
    {
      title: 'Learn with mentors',
      description: 'Weekly office hours with the centre’s data-science mentors.',
      imageUrl: '/images/labs/ai-ml-3.svg',
    },
  ] satisfies Slide[],
  equipmentTitle: 'Equipment',
  equipmentIntro: 'Search the lab’s devices, or narrow them down by kind.',
  membershipTitle: 'Membership Plans',
  membershipText:
    'Day passes for a single experiment, monthly plans for teams that train every week. Ask the lab desk for the plan that fits your project.',
  membershipImage: '/images/labs/membership-plans.svg',
  membershipImageAlt: 'Three membership plans side by side: day pass, monthly and semester.',
  ctaTitle: 'Ready to run your model?',
  ctaText: 'Book a device or a workstation for the hours you need.',
  ui: {
    search: 'Search equipment',
    searchPlaceholder: 'Search equipment',
    chips: 'Equipment category',
    pager: 'Equipment pages',
    checkDetails: 'Check Details',
    bookNow: 'Book Now',
    carousel: 'AI/ML Lab highlights',
  },
} as const;

export const aiMlEquipment: readonly EquipmentItem[] = [
  catalogueItem('smac-sony-a7-iii', {
    id: 1,
    slug: 'sony-a7-iii',
    category: 'Mobiles / Watches',
    purpose:
      'Capturing clean, well-exposed image and video data sets for computer-vision projects.',
    specs: [
      { label: 'Sensor', fact: '24.2 MP full-frame' },
      { label: 'Video', fact: '4K at 30 fps' },
      { label: 'Lens mount', fact: 'Sony E' },
    ],
  }),
  catalogueItem('smac-hp-probook-440', {
    id: 2,
    slug: 'hpprobook440',
    category: 'Laptops',
    purpose:
      'Everyday notebook work: data cleaning, small experiments and presentations of results.',
    specs: [
      { label: 'Display', fact: '14-inch' },
      { label: 'Processor', fact: 'Intel' },
      { label: 'Class', fact: 'Business notebook' },
    ],
  }),
  catalogueItem('smac-iphone-6s', {
    id: 3,
    slug: 'iphone6s',
    category: 'Mobiles / Watches',
    purpose: 'Checking that Core ML models still run acceptably on an older iOS phone.',
    specs: [
      { label: 'Chip', fact: 'Apple A9' },
      { label: 'Display', fact: '4.7-inch, 1334 × 750' },
      { label: 'Software', fact: 'Up to iOS 15' },
    ],
  }),
  catalogueItem('smac-galaxy-watch-6', {
    id: 4,
    slug: 'antibacterial-activity-fish-skin-2',
    category: 'Mobiles / Watches',
    purpose: 'Collecting heart-rate and motion signals for wearable health and activity models.',
    specs: [
      { label: 'Chip', fact: 'Exynos W930' },
      { label: 'Memory', fact: '2 GB RAM, 16 GB storage' },
      { label: 'Sensors', fact: 'Heart rate, ECG, BIA, accelerometer, gyroscope' },
    ],
  }),
  catalogueItem('smac-pixel-3-xl', {
    id: 5,
    slug: 'Google-Pixel-3XL',
    category: 'Mobiles / Watches',
    purpose:
      'Running TensorFlow Lite models on Android and measuring their speed and battery cost.',
    specs: [
      { label: 'Chip', fact: 'Snapdragon 845' },
      { label: 'Memory', fact: '4 GB RAM' },
      { label: 'Display', fact: '6.3-inch OLED, 2960 × 1440' },
    ],
  }),
  catalogueItem('smac-oneplus-5', {
    id: 6,
    slug: 'OnePlus_5',
    category: 'Mobiles / Watches',
    purpose: 'A second Android handset for testing apps across screen sizes and Android versions.',
    specs: [
      { label: 'Chip', fact: 'Snapdragon 835' },
      { label: 'Display', fact: '5.5-inch AMOLED, 1920 × 1080' },
      { label: 'Rear cameras', fact: '16 MP + 20 MP' },
    ],
  }),
  catalogueItem('smac-thinkpad-e14', {
    id: 7,
    slug: 'lenovoe1',
    category: 'Laptops',
    purpose:
      'Python and Jupyter work on the go, with the lab’s data-science environment preinstalled.',
    specs: [
      { label: 'Display', fact: '14-inch' },
      { label: 'Software', fact: 'Python and Jupyter, preinstalled' },
    ],
  }),
  catalogueItem('smac-macbook-pro-14-1', {
    id: 8,
    slug: 'apple-macPro',
    category: 'Laptops',
    purpose: 'Training mid-sized models on Apple silicon and building iOS apps that use them.',
    specs: [
      { label: 'Chip', fact: 'Apple silicon (M-series)' },
      { label: 'Display', fact: '14.2-inch Liquid Retina XDR' },
      { label: 'Ports', fact: 'Thunderbolt, HDMI, SDXC slot, MagSafe 3' },
    ],
  }),
];
