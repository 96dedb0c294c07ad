import {
  API_PATHS,
  type BookerBooking,
  type BookerBookingResponse,
  type BookingStepResponse,
  type CancelBookingRequest,
} from '@centre/contracts';
import { loadByLink, stepByLink, type LinkedResult, type StepResult } from './booker-link-api';

export type MyBookingResult = LinkedResult<BookerBooking>;
export type BookingStepResult = StepResult<BookingStepResponse['status']>;

/** GET /api/my-bookings/{id}: the booking as its booker sees it. */
export const loadMyBooking = (id: string, token: string): Promise<MyBookingResult> =>
  loadByLink(API_PATHS.myBooking(id), token, 'review.loadFailed', (body: BookerBookingResponse) => body.booking);

/** POST …/confirm: idempotent, so opening the page twice confirms once. */
export const confirmMyBooking = (id: string, token: string): Promise<BookingStepResult> =>
  stepByLink<BookingStepResponse>(API_PATHS.myBookingConfirm(id), token);

export const cancelMyBooking = (id: string, token: string, reason: string): Promise<BookingStepResult> =>
  stepByLink<BookingStepResponse>(API_PATHS.myBookingCancel(id), token, { reason } satisfies CancelBookingRequest);
