import { findLab } from '../catalogue/labs.js';
import type { OpeningHours, Weekday } from '../catalogue/opening-hours.js';
import { TIME_SLOTS } from '../catalogue/time-slots.js';
import type { OpeningHoursSetV1Data } from './opening-hours-set.js';
import type { Parsed } from './operations-api.js';

/** The console's Opening hours screen (admins): its request, answer and the checks on what is ticked. */

export interface SetOpeningHoursRequest {
  labId: string;
  weekdays: number[];
  slots: string[];
}

export interface OpeningHoursResponse {
  success: true;
  /** Every lab's hours in force (set in the console, or the catalogue's). */
  hours: Record<string, OpeningHours>;
}

export const OPENING_HOURS_PATH = '/api/admin/operations/hours';

const isWeekday = (value: unknown): value is Weekday => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6;

/**
 * A lab's hours as an admin ticks them. A lab open on no day, or offering no slot, is not opening
 * hours: shutting a lab for a while is a closure (with a reason the bookers are mailed), so both
 * are refused with words that say so. Duplicates are dropped and the order made the calendar's.
 */
export const parseSetOpeningHours = (body: unknown): Parsed<OpeningHoursSetV1Data> => {
  const input = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const errors: Record<string, string> = {};
  const labId = typeof input.labId === 'string' ? input.labId.trim() : '';
  if (!findLab(labId)) errors.labId = 'Please choose a lab.';
  const days = Array.isArray(input.weekdays) ? input.weekdays : [];
  const asked = Array.isArray(input.slots) ? input.slots : [];
  if (!Array.isArray(input.weekdays) || !days.every(isWeekday)) errors.weekdays = 'Weekdays must be days of the week (0 = Sunday to 6 = Saturday).';
  else if (days.length === 0) errors.weekdays = 'Choose at least one weekday. To shut the lab for some days, declare a closure instead.';
  const known = new Set(TIME_SLOTS.map((s) => s.id));
  if (!Array.isArray(input.slots) || !asked.every((s) => typeof s === 'string' && known.has(s))) {
    errors.slots = `Slots must be the day's hourly slots (${TIME_SLOTS[0]?.id} to ${TIME_SLOTS.at(-1)?.id}).`;
  } else if (asked.length === 0) errors.slots = 'Choose at least one slot the lab opens.';
  if (Object.keys(errors).length > 0) return { ok: false, message: 'Please correct the highlighted fields.', errors };
  const weekdays = ([0, 1, 2, 3, 4, 5, 6] as const).filter((d) => days.includes(d));
  const slots = TIME_SLOTS.map((s) => s.id).filter((id) => asked.includes(id));
  return { ok: true, value: { labId, weekdays, slots } };
};

/** Whether two hours say the same (both are in the calendar's order once parsed). */
export const sameOpeningHours = (a: OpeningHours, b: OpeningHours): boolean =>
  a.weekdays.length === b.weekdays.length &&
  a.slots.length === b.slots.length &&
  a.weekdays.every((d, i) => b.weekdays[i] === d) &&
  a.slots.every((s, i) => b.slots[i] === s);
