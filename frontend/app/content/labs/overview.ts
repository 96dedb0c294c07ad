import { externalLinks, link, paths } from '../../config/paths';
import { aiMlLab } from './ai-ml';
import { arVrLab } from './ar-vr';
import { bioLab } from './bio';
import { fabLab } from './fab';
import { mediaLab } from './media';
import type { Slide } from './types';
import type { LabId } from '@centre/contracts';

/** A lab card of the overview. External links open in a new tab. */
export interface LabCard {
  /** The catalogue's lab: its photograph is frontend/photos/labs/<labId in lower case>.jpg. */
  labId: LabId;
  title: string;
  description: string;
  knowMoreLink: string;
  knowMoreExternal?: boolean;
  applyNowLink: string;
}

export const labsOverviewPage = {
  metaTitle: 'Laboratory',
  metaDescription:
    'Five laboratories for startups and students: fabrication, media, AI/ML, AR/VR and biology, all bookable online.',
  eyebrow: 'Laboratory',
  title: 'Laboratories for makers, coders and scientists',
  intro:
    'Five shared labs, one booking desk. Prototype hardware, film your pitch, train a model, build a virtual world or run a wet-lab experiment, with technicians beside you.',
  slides: [
    {
      title: 'Fabrication Lab',
      description: 'Print, cut, mill and solder your first prototype.',
      imageUrl: '/images/labs/overview-1.svg',
    },
    {
      title: 'Media Lab',
      description: 'Cameras, lights and studios for your story.',
      imageUrl: '/images/labs/overview-2.svg',
    },
    {
      title: 'AI/ML Lab',
      description: 'Machines and devices for training and testing models.',
      imageUrl: '/images/labs/overview-3.svg',
    },
    {
      title: 'AR/VR Lab',
      description: 'Headsets and setups for immersive prototypes.',
      imageUrl: '/images/labs/overview-4.svg',
    },
    {
      title: 'Bio Lab',
      description: 'Shared wet-lab instruments for life-science startups.',
      imageUrl: '/images/labs/overview-5.svg',
    },
  ] satisfies Slide[],
  labsTitle: 'Our laboratories',
  labsIntro: 'Open to incubated startups, students of the university and external innovators.',
  ui: {
    bookFacility: 'Book Facility',
    knowMore: 'Know More',
    bookNow: 'Book Now',
    carousel: 'Laboratory highlights',
  },
} as const;

export const labCards: readonly LabCard[] = [
  {
    labId: fabLab.labId,
    title: 'Fabrication Lab',
    description:
      'Additive and subtractive machines, an electronics bench and a wood workshop for hardware prototypes.',
    knowMoreLink: paths.fabLab,
    applyNowLink: link.booking(fabLab.labId),
  },
  {
    labId: mediaLab.labId,
    title: 'Media Lab',
    description:
      'Professional cameras, lenses, lights, microphones, a podcast studio and a green screen.',
    knowMoreLink: paths.mediaLab,
    applyNowLink: link.booking(mediaLab.labId),
  },
  {
    labId: aiMlLab.labId,
    title: 'AI/ML Lab',
    description:
      'Laptops, phones and wearables to train models and test them on the devices people use.',
    knowMoreLink: paths.aiMlLab,
    applyNowLink: link.booking(aiMlLab.labId),
  },
  {
    labId: arVrLab.labId,
    title: 'AR/VR Lab',
    description:
      'Mixed-reality and VR headsets and gaming setups for immersive products and play-testing.',
    knowMoreLink: paths.arVrLab,
    applyNowLink: link.booking(arVrLab.labId),
  },
  {
    labId: bioLab.labId,
    title: 'Bio Lab',
    description:
      'Analytical, cell-culture, molecular-biology and fermentation facilities for life-science ventures.',
    // The Bio Lab's own site once the centre has one; our Bio Lab page until then.
    knowMoreLink: externalLinks.bioLabSite !== '' ? externalLinks.bioLabSite : paths.bioLab,
    knowMoreExternal: externalLinks.bioLabSite !== '',
    applyNowLink: link.booking(bioLab.labId),
  },
];
