import {
  API_PATHS,
  normaliseBookingRecord,
  normaliseBookingStatus,
  type BookingRecord,
  type BookingStatus,
  type ReviewAction,
  type UpdateBookingStatusRequest,
} from '@centre/contracts';
import { isRecord, messageOf, requestJson } from '../../../lib/http';

/** One step of the audit trail as GET /api/bookings/{id} returns it (`history`). */
export interface HistoryEntry {
  type: string;
  status: BookingStatus;
  at: string;
  actor:
    | { kind: 'visitor' }
    | { kind: 'user'; email: string; role: string }
    | { kind: 'review-link' }
    | { kind: 'system'; reason: string }
    | { kind: 'unknown' };
  notes?: string;
  position: number;
}

export type LoadResult =
  | { kind: 'found'; booking: BookingRecord; history: HistoryEntry[] }
  | { kind: 'not-found' }
  | { kind: 'unauthorised'; message?: string }
  | { kind: 'failed' };

export type DecideResult =
  | { kind: 'done'; status: BookingStatus }
  | { kind: 'refused'; message?: string }
  | { kind: 'network' };

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const actorOf = (raw: unknown): HistoryEntry['actor'] => {
  if (!isRecord(raw)) return { kind: 'unknown' };
  switch (raw.kind) {
    case 'visitor':
      return { kind: 'visitor' };
    case 'review-link':
      return { kind: 'review-link' };
    case 'user':
      return { kind: 'user', email: str(raw.email) ?? '', role: str(raw.role) ?? '' };
    case 'system':
      return { kind: 'system', reason: str(raw.reason) ?? '' };
    default:
      return { kind: 'unknown' };
  }
};

/** Reads the trail defensively: an entry it cannot read is left out, never shown half. */
export const historyOf = (raw: unknown): HistoryEntry[] => {
  if (!isRecord(raw) || !Array.isArray(raw.history)) return [];
  return raw.history.flatMap((entry: unknown, index: number) => {
    if (!isRecord(entry) || typeof entry.type !== 'string' || typeof entry.at !== 'string')
      return [];
    const notes = str(entry.notes);
    return [
      {
        type: entry.type,
        status: normaliseBookingStatus(entry.status),
        at: entry.at,
        actor: actorOf(entry.actor),
        position: typeof entry.position === 'number' ? entry.position : index,
        ...(notes && notes.trim() !== '' ? { notes } : {}),
      },
    ];
  });
};

/** The signed link's token travels as the query parameter the server reads. */
const withToken = (path: string, token: string | undefined): string =>
  token ? `${path}?token=${encodeURIComponent(token)}` : path;

/** GET /api/bookings/{id} (spec 7), with the review link's token when there is one. */
export const loadBooking = async (id: string, token: string | undefined): Promise<LoadResult> => {
  const outcome = await requestJson(withToken(API_PATHS.booking(id), token));
  if (outcome.kind === 'unreachable') return { kind: 'failed' };
  if (outcome.kind === 'not-found') return { kind: 'not-found' };
  const { body } = outcome;
  if (outcome.status === 401 || outcome.status === 403) {
    const message = messageOf(body);
    return message ? { kind: 'unauthorised', message } : { kind: 'unauthorised' };
  }
  if (outcome.status >= 500) return { kind: 'failed' };
  if (!isRecord(body) || body.success !== true) return { kind: 'not-found' };
  const booking = normaliseBookingRecord(body.booking);
  return booking
    ? { kind: 'found', booking, history: historyOf(body.booking) }
    : { kind: 'not-found' };
};

/** PUT /api/bookings/{id}/status with the verb and the notes (spec 7). */
export const decideBooking = async (
  id: string,
  token: string | undefined,
  action: ReviewAction,
  adminNotes: string,
): Promise<DecideResult> => {
  const body: UpdateBookingStatusRequest = { status: action, adminNotes };
  const outcome = await requestJson(withToken(API_PATHS.bookingStatus(id), token), {
    method: 'PUT',
    body,
    ...(token ? { headers: { 'X-Review-Token': token } } : {}),
  });
  if (outcome.kind === 'unreachable') return { kind: 'network' };
  const reply = outcome.body;
  if (outcome.kind === 'reply' && outcome.ok && isRecord(reply) && reply.success === true) {
    return { kind: 'done', status: normaliseBookingStatus(reply.status ?? action) };
  }
  const message = messageOf(reply);
  return message ? { kind: 'refused', message } : { kind: 'refused' };
};
