/**
 * The rules about what a booking asks for, each defined once. The booking form (in the
 * browser), the server's parser and the lab-day decider all call these; each returns the code
 * of what is wrong, or null. The codes the decider refuses with are its error codes.
 */
import { findFacility, findLab, isLentWithAnother } from '../catalogue/labs.js';
import { closedSlotsAmong, openSlotIds, type OpeningHours } from '../catalogue/opening-hours.js';
import { MAX_SLOTS_PER_BOOKING, findSlot, resolveSlotId } from '../catalogue/time-slots.js';
import type { GroupCode } from '../validation/message-codes.js';
import { isBlank, isCalendarDate } from '../validation/text.rules.js';

export type BookingRuleCode =
  | 'DATE_REQUIRED'
  | 'DATE_INVALID'
  | 'DATE_IN_PAST'
  | 'DATE_TOO_FAR_AHEAD'
  | 'NO_SLOTS'
  | 'TOO_MANY_SLOTS'
  | 'UNKNOWN_SLOT'
  | 'DUPLICATE_SLOTS'
  | 'SLOT_STARTED'
  | 'NO_FACILITIES'
  | 'TOO_MANY_FACILITIES'
  | 'FACILITY_NOT_IN_LAB'
  | 'DUPLICATE_FACILITIES'
  | 'LENT_ITEMS_ALONE'
  | 'LAB_CLOSED_ON_DATE'
  | 'SLOT_CLOSED'
  | 'FACILITY_RETIRED';

/** The words of each refusal, by its catalogue code. */
export const BOOKING_RULE_MESSAGES = {
  DATE_REQUIRED: 'booking.dateRequired',
  DATE_INVALID: 'booking.dateInvalid',
  DATE_IN_PAST: 'booking.dateInPast',
  DATE_TOO_FAR_AHEAD: 'booking.dateTooFarAhead',
  NO_SLOTS: 'booking.slotsRequired',
  TOO_MANY_SLOTS: 'booking.slotsTooMany',
  UNKNOWN_SLOT: 'booking.slotInvalid',
  DUPLICATE_SLOTS: 'booking.slotsDuplicate',
  SLOT_STARTED: 'booking.slotStarted',
  NO_FACILITIES: 'booking.facilitiesRequired',
  TOO_MANY_FACILITIES: 'booking.facilitiesTooMany',
  FACILITY_NOT_IN_LAB: 'booking.facilityNotInLab',
  DUPLICATE_FACILITIES: 'booking.facilitiesDuplicate',
  LENT_ITEMS_ALONE: 'booking.lentItemsAlone',
  LAB_CLOSED_ON_DATE: 'booking.labClosedOnDate',
  SLOT_CLOSED: 'booking.slotClosed',
  FACILITY_RETIRED: 'booking.facilityRetired',
} as const satisfies Record<BookingRuleCode, GroupCode<'booking'>>;

const hasDuplicates = (items: readonly string[]): boolean => new Set(items).size !== items.length;

/** The date as typed: present and a real calendar date. */
export const dateGivenRule = (date: string): 'DATE_REQUIRED' | 'DATE_INVALID' | null => {
  if (isBlank(date)) return 'DATE_REQUIRED';
  return isCalendarDate(date) ? null : 'DATE_INVALID';
};

/** Nothing is booked before today (the centre's date, YYYY-MM-DD). */
export const notInPastRule = (date: string, today: string): 'DATE_IN_PAST' | null =>
  date < today ? 'DATE_IN_PAST' : null;

/** At least one slot, at most MAX_SLOTS_PER_BOOKING. */
export const slotCountRule = (slots: readonly string[]): 'NO_SLOTS' | 'TOO_MANY_SLOTS' | null => {
  if (slots.length === 0) return 'NO_SLOTS';
  return slots.length > MAX_SLOTS_PER_BOOKING ? 'TOO_MANY_SLOTS' : null;
};

