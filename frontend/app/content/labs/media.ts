import { paths } from '../../config/paths';
import { catalogueItem } from '../../utils/catalogue';
import type { EquipmentItem, LabSummary, Slide } from './types';

export const mediaLab: LabSummary = {
  key: 'media',
  labId: 'MediaLab',
  name: 'Media Lab',
  path: paths.mediaLab,
};

export const MEDIA_ALL = 'All';
export const MEDIA_LENSES = 'Lenses';
export const mediaCategories = [
  MEDIA_ALL,
  'Cameras & Equipment',
  'Lights & Acoustic',
  'Studios & Setups',
  MEDIA_LENSES,
] as const;
export const ALL_LENSES = 'All Lenses';
export const lensOptions = [ALL_LENSES, '35mm', '50mm'] as const;

export const mediaPage = {
  metaTitle: 'Media Lab',
  metaDescription:
    'Cameras, lenses, lights, microphones and studios for startups telling their story on video and audio.',
  eyebrow: 'Laboratory',
  title: 'Media Lab',
  tagline: 'Tell your story the way it deserves to be told.',
  intro:
    'Pitch videos, product shoots, podcasts and launch films: the Media Lab lends professional cameras, lenses, lights and sound gear, and keeps two studios ready to record.',
  slides: [
    {
      title: 'Cameras and lenses',
      description: 'Full-frame and cinema cameras with fast prime lenses.',
      imageUrl: '/images/labs/media-1.svg',
    },
    {
      title: 'Podcast studio',
      description: 'A treated room with broadcast microphones for two to four voices.',
      imageUrl: '/images/labs/media-2.svg',
    },
    {
      title: 'Green screen',
      description: 'Backdrop, lights and stands for product and explainer videos.',
      imageUrl: '/images/labs/media-3.svg',
    },
  ] satisfies Slide[],
  facilitiesTitle: 'Facilities',
  facilitiesIntro: 'Browse the gear and the studios, then book the hours you need.',
  membershipTitle: 'Membership Plans',
  membershipText:
    'Hourly studio slots, day rentals of camera kits and monthly plans for content-heavy startups. The plan lists every rate and what is included.',
  membershipFile: '/docs/labs/media-lab-membership-plan.pdf',
  closingTitle: 'Let’s get started!',
  closingText: 'Pick a slot, pick your kit, and come and make something.',
  ui: {
    bookNow: 'Book Now',
    search: 'Search facilities',
    searchPlaceholder: 'Search a project',
    chips: 'Facility category',
    lens: 'Lens',
    pager: 'Facility pages',
    checkDetails: 'Check Details',
    download: 'Download Membership Plan (PDF)',
    carousel: 'Media Lab highlights',
  },
} as const;

