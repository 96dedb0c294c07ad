import { facilityImage } from './facility-categories.js';
import {
  ALL_ROOMS,
  AR_VR_LAB,
  BIO_LAB,
  FABRICATION_LAB,
  MEDIA_LAB,
  PRAYAS_SHALA,
  RETIRED_FACILITIES,
  SMAC_LAB,
  type Row,
} from './facility-rows.js';

export { FACILITY_CATEGORIES, facilityImage, isFacilityCategory, type FacilityCategory } from './facility-categories.js';

export interface Facility {
  /** Kebab-case, unique across the whole catalogue, never reused. */
  id: string;
  name: string;
  image: string;
  category: string;
  /** Lent only with another facility of the same booking, never booked alone (a cable, a pen drive). */
  lentWithAnother: boolean;
  /** Needs the lab's induction before it is used (a laser cutter, a table saw). */
  trainingRequired: boolean;
}

/** The spec's six in the order of its lab selector, then the AR/VR Lab the site's pages add. */
export const LAB_IDS = [
  'FabricationLab',
  'PrayasShala',
  'AllRooms',
  'BioLab',
  'MediaLab',
  'SmacLab',
  'ArVrLab',
] as const;

export type LabId = (typeof LAB_IDS)[number];

export interface Lab {
  id: LabId;
  name: string;
  facilities: readonly Facility[];
}

const facilities = (rows: readonly Row[]): readonly Facility[] =>
  rows.map(([id, name, category, trait]) => ({
    id,
    name,
    category,
    image: facilityImage(category),
    lentWithAnother: trait === 'lent',
    trainingRequired: trait === 'training',
  }));

/** The labs in the order of the lab selector; ids are the values the form sends. */
export const LABS: readonly Lab[] = [
  { id: 'FabricationLab', name: 'Fabrication Lab', facilities: facilities(FABRICATION_LAB) },
  { id: 'PrayasShala', name: 'Prayas Shala', facilities: facilities(PRAYAS_SHALA) },
  { id: 'AllRooms', name: 'All Rooms', facilities: facilities(ALL_ROOMS) },
  { id: 'BioLab', name: 'Bio Lab', facilities: facilities(BIO_LAB) },
  { id: 'MediaLab', name: 'Media Lab', facilities: facilities(MEDIA_LAB) },
  { id: 'SmacLab', name: 'AI/ML Lab (SMAC)', facilities: facilities(SMAC_LAB) },
  { id: 'ArVrLab', name: 'AR/VR Lab', facilities: facilities(AR_VR_LAB) },
];

export const isLabId = (id: string): id is LabId => (LAB_IDS as readonly string[]).includes(id);

export const findLab = (id: string): Lab | undefined => LABS.find((lab) => lab.id === id);

/** A lab's name, or its id for a lab the catalogue does not have. */
export const labName = (id: string): string => findLab(id)?.name ?? id;

const FACILITY_NAMES: ReadonlyMap<string, string> = new Map([
  ...RETIRED_FACILITIES,
  ...LABS.flatMap((lab) => lab.facilities.map((f) => [f.id, f.name] as const)),
]);

/**
 * What every screen, list and mail calls a facility: its name (a retired one's too), or its id
 * when the catalogue never had it. Facility ids are unique across labs, so the id alone finds it.
 */
export const facilityName = (facilityId: string): string => FACILITY_NAMES.get(facilityId) ?? facilityId;

const LOCATIONS: ReadonlyMap<string, { lab: Lab; facility: Facility }> = new Map(
  LABS.flatMap((lab) => lab.facilities.map((facility) => [facility.id, { lab, facility }] as const)),
);

/** Finds a facility in any lab, with the lab it belongs to. */
export const locateFacility = (facilityId: string): { lab: Lab; facility: Facility } | undefined =>
  LOCATIONS.get(facilityId);

/** A facility of the given lab; undefined for one of another lab, retired or unknown. */
export const findFacility = (labId: string, facilityId: string): Facility | undefined => {
  const found = LOCATIONS.get(facilityId);
  return found?.lab.id === labId ? found.facility : undefined;
};

/** True for an item lent only with another facility (read per request: precomputed once). */
export const isLentWithAnother = (facilityId: string): boolean =>
  LOCATIONS.get(facilityId)?.facility.lentWithAnother === true;
