import type { BookingRecord, BookingWithHistory } from './booking-record.js';
import type { BookingStatus } from './booking-status.js';
import type { LabDayEvent } from '../events/booking-events.js';

/** Who took a step, as the booker is told: never a reviewer's address. */
export type BookerStepBy = 'you' | 'lab' | 'scheduler';

export interface BookerHistoryStep {
  type: LabDayEvent['type'];
  status: BookingStatus;
  at: string;
  by: BookerStepBy;
  /** A decision's notes or a cancellation's reason. */
  notes?: string;
}

/** The booker's own page of their booking (GET /api/my-bookings/{id}). */
export interface BookerBooking {
  record: BookingRecord;
  history: BookerHistoryStep[];
  /** May the booker still cancel (it holds its cells and its first slot has not started)? */
  canCancel: boolean;
  /** Until when (an instant) the booker may cancel: the first slot's start less the lab's notice. */
  cancelUntil?: string;
}

export interface BookerBookingResponse {
  success: true;
  booking: BookerBooking;
}

/** POST /api/my-bookings/{id}/confirm and …/cancel, POST /api/bookings/{id}/cancel. */
export interface BookingStepResponse {
  success: true;
  status: BookingStatus;
  position: number;
}

/** POST …/cancel: the reason (optional for the booker, required of a reviewer). */
export interface CancelBookingRequest {
  reason?: string;
}

export const CANCEL_REASON_MAX_LENGTH = 500;

/** The booking as its booker may see it: the record, and the steps without staff identities. */
export const bookerView = ({ record, history }: BookingWithHistory, canCancel: boolean, cancelUntil?: string): BookerBooking => ({
  record,
  history: history.map((step) => ({
    type: step.type,
    status: step.status,
    at: step.at,
    by: step.actor.kind === 'scheduler' ? 'scheduler' : step.actor.kind === 'visitor' || step.actor.kind === 'booker' ? 'you' : 'lab',
    ...(step.notes !== undefined && { notes: step.notes }),
  })),
  canCancel,
  ...(cancelUntil !== undefined && { cancelUntil }),
});

/** The header that carries the thank-you page's receipt (kept out of URLs the server logs). */
export const RECEIPT_TOKEN_HEADER = 'X-Receipt-Token';

/** The thank-you page's summary of a request just sent: what the booker typed and chose, nothing of staff. */
export interface BookingReceipt {
  id: string;
  name: string;
  email: string;
  labName: string;
  /** YYYY-MM-DD */
  date: string;
  timeSlots: string[];
  facilities: string[];
  status: BookingStatus;
}

export interface BookingReceiptResponse {
  success: true;
  receipt: BookingReceipt;
}

export const receiptOf = (record: BookingRecord): BookingReceipt => ({
  id: record.id,
  name: record.name,
  email: record.email,
  labName: record.labName,
  date: record.date,
  timeSlots: record.timeSlots,
  facilities: record.facilities,
  status: record.status,
});

/** The reason of a cancel request's body: trimmed text, '' when absent; undefined when unusable. */
export const cancelReasonOf = (body: unknown): string | undefined => {
  if (body === undefined || body === null) return '';
  if (typeof body !== 'object' || Array.isArray(body)) return undefined;
  const reason = (body as { reason?: unknown }).reason;
  if (reason === undefined || reason === null) return '';
  if (typeof reason !== 'string' || reason.trim().length > CANCEL_REASON_MAX_LENGTH) return undefined;
  return reason.trim();
};