export const mediaEquipment: readonly EquipmentItem[] = [
  catalogueItem('media-sony-a7-iv', {
    id: 1,
    slug: 'sony-alpha-7-iv',
    category: 'Cameras & Equipment',
    purpose: 'Full-frame stills and 4K video for product shoots, portraits and pitch videos.',
    specs: [
      { label: 'Sensor', fact: '33 MP full-frame' },
      { label: 'Video', fact: '4K up to 60 fps, 10-bit' },
      { label: 'Lens mount', fact: 'Sony E' },
    ],
  }),
  catalogueItem('media-canon-eos-r6-ii', {
    id: 2,
    slug: 'canon-eos-r6-mark-ii',
    category: 'Cameras & Equipment',
    purpose: 'Fast autofocus for events, interviews and low-light shooting.',
    specs: [
      { label: 'Sensor', fact: '24.2 MP full-frame' },
      { label: 'Autofocus', fact: 'Dual Pixel CMOS AF II' },
      { label: 'Video', fact: '4K at 60 fps' },
      { label: 'Lens mount', fact: 'Canon RF' },
    ],
  }),
  catalogueItem('media-sony-fx30', {
    id: 3,
    slug: 'sony-fx30',
    category: 'Cameras & Equipment',
    purpose: 'Cinema-style video with long recording times for launch films and documentaries.',
    specs: [
      { label: 'Sensor', fact: 'Super 35 (APS-C)' },
      { label: 'Video', fact: '4K up to 120 fps' },
      { label: 'Cooling', fact: 'Built-in fan' },
      { label: 'Lens mount', fact: 'Sony E' },
    ],
  }),
  catalogueItem('media-gopro-hero12', {
    id: 4,
    slug: 'gopro-hero12',
    category: 'Cameras & Equipment',
    purpose: 'Action and point-of-view footage, including on vehicles, drones and field trials.',
    specs: [
      { label: 'Video', fact: '5.3K at 60 fps, 4K at 120 fps' },
      { label: 'Photo', fact: '27 MP' },
      { label: 'Waterproof', fact: 'To 10 m' },
      { label: 'Stabilisation', fact: 'HyperSmooth 6.0' },
    ],
  }),
  catalogueItem('media-godox-sl60w', {
    id: 5,
    slug: 'godox-sl60w',
    category: 'Lights & Acoustic',
    purpose: 'A steady daylight key light for interviews and product tables.',
    specs: [
      { label: 'Power', fact: '60 W' },
      { label: 'Colour temperature', fact: '5600 K ± 300 K' },
      { label: 'Mount', fact: 'Bowens' },
    ],
  }),
  catalogueItem('media-aputure-amaran-200d', {
    id: 6,
    slug: 'aputure-amaran-200d',
    category: 'Lights & Acoustic',
    purpose: 'A powerful, quiet LED for lighting larger sets and backgrounds.',
    specs: [
      { label: 'Colour temperature', fact: '5600 K (daylight)' },
      { label: 'Mount', fact: 'Bowens' },
      { label: 'Control', fact: 'Sidus Link app' },
    ],
  }),
  catalogueItem('media-rode-wireless-go-ii', {
    id: 7,
    slug: 'rode-wireless-go-ii',
    category: 'Lights & Acoustic',
    purpose: 'Two-person wireless lapel microphones for interviews and walk-and-talk videos.',
    specs: [
      { label: 'Channels', fact: 'Two transmitters, one receiver' },
      { label: 'Range', fact: 'Up to 200 m (line of sight)' },
      { label: 'Recording', fact: 'Built into each transmitter' },
    ],
  }),
  catalogueItem('media-shure-sm7b', {
    id: 8,
    slug: 'shure-sm7b',
    category: 'Lights & Acoustic',
    purpose: 'Broadcast-quality voice recording for podcasts and voice-overs.',
    specs: [
      { label: 'Type', fact: 'Dynamic, cardioid' },
      { label: 'Frequency response', fact: '50 Hz–20 kHz' },
      { label: 'Output', fact: 'XLR' },
    ],
  }),
  catalogueItem('media-podcast-studio', {
    id: 9,
    slug: 'podcast-studio',
    category: 'Studios & Setups',
    purpose:
      'An acoustically treated room with four microphones, a mixer and video cameras for recorded conversations.',
    specs: [
      { label: 'Voices', fact: 'Two to four' },
      { label: 'Microphones', fact: 'Four broadcast microphones' },
      { label: 'Recording', fact: 'Mixer and video cameras' },
    ],
  }),
  catalogueItem('media-green-screen-stand', {
    id: 10,
    slug: 'green-screen-studio',
    category: 'Studios & Setups',
    purpose:
      'A chroma-key backdrop with stands and even lighting for explainer and product videos.',
    specs: [
      { label: 'Backdrop', fact: 'Chroma-key green' },
      { label: 'Kit', fact: 'Stands and even lighting' },
    ],
  }),
  catalogueItem('media-sony-fe-35-f18', {
    id: 11,
    slug: 'sony-fe-35mm',
    category: 'Lenses',
    lens: '35mm',
    purpose: 'A natural, wide-normal view for documentary footage and environmental portraits.',
    specs: [
      { label: 'Format', fact: 'Full-frame, Sony E' },
      { label: 'Closest focus', fact: '0.22 m' },
      { label: 'Filter size', fact: '55 mm' },
      { label: 'Weight', fact: '280 g' },
    ],
  }),
  catalogueItem('media-sigma-35-f14-art', {
    id: 12,
    slug: 'sigma-35mm-art',
    category: 'Lenses',
    lens: '35mm',
    purpose: 'A bright 35 mm prime for low light and a shallow depth of field.',
    specs: [
      { label: 'Format', fact: 'Full-frame mirrorless' },
      { label: 'Closest focus', fact: '30 cm' },
      { label: 'Filter size', fact: '67 mm' },
      { label: 'Aperture blades', fact: '11, rounded' },
    ],
  }),
  catalogueItem('media-sony-fe-50-f18', {
    id: 13,
    slug: 'sony-fe-50mm',
    category: 'Lenses',
    lens: '50mm',
    purpose: 'The classic portrait and product lens, with soft backgrounds and little distortion.',
    specs: [
      { label: 'Format', fact: 'Full-frame, Sony E' },
      { label: 'Closest focus', fact: '0.45 m' },
      { label: 'Filter size', fact: '49 mm' },
      { label: 'Weight', fact: '186 g' },
    ],
  }),
];
