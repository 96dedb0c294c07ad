/**
 * How much one booking, one booker and one network may hold: a single typed value, read once
 * from the configuration and passed to whatever judges a request (the lab-day decider for the
 * rules of one lab-day, the request route for the counts across lab-days). The lab-operations
 * console will set it per lab; nothing else keeps these numbers.
 */
import { isCalendarDate } from '../validation/text.rules.js';

export interface BookingLimits {
  /** The last bookable date is the centre's today plus this many days. */
  horizonDays: number;
  /** Facilities one booking may name. */
  maxFacilitiesPerBooking: number;
  /** Cells (slot × facility) one booker email may hold across their undecided bookings. */
  maxHeldCellsPerEmail: number;
  /**
   * Cells the undecided bookings sent from one client address may hold. Sized for a campus
   * network, where hundreds of students share one address.
   */
  maxHeldCellsPerAddress: number;
}

export const DEFAULT_BOOKING_LIMITS: Readonly<BookingLimits> = {
  horizonDays: 90,
  maxFacilitiesPerBooking: 4,
  maxHeldCellsPerEmail: 24,
  maxHeldCellsPerAddress: 300,
};

/** 'YYYY-MM-DD' plus `days` calendar days (UTC arithmetic on a date, so no zone shifts it). */
export const addDays = (date: string, days: number): string => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/** Nothing is booked beyond the horizon (judged from the centre's today). */
export const horizonRule = (
  date: string,
  today: string,
  horizonDays: number,
): 'DATE_TOO_FAR_AHEAD' | null =>
  isCalendarDate(date) && date > addDays(today, horizonDays) ? 'DATE_TOO_FAR_AHEAD' : null;

export const facilityLimitRule = (
  facilityIds: readonly string[],
  maxFacilities: number,
): 'TOO_MANY_FACILITIES' | null =>
  facilityIds.length > maxFacilities ? 'TOO_MANY_FACILITIES' : null;

/** The cells a booking holds: each of its slots for each of its facilities. */
export const cellCount = (slots: readonly unknown[], facilityIds: readonly unknown[]): number =>
  slots.length * facilityIds.length;

/** What a booker and their address already hold in undecided bookings, in cells. */
export interface HeldCells {
  byEmail: number;
  byAddress: number;
}

export type HeldCellsCode = 'HELD_CELLS_PER_EMAIL' | 'HELD_CELLS_PER_ADDRESS';

/** A new booking of `asked` cells may join what is held only while both stay within the limits. */
export const heldCellsRule = (
  held: HeldCells,
  asked: number,
  limits: Pick<BookingLimits, 'maxHeldCellsPerEmail' | 'maxHeldCellsPerAddress'>,
): HeldCellsCode | null => {
  if (held.byEmail + asked > limits.maxHeldCellsPerEmail) return 'HELD_CELLS_PER_EMAIL';
  if (held.byAddress + asked > limits.maxHeldCellsPerAddress) return 'HELD_CELLS_PER_ADDRESS';
  return null;
};
