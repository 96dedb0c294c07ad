import { facilityName, isFacilityCategory, locateFacility, type FacilityCategory, type LabId } from '@centre/contracts';
import type { GlyphName } from '../components/ui';
import { link, paths } from '../config/paths';

/**
 * A page's item for a catalogue facility: its English title is the catalogue's name, so a lab
 * page, its equipment page and the booking form name the same device.
 */
export const catalogueItem = <Item extends object>(
  facility: string,
  item: Item,
): Item & { facility: string; title: string } => ({
  ...item,
  facility,
  title: facilityName(facility),
});

/**
 * The booking form opened on a facility's lab with the facility chosen; `lab` is where one the
 * spec's catalogue lacks (added in the console) is booked.
 */
export const bookingLinkFor = (facility: string, lab?: LabId): string => {
  const found = locateFacility(facility);
  if (found) return link.booking(found.lab.id, found.facility.id);
  return lab ? link.booking(lab, facility) : paths.booking;
};

/** What a facility's drawing shows until it has a photograph: its category's line drawing. */
const CATEGORY_GLYPH: Record<FacilityCategory, GlyphName> = {
  '3d-printer': 'printer3d',
  'laser-cutter': 'laser',
  saw: 'saw',
  'power-tool': 'tool',
  'hand-tool': 'tool',
  'cnc-machine': 'gear',
  room: 'room',
  centrifuge: 'flask',
  'lab-instrument': 'microscope',
  camera: 'camera',
  lens: 'lens',
  light: 'light',
  audio: 'audio',
  storage: 'storage',
  computer: 'computer',
  mobile: 'mobile',
  cable: 'cable',
  'xr-headset': 'headset',
  'game-console': 'gamepad',
};
/** Devices a category lumps with others (the catalogue files watches under phones). */
const FACILITY_GLYPH: Readonly<Record<string, GlyphName>> = {
  'smac-galaxy-watch-6': 'watch',
  'smac-apple-watch-9': 'watch',
};

/** A facility's drawing; `category` for one the spec's catalogue lacks (added in the console). */
export const facilityGlyph = (facility: string, category = locateFacility(facility)?.facility.category): GlyphName =>
  FACILITY_GLYPH[facility] ?? (isFacilityCategory(category) ? CATEGORY_GLYPH[category] : 'gear');

const LAB_GLYPH: Record<LabId, GlyphName> = {
  FabricationLab: 'printer3d',
  PrayasShala: 'gear',
  AllRooms: 'room',
  BioLab: 'flask',
  MediaLab: 'camera',
  SmacLab: 'chip',
  ArVrLab: 'headset',
};

export const labGlyph = (lab: LabId): GlyphName => LAB_GLYPH[lab];

/**
 * A lab's drawing shown beside one of its facilities' (the equipment page's "in the lab"
 * picture): its own, unless that is the facility's, so the two pictures never show one drawing
 * twice; then the lab as a place, or its people when the facility is itself a room.
 */
export const labGlyphBeside = (lab: LabId, facility: GlyphName): GlyphName => {
  const own = labGlyph(lab);
  if (own !== facility) return own;
  return facility === 'room' ? 'people' : 'room';
};
