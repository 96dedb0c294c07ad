import { aiMlEquipment, aiMlLab } from './labs/ai-ml';
import { arVrEquipment, arVrLab } from './labs/ar-vr';
import { bioEquipment, bioLab } from './labs/bio';
import { fabEquipment, fabLab } from './labs/fab';
import { mediaEquipment, mediaLab } from './labs/media';
import type { FacilityCategory, LabId } from '@centre/contracts';
import type { EquipmentItem, LabSummary } from './labs/types';

/** An equipment item together with the lab page that lists it. */
export interface EquipmentEntry {
  item: EquipmentItem;
  lab: LabSummary;
}

const withLab = (lab: LabSummary, items: readonly EquipmentItem[]): EquipmentEntry[] =>
  items.map((item) => ({ item, lab }));

/** Every equipment card of every lab page; each has a detail page at /projects/{slug}. */
export const EQUIPMENT: readonly EquipmentEntry[] = [
  ...withLab(aiMlLab, aiMlEquipment),
  ...withLab(arVrLab, arVrEquipment),
  ...withLab(fabLab, fabEquipment),
  ...withLab(mediaLab, mediaEquipment),
  ...withLab(bioLab, bioEquipment),
];

export const equipmentSlugs = (): string[] => EQUIPMENT.map((entry) => entry.item.slug);

export const findEquipment = (slug: string | undefined): EquipmentEntry | undefined =>
  slug === undefined ? undefined : EQUIPMENT.find((entry) => entry.item.slug === slug);

/** The lab page that shows a bookable lab's equipment; undefined for a lab without one (the rooms). */
export const labPageOf = (labId: LabId): LabSummary | undefined => EQUIPMENT.find((entry) => entry.lab.labId === labId)?.lab;

/** What the site calls a catalogue category (a facility added in the console has no page words of its own). */
export const facilityCategories: Record<FacilityCategory, string> = {
  '3d-printer': '3D printer',
  'laser-cutter': 'Laser cutter',
  saw: 'Saw',
  'power-tool': 'Power tool',
  'hand-tool': 'Hand tool',
  'cnc-machine': 'CNC machine',
  room: 'Room',
  centrifuge: 'Centrifuge',
  'lab-instrument': 'Lab instrument',
  camera: 'Camera',
  lens: 'Lens',
  light: 'Light',
  audio: 'Audio',
  storage: 'Storage',
  computer: 'Computer',
  mobile: 'Mobile device',
  cable: 'Cable or adapter',
  'xr-headset': 'AR/VR headset',
  'game-console': 'Game console',
};

export const equipmentPage = {
  metaDescription: (name: string, lab: string): string =>
    `${name} at the ${lab}: what it is for and how to book it.`,
  ui: {
    breadcrumb: 'Breadcrumb',
    laboratory: 'Laboratory',
    category: 'Category',
    lab: 'Lab',
    usedFor: 'What it is for',
    bookableAs: 'Bookable as',
    training: 'Training',
    trainingRequired: 'Required: the lab team inducts you before your first booking.',
    trainingLink: 'See training programs',
    trainingNotRequired: 'Not required',
    specs: 'Specifications',
    bookNow: 'Book Now',
    bookingNote: 'Choose a date and a slot on the booking form, then confirm the request from the email we send you; the lab then approves or declines it.',
    backToLab: (lab: string): string => `Back to ${lab}`,
    gallery: 'Pictures',
    inTheLab: (lab: string): string => `Inside the ${lab}`,
    retiredTitle: 'No longer bookable',
    retiredText: (date: string, reason: string): string =>
      `This facility was retired on ${date} (${reason}). It can no longer be booked; the lab's other equipment can.`,
    otherEquipment: 'See the lab\'s equipment',
    loading: 'Loading this facility…',
    unreachable: 'We could not load this facility just now. Please try again in a moment.',
    tryAgain: 'Try again',
  },
} as const;
