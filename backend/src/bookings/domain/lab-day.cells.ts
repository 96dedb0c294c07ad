import type { SlotFacility } from './booking.errors.js';

/** The lab-day's cells: what a booking or an offer holds, keyed as the decider's state keys them. */

export const pairKey = (p: SlotFacility): string => `${p.slotId}|${p.facilityId}`;

/** Every (slot, facility) pair a booking asks for, without repeats. */
export const pairsOf = (slots: readonly string[], facilityIds: readonly string[]): SlotFacility[] => {
  const seen = new Set<string>();
  const pairs: SlotFacility[] = [];
  for (const slotId of slots) {
    for (const facilityId of facilityIds) {
      const pair = { slotId, facilityId };
      if (!seen.has(pairKey(pair))) {
        seen.add(pairKey(pair));
        pairs.push(pair);
      }
    }
  }
  return pairs;
};
