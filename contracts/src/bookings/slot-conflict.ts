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

export const describeConflict = ({ slotId, facilityId }: SlotFacility): SlotConflict => ({
  slotId,
  facilityId,
  slotLabel: slotLabel(slotId) ?? slotId,
  facilityName: facilityName(facilityId),
});
