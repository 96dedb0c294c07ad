import { facilityName } from '../catalogue/labs.js';
import { slotLabel } from '../catalogue/time-slots.js';

/** One (time slot, facility) cell of a lab-day: the unit the no-double-booking invariant guards. */
export interface SlotFacility {
  slotId: string;
  facilityId: string;
}

/** A cell that is already held, as a visitor reads it. */
export interface SlotConflict extends SlotFacility {
  /** '10:00 AM - 11:00 AM' */
  slotLabel: string;
  facilityName: string;
}

/**
 * `nameOf`: the lab's current catalogue's names (`facilityNameIn`) where the caller holds it, so
 * a facility added in the console is named, not shown by its id.
 */
export const describeConflict = (
  { slotId, facilityId }: SlotFacility,
  nameOf: (facilityId: string) => string = facilityName,
): SlotConflict => ({
  slotId,
  facilityId,
  slotLabel: slotLabel(slotId) ?? slotId,
  facilityName: nameOf(facilityId),
});
