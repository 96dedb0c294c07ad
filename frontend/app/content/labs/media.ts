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
  }),
  catalogueItem('media-canon-eos-r6-ii', {
    id: 2,
    slug: 'canon-eos-r6-mark-ii',
    category: 'Cameras & Equipment',
    purpose: 'Fast autofocus for events, interviews and low-light shooting.',
  }),
  catalogueItem('media-sony-fx30', {
    id: 3,
    slug: 'sony-fx30',
    category: 'Cameras & Equipment',
    purpose: 'Cinema-style video with long recording times for launch films and documentaries.',
  }),
  catalogueItem('media-gopro-hero12', {
    id: 4,
    slug: 'gopro-hero12',
    category: 'Cameras & Equipment',
    purpose: 'Action and point-of-view footage, including on vehicles, drones and field trials.',
  }),
  catalogueItem('media-godox-sl60w', {
    id: 5,
    slug: 'godox-sl60w',
    category: 'Lights & Acoustic',
    purpose: 'A steady daylight key light for interviews and product tables.',
  }),
  catalogueItem('media-aputure-amaran-200d', {
    id: 6,
    slug: 'aputure-amaran-200d',
    category: 'Lights & Acoustic',
    purpose: 'A powerful, quiet LED for lighting larger sets and backgrounds.',
  }),
  catalogueItem('media-rode-wireless-go-ii', {
    id: 7,
    slug: 'rode-wireless-go-ii',
    category: 'Lights & Acoustic',
    purpose: 'Two-person wireless lapel microphones for interviews and walk-and-talk videos.',
  }),
  catalogueItem('media-shure-sm7b', {
    id: 8,
    slug: 'shure-sm7b',
    category: 'Lights & Acoustic',
    purpose: 'Broadcast-quality voice recording for podcasts and voice-overs.',
  }),
  catalogueItem('media-podcast-studio', {
    id: 9,
    slug: 'podcast-studio',
    category: 'Studios & Setups',
    purpose:
      'An acoustically treated room with four microphones, a mixer and video cameras for recorded conversations.',
  }),
  catalogueItem('media-green-screen-stand', {
    id: 10,
    slug: 'green-screen-studio',
    category: 'Studios & Setups',
    purpose:
      'A chroma-key backdrop with stands and even lighting for explainer and product videos.',
  }),
  catalogueItem('media-sony-fe-35-f18', {
    id: 11,
    slug: 'sony-fe-35mm',
    category: 'Lenses',
    lens: '35mm',
    purpose: 'A natural, wide-normal view for documentary footage and environmental portraits.',
  }),
  catalogueItem('media-sigma-35-f14-art', {
    id: 12,
    slug: 'sigma-35mm-art',
    category: 'Lenses',
    lens: '35mm',
    purpose: 'A bright 35 mm prime for low light and a shallow depth of field.',
  }),
  catalogueItem('media-sony-fe-50-f18', {
    id: 13,
    slug: 'sony-fe-50mm',
    category: 'Lenses',
    lens: '50mm',
    purpose: 'The classic portrait and product lens, with soft backgrounds and little distortion.',
  }),
];
