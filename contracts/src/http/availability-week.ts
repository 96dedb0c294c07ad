/**
 * GET /api/availability/week?lab=&from=YYYY-MM-DD: a lab's week before the booking form, the
 * grid page's and the equipment pages' one read (issue 28 item 7).
 */
import { addDays, horizonRule } from '../bookings/booking-limits.js';
import { notInPastRule } from '../bookings/booking-rules.js';
import { findLab, type Lab, type LabId } from '../catalogue/labs.js';
import { TIME_SLOTS } from '../catalogue/time-slots.js';
import { type OccupancySnapshot } from '../realtime/availability.socket.js';
import { labDayGridOfRows, nextFreeSlot, takenRowsOf, type GridDayContext, type LabDayGrid, type LabDayRows } from '../realtime/lab-day-grid.js';
import type { MessageCode } from '../validation/message-codes.js';
import { isBlank, isCalendarDate } from '../validation/text.rules.js';
import { validationFailure, type ParseResult } from './api-error.js';

export const AVAILABILITY_WEEK_PATH = '/api/availability/week';

/** The asked date and the six after it. */
export const GRID_DAYS = 7;

export const availabilityWeekUrl = (lab: string, from: string): string =>
  `${AVAILABILITY_WEEK_PATH}?lab=${encodeURIComponent(lab)}&from=${encodeURIComponent(from)}`;

export interface AvailabilityWeekQuery {
  lab: LabId;
  /** YYYY-MM-DD, the first of the GRID_DAYS days. */
  from: string;
}

export interface AvailabilityWeekResponse {
  success: true;
  lab: LabId;
  from: string;
  /** The booking horizon's last date: the grid closes every later day as the server did. */
  lastBookable: string;
  /** Slot ids: the order of every facility's cells in `days`. */
  slots: string[];
  /** GRID_DAYS lab-days from `from`, in date order. */
  days: LabDayGrid[];
  /** Each facility's first free slot within these days, or null. */
  nextFree: Record<string, { date: string; slotId: string } | null>;
}

/** The dates of the week that starts on `from`. */
export const weekDates = (from: string): string[] =>
  Array.from({ length: GRID_DAYS }, (_, i) => addDays(from, i));

const labCode = (lab: string): MessageCode | undefined => {
  if (isBlank(lab)) return 'booking.labRequired';
  return findLab(lab.trim()) ? undefined : 'booking.labInvalid';
};

const fromCode = (from: string, today: string, horizonDays: number): MessageCode | undefined => {
  if (isBlank(from)) return 'booking.dateRequired';
  if (!isCalendarDate(from)) return 'booking.dateInvalid';
  if (notInPastRule(from, today)) return 'booking.dateInPast';
  return horizonRule(from, today, horizonDays) ? 'booking.dateTooFarAhead' : undefined;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The route's reading of its query: a known lab and a date from today to the booking horizon.
 * A refusal's message is the first faulty field's own words, so it reads as the form's do.
 */
export const parseAvailabilityWeekQuery = (
  query: Readonly<Record<string, unknown>>,
  today: string,
  horizonDays: number,
): ParseResult<AvailabilityWeekQuery> => {
  const lab = text(query.lab).trim();
  const from = text(query.from).trim();
  const codes = Object.entries({ lab: labCode(lab), from: fromCode(from, today, horizonDays) }).filter(
    (entry): entry is [string, MessageCode] => entry[1] !== undefined,
  );
  const first = codes[0];
  if (first) return validationFailure(Object.fromEntries(codes), first[1]);
  return { ok: true, value: { lab: findLab(lab)!.id, from } };
};

/** The week's answer from its lab-days' snapshots (in date order), read as the grid reads them. */
export const availabilityWeek = (
  query: AvailabilityWeekQuery,
  snapshots: readonly OccupancySnapshot[],
  context: GridDayContext,
): AvailabilityWeekResponse => {
  const lab = findLab(query.lab)!;
  return availabilityWeekOfRows(query, snapshots.map((snapshot) => ({ ...snapshot, taken: takenRowsOf(lab, snapshot.taken) })), context);
};

/**
 * `availabilityWeek` of lab-days whose taken cells are already rows (the route reads them so).
 * `lab`: the current catalogue's (its rows the read's); the spec's when absent.
 */
export const availabilityWeekOfRows = (
  query: AvailabilityWeekQuery,
  labDays: readonly LabDayRows[],
  context: GridDayContext,
  lab: Lab = findLab(query.lab)!,
): AvailabilityWeekResponse => {
  const days = labDays.map((day) => labDayGridOfRows(lab, day, context));
  return {
    success: true,
    lab: lab.id,
    from: query.from,
    lastBookable: context.lastBookable,
    slots: TIME_SLOTS.map((s) => s.id),
    days,
    nextFree: Object.fromEntries(lab.facilities.map((f) => [f.id, nextFreeSlot(days, f.id)])),
  };
};
