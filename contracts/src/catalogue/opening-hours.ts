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
 * every-day, twelve-slot week until the centre sets theirs here.
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

/** The weekday of a calendar date (YYYY-MM-DD); the date is already the centre's, so UTC is exact. */
export const weekdayOf = (date: string): Weekday => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay() as Weekday;
};

/** The slots a lab offers on a date: none on a day it is closed; every slot for an unknown lab. */
export const openSlotIds = (lab: string, date: string): ReadonlySet<string> => {
  if (!(LAB_IDS as readonly string[]).includes(lab)) return new Set(ALL_SLOTS);
  return OPEN_BY_LAB_DAY.get(`${lab}|${weekdayOf(date)}`) ?? NONE;
};

/** The asked slots that fall outside the lab's opening hours on that date. */
export const closedSlotsAmong = (lab: string, date: string, slotIds: readonly string[]): string[] => {
  const open = openSlotIds(lab, date);
  return slotIds.filter((id) => !open.has(id));
};
