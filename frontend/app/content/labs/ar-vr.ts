import { paths } from '../../config/paths';
import { catalogueItem } from '../../utils/catalogue';
import type { EquipmentItem, LabSummary, Slide } from './types';

export const arVrLab: LabSummary = {
  key: 'ar-vr',
  labId: 'ArVrLab',
  name: 'AR/VR Lab',
  path: paths.arVrLab,
};

export const AR_VR_ALL = 'All';
export const arVrCategories = [AR_VR_ALL, 'AR', 'VR', 'Gaming Setups'] as const;

export const arVrPage = {
  metaTitle: 'AR/VR Lab',
  metaDescription:
    'Augmented and virtual reality headsets and gaming setups for prototyping immersive products.',
  eyebrow: 'Laboratory',
  title: 'AR/VR Lab',
  intro:
    'Put on a headset, build a scene, and test it with real people the same afternoon. The lab keeps mixed-reality headsets, tethered VR rigs and console setups ready to use.',
  slides: [
    {
      title: 'Mixed reality',
      description: 'Overlay instructions, models and data on the real world.',
      imageUrl: '/images/labs/ar-vr-1.svg',
    },
    {
      title: 'Room-scale VR',
      description: 'Tracked play space for training simulations and games.',
      imageUrl: '/images/labs/ar-vr-2.svg',
    },
    {
      title: 'Play-testing corner',
      description: 'Console setups for testing games with real players.',
      imageUrl: '/images/labs/ar-vr-3.svg',
    },
  ] satisfies Slide[],
  equipmentTitle: 'Equipment',
  equipmentIntro: 'Headsets and setups you can reserve for your prototype.',
  applyTitle: 'Build something immersive',
  applyText: 'Startups and student teams can apply for lab time for their AR or VR project.',
  ctaTitle: 'Your next prototype starts here',
  ctaText: 'Reserve a headset or a gaming setup for your next test session.',
  ui: {
    search: 'Search equipment',
    searchPlaceholder: 'Search equipment',
    chips: 'Equipment category',
    pager: 'Equipment pages',
    checkDetails: 'Check Details',
    applyNow: 'Apply Now',
    bookNow: 'Book Now',
    carousel: 'AR/VR Lab highlights',
  },
} as const;

export const arVrEquipment: readonly EquipmentItem[] = [
  catalogueItem('arvr-hololens-2', {
    id: 1,
    slug: 'microsoft-hololens',
    category: 'AR',
    purpose:
      'Hands-free mixed reality: pin 3D models and step-by-step guidance onto real machines and rooms.',
    specs: [
      { label: 'Processor', fact: 'Qualcomm Snapdragon 850' },
      { label: 'Memory', fact: '4 GB RAM, 64 GB storage' },
      { label: 'Tracking', fact: 'Hands, eyes and head (6DoF)' },
      { label: 'Weight', fact: '566 g' },
    ],
  }),
  catalogueItem('arvr-magic-leap-2', {
    id: 2,
    slug: 'magic-leap-2',
    category: 'AR',
    purpose:
      'Enterprise AR prototypes such as remote assistance, training overlays and spatial dashboards.',
    specs: [
      { label: 'Field of view', fact: '70° diagonal' },
      { label: 'Memory', fact: '16 GB RAM, 256 GB storage' },
      { label: 'Weight', fact: '260 g (headset)' },
    ],
  }),
  catalogueItem('arvr-oculus-rift-s', {
    id: 3,
    slug: 'Oculus-Rift',
    category: 'VR',
    purpose: 'PC-tethered virtual reality for high-fidelity simulations and walkthroughs.',
    specs: [
      { label: 'Display', fact: 'LCD, 2560 × 1440, 80 Hz' },
      { label: 'Tracking', fact: 'Inside-out, five cameras' },
      { label: 'Connection', fact: 'DisplayPort 1.2 and USB 3.0' },
    ],
  }),
  catalogueItem('arvr-playstation-vr', {
    id: 4,
    slug: 'sonyplaystaion-vr',
    category: 'VR',
    purpose: 'Testing console VR experiences and comfort settings with first-time players.',
    specs: [
      { label: 'Display', fact: '5.7-inch OLED, 1920 × 1080' },
      { label: 'Refresh rate', fact: '90 or 120 Hz' },
      { label: 'Tracking', fact: 'PlayStation Camera' },
    ],
  }),
  catalogueItem('arvr-htc-vive-pro', {
    id: 5,
    slug: 'htcvive',
    category: 'VR',
    purpose:
      'Room-scale tracking with base stations for training simulators and interactive installations.',
    specs: [
      { label: 'Display', fact: 'Dual AMOLED, 1440 × 1600 per eye' },
      { label: 'Refresh rate', fact: '90 Hz' },
      { label: 'Field of view', fact: '110°' },
      { label: 'Tracking', fact: 'SteamVR base stations' },
    ],
  }),
  catalogueItem('arvr-ps4-pro', {
    id: 6,
    slug: 'sonyps4',
    category: 'Gaming Setups',
    purpose: 'Play-testing console builds and recording gameplay for trailers.',
    specs: [
      { label: 'Graphics', fact: '4.2 TFLOPS AMD Radeon' },
      { label: 'Memory', fact: '8 GB GDDR5' },
      { label: 'Output', fact: 'Up to 4K, with HDR' },
    ],
  }),
  catalogueItem('arvr-rtx-gaming-pc', {
    id: 7,
    slug: 'gaming-pc-rtx',
    category: 'Gaming Setups',
    purpose: 'A high-end Windows PC for Unity and Unreal builds, VR rendering and streaming.',
    specs: [
      { label: 'Graphics', fact: 'NVIDIA GeForce RTX' },
      { label: 'Operating system', fact: 'Windows' },
      { label: 'Engines', fact: 'Unity, Unreal Engine' },
    ],
  }),
];
