import {
  API_PATHS,
  type BookerBooking,
  type BookerBookingResponse,
  type BookingStatus,
  type BookingStepResponse,
  type CancelBookingRequest,
} from '@centre/contracts';
import { callApi } from '../../../lib/http';
import { noticeOf, type Notice } from '../../../lib/i18n';

export type MyBookingResult =
  | { kind: 'found'; booking: BookerBooking }
  | { kind: 'unauthorised'; message: Notice }
  | { kind: 'not-found' }
  | { kind: 'failed' };

export type StepResult = { kind: 'done'; status: BookingStatus } | { kind: 'refused'; message: Notice } | { kind: 'network' };

/** The booker's link's token travels in a header, so it stays out of logs of the query. */
const withToken = (token: string): Record<string, string> => ({ 'X-Booking-Token': token });

/** GET /api/my-bookings/{id}: the booking as its booker sees it. */
export const loadMyBooking = async (id: string, token: string): Promise<MyBookingResult> => {
  const result = await callApi<BookerBookingResponse>(API_PATHS.myBooking(id), {
    headers: withToken(token),
    fallback: 'review.loadFailed',
  });
  if (result.kind === 'unreachable') return { kind: 'failed' };
  if (result.kind === 'refused') {
    if (result.status === 401 || result.status === 403) return { kind: 'unauthorised', message: noticeOf(result.error) };
    return result.status >= 500 ? { kind: 'failed' } : { kind: 'not-found' };
  }
  return { kind: 'found', booking: result.body.booking };
};

const step = async (path: string, token: string, body?: CancelBookingRequest): Promise<StepResult> => {
  const result = await callApi<BookingStepResponse>(path, {
    method: 'POST',
    headers: withToken(token),
    ...(body ? { body } : {}),
    fallback: 'review.actionFailed',
  });
  if (result.kind === 'unreachable') return { kind: 'network' };
  if (result.kind === 'refused') return { kind: 'refused', message: noticeOf(result.error) };
  return { kind: 'done', status: result.body.status };
};

/** POST …/confirm: idempotent, so opening the page twice confirms once. */
export const confirmMyBooking = (id: string, token: string): Promise<StepResult> => step(API_PATHS.myBookingConfirm(id), token);

export const cancelMyBooking = (id: string, token: string, reason: string): Promise<StepResult> =>
  step(API_PATHS.myBookingCancel(id), token, { reason });
