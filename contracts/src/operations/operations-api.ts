import { findLab, type Lab } from '../catalogue/labs.js';
import { isCalendarDate } from '../validation/text.rules.js';
import { OUTAGE_KINDS, type OutageKind } from './lab-operation-events.js';
import type { Closure, Outage } from './lab-operations.js';

/** The console's Operations screen (admins): its requests, answers and the checks on what is typed. */

export interface DeclareClosureRequest {
  /** null or absent: the whole centre. */
  labId?: string | null;
  from: string;
  to: string;
  reason: string;
}

export interface LiftClosureRequest {
  closureId: string;
  labId: string | null;
}

export interface DeclareOutageRequest {
  labId: string;
  facilityId: string;
  /** Centre times, YYYY-MM-DDTHH:MM. */
  from: string;
  until: string;
  kind: OutageKind;
  reason?: string;
}

export interface EndOutageRequest {
  outageId: string;
  labId: string;
}

export interface LabOperationsResponse {
  success: true;
  closures: Closure[];
  outages: Outage[];
}

export interface OperationCommandResponse {
  success: true;
  /** The id of what was declared (or acted on). */
  id: string;
  position: number;
}

export const MAX_OPERATION_REASON = 200;
/** A closure spans at most this many days (a season of holidays is several closures). */
export const MAX_CLOSURE_DAYS = 62;

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string; errors: Record<string, string> };

const CENTRE_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;
export const isCentreTime = (value: unknown): value is string =>
  typeof value === 'string' && CENTRE_TIME.test(value) && isCalendarDate(value.slice(0, 10));

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const FIX = 'Please correct the highlighted fields.';
const outcome = <T>(errors: Record<string, string>, value: T): Parsed<T> =>
  Object.keys(errors).length > 0 ? { ok: false, message: FIX, errors } : { ok: true, value };
const record = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

const daysBetween = (from: string, to: string): number => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

const reasonError = (reason: string, required: boolean): string | undefined => {
  if (required && reason === '') return 'Please give the reason (it is shown to visitors and mailed to bookers).';
  return reason.length > MAX_OPERATION_REASON ? `The reason must be at most ${MAX_OPERATION_REASON} characters.` : undefined;
};

/** A closure as an admin types it; `today` is the centre's date (a closure in the past is pointless). */
export const parseDeclareClosure = (body: unknown, today: string): Parsed<Required<DeclareClosureRequest>> => {
  const input = record(body);
  const labId = input.labId === null || input.labId === undefined || input.labId === '' ? null : text(input.labId);
  const from = text(input.from);
  const to = text(input.to);
  const reason = text(input.reason);
  const errors: Record<string, string> = {};
  if (labId !== null && !findLab(labId)) errors.labId = 'Please choose a lab, or the whole centre.';
  if (!isCalendarDate(from)) errors.from = 'Please give the first closed date.';
  else if (from < today) errors.from = 'The first closed date cannot be in the past.';
  if (!isCalendarDate(to)) errors.to = 'Please give the last closed date.';
  else if (isCalendarDate(from) && to < from) errors.to = 'The last closed date cannot be before the first.';
  else if (isCalendarDate(from) && daysBetween(from, to) >= MAX_CLOSURE_DAYS) errors.to = `A closure spans at most ${MAX_CLOSURE_DAYS} days.`;
  const reasonProblem = reasonError(reason, true);
  if (reasonProblem) errors.reason = reasonProblem;
  return outcome(errors, { labId, from, to, reason });
};

/**
 * An outage as an admin types it; `now` is the centre's time (an outage that is already over is
 * refused); `labs` the current catalogue's bookable labs (a facility added in the console can be
 * taken out of service, a retired one cannot).
 */
export const parseDeclareOutage = (body: unknown, now: string, labs: readonly Lab[]): Parsed<Required<DeclareOutageRequest>> => {
  const input = record(body);
  const labId = text(input.labId);
  const facilityId = text(input.facilityId);
  const from = text(input.from);
  const until = text(input.until);
  const kind = text(input.kind) as OutageKind;
  const reason = text(input.reason);
  const errors: Record<string, string> = {};
  const lab = labs.find((l) => l.id === labId);
  if (!lab) errors.labId = 'Please choose a lab.';
  else if (!lab.facilities.some((f) => f.id === facilityId)) errors.facilityId = 'Please choose a facility of this lab.';
  if (!isCentreTime(from)) errors.from = 'Please give when the outage starts.';
  if (!isCentreTime(until)) errors.until = 'Please give when the outage ends.';
  else if (isCentreTime(from) && until <= from) errors.until = 'The outage must end after it starts.';
  else if (until <= now) errors.until = 'This outage would already be over.';
  if (!(OUTAGE_KINDS as readonly string[]).includes(kind)) errors.kind = 'Please choose maintenance or repair.';
  const reasonProblem = reasonError(reason, false);
  if (reasonProblem) errors.reason = reasonProblem;
  return outcome(errors, { labId, facilityId, from, until, kind, reason });
};

/** Which closure or outage an admin acts on: its id and the lab whose stream holds it. */
export const parseOperationRef = (body: unknown, idField: 'closureId' | 'outageId'): Parsed<{ id: string; labId: string | null }> => {
  const input = record(body);
  const id = text(input[idField]);
  const labId = input.labId === null || input.labId === undefined || input.labId === '' ? null : text(input.labId);
  const errors: Record<string, string> = {};
  if (!/^[\w-]{1,64}$/.test(id)) errors[idField] = 'Unknown closure or outage.';
  if (labId !== null && !findLab(labId)) errors.labId = 'Unknown lab.';
  if (idField === 'outageId' && labId === null) errors.labId = 'Unknown lab.';
  return outcome(errors, { id, labId });
};

/** The console's routes of lab operations. */
export const OPERATIONS_PATHS = {
  list: '/api/admin/operations',
  closures: '/api/admin/operations/closures',
  liftClosure: '/api/admin/operations/closures/lift',
  outages: '/api/admin/operations/outages',
  endOutage: '/api/admin/operations/outages/end',
} as const;
