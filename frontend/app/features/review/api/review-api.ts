import {
  API_PATHS,
  type BookingHistoryEntry,
  type BookingRecord,
  type BookingStatus,
  type GetBookingResponse,
  type ReviewAction,
  type UpdateBookingStatusRequest,
  type UpdateBookingStatusResponse,
} from '@centre/contracts';
import { callApi } from '../../../lib/http';
import { noticeOf, type Notice } from '../../../lib/i18n';

export type LoadResult =
  | { kind: 'found'; booking: BookingRecord; history: BookingHistoryEntry[] }
  | { kind: 'not-found' }
  | { kind: 'unauthorised'; message: Notice }
  | { kind: 'failed' };

export type DecideResult =
  | { kind: 'done'; status: BookingStatus }
  | { kind: 'refused'; message: Notice }
  | { kind: 'network' };

/** The signed link's token travels as the query parameter the server reads. */
const withToken = (path: string, token: string | undefined): string =>
  token ? `${path}?token=${encodeURIComponent(token)}` : path;

/** GET /api/bookings/{id} (spec 7), with the review link's token when there is one. */
export const loadBooking = async (id: string, token: string | undefined): Promise<LoadResult> => {
  const result = await callApi<GetBookingResponse>(withToken(API_PATHS.booking(id), token), {
    fallback: 'review.loadFailed',
  });
  if (result.kind === 'unreachable') return { kind: 'failed' };
  if (result.kind === 'refused') {
    const { status, error } = result;
    if (status === 401 || status === 403) return { kind: 'unauthorised', message: noticeOf(error) };
    return status >= 500 ? { kind: 'failed' } : { kind: 'not-found' };
  }
  // The spec's page says 'Booking not found' for an answer without a booking.
  if (result.body.success !== true || !result.body.booking) return { kind: 'not-found' };
  const { history, ...booking } = result.body.booking;
  return { kind: 'found', booking, history };
};

/** PUT /api/bookings/{id}/status with the verb and the notes (spec 7). */
export const decideBooking = async (
  id: string,
  token: string | undefined,
  action: ReviewAction,
  adminNotes: string,
): Promise<DecideResult> => {
  const body: UpdateBookingStatusRequest = { status: action, adminNotes };
  const result = await callApi<UpdateBookingStatusResponse>(withToken(API_PATHS.bookingStatus(id), token), {
    method: 'PUT',
    body,
    fallback: 'review.actionFailed',
    ...(token ? { headers: { 'X-Review-Token': token } } : {}),
  });
  if (result.kind === 'unreachable') return { kind: 'network' };
  if (result.kind === 'refused') return { kind: 'refused', message: noticeOf(result.error) };
  return { kind: 'done', status: result.body.status };
};
