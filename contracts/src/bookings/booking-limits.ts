/**
 * How much one booking, one booker and one network may hold: a single typed value, read once
 * from the configuration and passed to whatever judges a request (the lab-day decider for the
 * rules of one lab-day, the request route for the counts across lab-days). The lab-operations
 * console will set it per lab; nothing else keeps these numbers.
 */
import { boundedMemo } from '../lib/bounded-memo.js';
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
// Remembered: every booking asks for the same few dates' neighbours (the horizon from today, the
// Monday of its week), and each answer otherwise parses and prints a Date.
export const addDays = boundedMemo(
  (date: string, days: number) => `${date}|${days}`,
  (date: string, days: number): string => {
    const at = new Date(`${date}T00:00:00Z`);
    at.setUTCDate(at.getUTCDate() + days);
    return at.toISOString().slice(0, 10);
  },
);

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
  /** Hours (cells) the booker email's requested, pending and approved bookings hold in the lab's week asked about. */
  inLabWeek?: number;
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

/**
 * The limits an admin sets for each lab in the console (a `LabLimitsSet` event on the lab's
 * operations stream). Until one is set, a lab keeps the configured horizon and facilities per
 * booking, no weekly cap and no notice to cancel: what every lab had before.
 */
export interface LabLimits {
  horizonDays: number;
  maxFacilitiesPerBooking: number;
  /**
   * Facility-hours (cells: a slot is one hour) one booker email may hold in this lab within one
   * week (Monday to Sunday, the centre's dates), across its requested, pending and approved
   * bookings; null: no weekly cap.
   */
  maxHoursPerWeek: number | null;
  /** The booker can cancel only until this many hours before the first slot starts (0: until it starts). */
  cancelNoticeHours: number;
}

/** The bounds the console accepts, so that no setting can shut a lab by mistake or overflow. */
export const LAB_LIMIT_BOUNDS = {
  horizonDays: { min: 1, max: 730 },
  maxFacilitiesPerBooking: { min: 1, max: 50 },
  maxHoursPerWeek: { min: 1, max: 7 * 12 * 50 },
  cancelNoticeHours: { min: 0, max: 24 * 14 },
} as const;

/** The limits of a lab: what its admin set, else the configured defaults. */
export const labLimitsOf = (
  defaults: Pick<BookingLimits, 'horizonDays' | 'maxFacilitiesPerBooking'>,
  set: LabLimits | undefined,
): LabLimits =>
  set ?? {
    horizonDays: defaults.horizonDays,
    maxFacilitiesPerBooking: defaults.maxFacilitiesPerBooking,
    maxHoursPerWeek: null,
    cancelNoticeHours: 0,
  };

/** The Monday (YYYY-MM-DD) of the week a date falls in: the weekly cap's key. */
export const weekOf = boundedMemo(
  (date: string) => date,
  (date: string): string => {
    const at = new Date(`${date}T00:00:00Z`);
    return addDays(date, -((at.getUTCDay() + 6) % 7));
  },
);

/** A booking of `asked` cells may join the week's `held` while they stay within the weekly cap. */
export const weeklyHoursRule = (
  held: number,
  asked: number,
  maxHoursPerWeek: number | null,
): 'HOURS_PER_WEEK' | null => (maxHoursPerWeek !== null && held + asked > maxHoursPerWeek ? 'HOURS_PER_WEEK' : null);

/**
 * Until when (an instant) the booker may cancel: the first slot's start less the notice.
 * `slotStart` is the first slot's start, judged in the centre's zone by the caller.
 */
export const cancellableUntil = (slotStart: Date, cancelNoticeHours: number): Date =>
  new Date(slotStart.getTime() - cancelNoticeHours * 3_600_000);
