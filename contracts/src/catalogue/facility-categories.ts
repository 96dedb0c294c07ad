/** One picture per category: the frontend draws `/images/facilities/<category>.svg`. */
export const FACILITY_CATEGORIES = [
  '3d-printer',
  'laser-cutter',
  'saw',
  'power-tool',
  'hand-tool',
  'cnc-machine',
  'room',
  'centrifuge',
  'lab-instrument',
  'camera',
  'lens',
  'light',
  'audio',
  'storage',
  'computer',
  'mobile',
  'cable',
  'xr-headset',
  'game-console',
] as const;

export type FacilityCategory = (typeof FACILITY_CATEGORIES)[number];

export const facilityImage = (category: FacilityCategory): string =>
  `/images/facilities/${category}.svg`;

export const isFacilityCategory = (category: string | undefined): category is FacilityCategory =>
  (FACILITY_CATEGORIES as readonly string[]).includes(category ?? '');