/**
 * Every slot is one of the day's slots, by id ('09:00'): the lab-day keys its cells by id, so
 * a label is read as an id first (`resolveSlotIds`), and one that names no slot stays unknown.
 */
export const knownSlotsRule = (slotIds: readonly (string | undefined)[]): 'UNKNOWN_SLOT' | null =>
  slotIds.some((id) => id === undefined || !findSlot(id)) ? 'UNKNOWN_SLOT' : null;

/** Slot ids of slots given by id or label ('9:00 AM - 10:00 AM'); undefined where none is named. */
export const resolveSlotIds = (slots: readonly string[]): Array<string | undefined> => slots.map(resolveSlotId);

export const distinctSlotsRule = (slotIds: readonly string[]): 'DUPLICATE_SLOTS' | null =>
  hasDuplicates(slotIds) ? 'DUPLICATE_SLOTS' : null;

/**
 * No slot of today that has already begun. Only today's slots can have begun (a past date is
 * its own rule's business), so the clock is asked about nothing else.
 */
export const notStartedRule = (
  slotIds: readonly string[],
  date: string,
  today: string,
  hasStarted: (slotId: string, date: string) => boolean,
): 'SLOT_STARTED' | null =>
  date === today && slotIds.some((slotId) => hasStarted(slotId, date)) ? 'SLOT_STARTED' : null;

export const facilityCountRule = (facilityIds: readonly string[]): 'NO_FACILITIES' | null =>
  facilityIds.length === 0 ? 'NO_FACILITIES' : null;

/** Facilities of an unknown lab cannot be judged; the lab's own rule says enough. */
export const facilitiesInLabRule = (
  lab: string,
  facilityIds: readonly string[],
  facilityOf: FacilityLookup = findFacility,
): 'FACILITY_NOT_IN_LAB' | null =>
  findLab(lab) && facilityIds.some((id) => !facilityOf(lab, id)) ? 'FACILITY_NOT_IN_LAB' : null;

/** A lab's facility by id, as a catalogue has it: the spec's (the default) or the current one. */
export type FacilityLookup = (lab: string, facilityId: string) => { lentWithAnother: boolean } | undefined;

export const distinctFacilitiesRule = (facilityIds: readonly string[]): 'DUPLICATE_FACILITIES' | null =>
  hasDuplicates(facilityIds) ? 'DUPLICATE_FACILITIES' : null;

/**
 * Cables, adapters, memory cards and pen drives go out with a device of the same booking, never
 * by the hour on their own: a booking of nothing else is refused (the catalogue's 'lent' trait).
 */
export const notLentItemsAloneRule = (
  facilityIds: readonly string[],
  isLent: (facilityId: string) => boolean = isLentWithAnother,
): 'LENT_ITEMS_ALONE' | null =>
  facilityIds.length > 0 && facilityIds.every(isLent) ? 'LENT_ITEMS_ALONE' : null;

/**
 * A lab takes bookings only on its opening days: `hours` are its current ones (set in the
 * console), absent the catalogue's. An unknown lab is its own rule's.
 */
export const labOpenOnDateRule = (lab: string, date: string, hours?: OpeningHours): 'LAB_CLOSED_ON_DATE' | null =>
  findLab(lab) && isCalendarDate(date) && openSlotIds(lab, date, hours).size === 0 ? 'LAB_CLOSED_ON_DATE' : null;

/** Every asked slot lies within the lab's opening hours (current `hours`, absent the catalogue's) of that day. */
export const slotsOpenRule = (lab: string, date: string, slotIds: readonly string[], hours?: OpeningHours): 'SLOT_CLOSED' | null =>
  findLab(lab) && isCalendarDate(date) && closedSlotsAmong(lab, date, slotIds, hours).length > 0 ? 'SLOT_CLOSED' : null;

/** The first refusal of a row of rules, or null when all of them pass. */
export const firstRefusal = <C extends string>(...checks: Array<() => C | null>): C | null => {
  for (const check of checks) {
    const code = check();
    if (code !== null) return code;
  }
  return null;
};
