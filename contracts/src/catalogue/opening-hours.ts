import { LAB_IDS, type LabId } from './labs.js';
import { TIME_SLOTS } from './time-slots.js';

/** 0 = Sunday … 6 = Saturday, as `Date.prototype.getUTCDay` counts them. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** When a lab takes bookings: the weekdays it opens and, on those days, the slots it offers. */
export interface OpeningHours {
  weekdays: readonly Weekday[];
  /** Slot ids ('09:00'), a subset of TIME_SLOTS. */
  slots: readonly string[];
}

const EVERY_DAY: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];
const MON_TO_SAT: readonly Weekday[] = [1, 2, 3, 4, 5, 6];
const ALL_SLOTS = TIME_SLOTS.map((s) => s.id);
const slotsFrom = (firstHour: number, endHour: number): string[] =>
  TIME_SLOTS.filter((s) => s.startHour >= firstHour && s.startHour < endHour).map((s) => s.id);

/**
 * The catalogue's opening hours, judged on the centre's calendar date (CENTRE_TIMEZONE). The
 * rooms and the Prayas Shala workshop close on Sundays, and the workshop, whose machines need
 * its supervisor present, keeps office hours (9 AM to 6 PM). The other labs keep the spec's
 * every-day, twelve-slot week. This is the starting data: an admin's `OpeningHoursSet` (lab
 * operations) replaces a lab's hours from then on.
 */
export const OPENING_HOURS: Readonly<Record<LabId, OpeningHours>> = {
  FabricationLab: { weekdays: EVERY_DAY, slots: ALL_SLOTS },
  PrayasShala: { weekdays: MON_TO_SAT, slots: slotsFrom(9, 18) },
  AllRooms: { weekdays: MON_TO_SAT, slots: ALL_SLOTS },
  BioLab: { weekdays: EVERY_DAY, slots: ALL_SLOTS },
  MediaLab: { weekdays: EVERY_DAY, slots: ALL_SLOTS },
  SmacLab: { weekdays: EVERY_DAY, slots: ALL_SLOTS },
  ArVrLab: { weekdays: EVERY_DAY, slots: ALL_SLOTS },
};

const NONE: ReadonlySet<string> = new Set();

// Built once: the booking path asks per request, so it only looks up (lab, weekday).
const OPEN_BY_LAB_DAY: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  LAB_IDS.flatMap((lab) => {
    const hours = OPENING_HOURS[lab];
    return hours.weekdays.map((day) => [`${lab}|${day}`, new Set(hours.slots)] as const);
  }),
);

// Hours set in the console arrive as one object per read of the lab's operations: their slot set
// is built once per object, not once per question.
const SET_SLOTS = new WeakMap<OpeningHours, ReadonlySet<string>>();
const slotSetOf = (hours: OpeningHours): ReadonlySet<string> => {
  let slots = SET_SLOTS.get(hours);
  if (!slots) SET_SLOTS.set(hours, (slots = new Set(hours.slots)));
  return slots;
};

// Sakamoto's method: each month's offset in a year counted from March.
const MONTH_OFFSETS = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4] as const;

/**
 * The weekday of a calendar date (YYYY-MM-DD), 0 for Sunday as `Date.getUTCDay` gives it; the
 * date is already the centre's. Integer arithmetic, no Date: every availability check asks.
 */
export const weekdayOf = (date: string): Weekday => {
  const month = Number(date.slice(5, 7));
  const year = Number(date.slice(0, 4)) - (month < 3 ? 1 : 0);
  const day = Number(date.slice(8, 10));
  return ((year + Math.floor(year / 4) - Math.floor(year / 100) + Math.floor(year / 400) + (MONTH_OFFSETS[month - 1] ?? Number.NaN) + day) % 7) as Weekday;
};

/**
 * The one answer to "which slots does a lab open on a date": none on a day it is closed; every
 * slot for an unknown lab. `hours` are the lab's current hours as its admin set them in the
 * console (lab operations); absent until set, when the catalogue's (OPENING_HOURS) rule.
 */
const KNOWN_LABS: ReadonlySet<string> = new Set(LAB_IDS);
const EVERY_SLOT: ReadonlySet<string> = new Set(ALL_SLOTS);

export const openSlotIds = (lab: string, date: string, hours?: OpeningHours): ReadonlySet<string> => {
  if (!KNOWN_LABS.has(lab)) return EVERY_SLOT;
  if (hours) return hours.weekdays.includes(weekdayOf(date)) ? slotSetOf(hours) : NONE;
  return OPEN_BY_LAB_DAY.get(`${lab}|${weekdayOf(date)}`) ?? NONE;
};

/** The asked slots that fall outside the lab's opening hours (current `hours`, else the catalogue's) on that date. */
export const closedSlotsAmong = (lab: string, date: string, slotIds: readonly string[], hours?: OpeningHours): string[] => {
  const open = openSlotIds(lab, date, hours);
  return slotIds.filter((id) => !open.has(id));
};
