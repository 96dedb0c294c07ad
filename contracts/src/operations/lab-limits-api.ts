import { LAB_LIMIT_BOUNDS, type LabLimits } from '../bookings/booking-limits.js';
import { findLab } from '../catalogue/labs.js';
import type { LabLimitsSetV1Data } from './lab-limits.js';
import type { Parsed } from './operations-api.js';

/** The console's Lab rules screen (admins): its request, answer and the checks on what is typed. */

export interface SetLabLimitsRequest {
  labId: string;
  horizonDays: number;
  maxFacilitiesPerBooking: number;
  /** null or absent: no weekly cap. */
  maxHoursPerWeek?: number | null;
  cancelNoticeHours: number;
}

export interface LabLimitsResponse {
  success: true;
  /** Every lab's limits in force (set, or the defaults). */
  limits: Record<string, LabLimits>;
}

const FIELD_WORDS: Record<keyof LabLimits, string> = {
  horizonDays: 'How far ahead (days)',
  maxFacilitiesPerBooking: 'Facilities per booking',
  maxHoursPerWeek: 'Hours per booker per week',
  cancelNoticeHours: 'Notice to cancel (hours)',
};

const wholeIn = (value: unknown, field: keyof LabLimits): { value: number } | { error: string } => {
  const { min, max } = LAB_LIMIT_BOUNDS[field];
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
    return { error: `${FIELD_WORDS[field]} must be a whole number from ${min} to ${max}.` };
  }
  return { value: n };
};

/** A lab's limits as an admin types them; every field is checked, each problem named. */
export const parseSetLabLimits = (body: unknown): Parsed<LabLimitsSetV1Data> => {
  const input = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const errors: Record<string, string> = {};
  const labId = typeof input.labId === 'string' ? input.labId.trim() : '';
  if (!findLab(labId)) errors.labId = 'Please choose a lab.';
  const read = (field: keyof LabLimits): number => {
    const got = wholeIn(input[field], field);
    if ('error' in got) errors[field] = got.error;
    return 'value' in got ? got.value : 0;
  };
  const horizonDays = read('horizonDays');
  const maxFacilitiesPerBooking = read('maxFacilitiesPerBooking');
  const uncapped = input.maxHoursPerWeek === null || input.maxHoursPerWeek === undefined || input.maxHoursPerWeek === '';
  const maxHoursPerWeek = uncapped ? null : read('maxHoursPerWeek');
  const cancelNoticeHours = read('cancelNoticeHours');
  if (Object.keys(errors).length > 0) return { ok: false, message: 'Please correct the highlighted fields.', errors };
  return { ok: true, value: { labId, limits: { horizonDays, maxFacilitiesPerBooking, maxHoursPerWeek, cancelNoticeHours } } };
};

export const LAB_LIMITS_PATH = '/api/admin/operations/limits';
