import {
  API_PATHS,
  RECEIPT_TOKEN_HEADER,
  type BookingReceipt,
  type BookingReceiptResponse,
  type CheckAvailabilityRequest,
  type CheckAvailabilityResponse,
  type CreateBookingRequest,
  type CreateBookingResponse,
  type MessageCode,
  type SlotFacility,
} from '@centre/contracts';
import { callApi } from '../../../lib/http';
import { notice, noticeOf, type Notice } from '../../../lib/i18n';

export type AvailabilityResult =
  | { kind: 'available'; message: Notice; position?: number }
  | { kind: 'conflict'; message: Notice; conflicts: SlotFacility[]; position?: number }
  | { kind: 'error'; message: Notice; unreachable: boolean };

const positionOf = (body: CheckAvailabilityResponse): { position?: number } =>
  body.position === undefined ? {} : { position: body.position };

/** POST /api/check-availability: used by the automatic check and by the popup (spec 7). */
export const checkAvailability = async (
  request: CheckAvailabilityRequest,
  signal?: AbortSignal,
): Promise<AvailabilityResult> => {
  const result = await callApi<CheckAvailabilityResponse>(API_PATHS.checkAvailability, {
    method: 'POST',
    body: request,
    fallback: 'availability.checkFailed',
    ...(signal ? { signal } : {}),
  });
  if (result.kind === 'unreachable')
    return { kind: 'error', message: notice('availability.serverUnreachable'), unreachable: true };
  if (result.kind === 'refused')
    return { kind: 'error', message: noticeOf(result.error), unreachable: false };
  const { body } = result;
  // The answer's words are the catalogue's for its outcome.
  if (body.available)
    return { kind: 'available', message: notice('availability.available'), ...positionOf(body) };
  return {
    kind: 'conflict',
    message: notice('availability.conflict'),
    conflicts: body.conflicts.map(({ slotId, facilityId }) => ({ slotId, facilityId })),
    ...positionOf(body),
  };
};

export type SubmitResult =
  /** `receipt` reads the booking's summary on the thank-you page (contracts' CreateBookingResponse). */
  | { kind: 'created'; bookingId: string; receipt: string; message: Notice }
  | { kind: 'conflict'; message: Notice; conflicts: SlotFacility[] }
  /** A rule refused a field: its code per form field (as the request names them), and the facilities it names. */
  | { kind: 'invalid'; message: Notice; fields: Record<string, Notice>; facilityIds?: string[] }
  /** `retryable`: no answer reached us, so the same attempt may be sent again. */
  | { kind: 'failed'; message: Notice; retryable: boolean };

const fieldNotices = (
  errors: Readonly<Record<string, string>>,
  codes: Readonly<Record<string, MessageCode>>,
  /** Staff's words the refusal quotes, shown with its field's message in every language. */
  note?: string,
): Record<string, Notice> =>
  Object.fromEntries(
    Object.entries(errors).map(([field, text]) => {
      const code = codes[field];
      return [field, { ...(code ? { code, text } : { text }), ...(note && { note }) }];
    }),
  );

/** POST /api/bookings with the attempt's idempotency key (spec 7 and 8). */
export const submitBooking = async (
  request: CreateBookingRequest,
  idempotencyKey: string,
): Promise<SubmitResult> => {
  const result = await callApi<CreateBookingResponse>(API_PATHS.bookings, {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
    // Spec 8: a clash without words of its own says the slot is already reserved.
    fallback: (status) =>
      status === 409 ? 'bookingSubmit.slotAlreadyReserved' : 'bookingSubmit.submitFailed',
  });
  if (result.kind === 'unreachable')
    return { kind: 'failed', message: notice('bookingSubmit.serverUnreachable'), retryable: true };
  if (result.kind === 'ok')
    return {
      kind: 'created',
      bookingId: result.body.bookingId,
      receipt: result.body.receipt,
      message: notice('bookingSubmit.submitted'),
    };
  const { error, status } = result;
  if (error.conflict) {
    return {
      kind: 'conflict',
      message: noticeOf(error),
      conflicts: (error.conflicts ?? []).map(({ slotId, facilityId }) => ({ slotId, facilityId })),
    };
  }
  if (status === 404)
    return { kind: 'failed', message: notice('bookingSubmit.apiNotFound'), retryable: false };
  if (status === 400 && error.errors) {
    return {
      kind: 'invalid',
      message: noticeOf(error),
      fields: fieldNotices(error.errors, error.fieldCodes ?? {}, error.note),
      ...(error.facilityIds && { facilityIds: error.facilityIds }),
    };
  }
  return { kind: 'failed', message: noticeOf(error), retryable: status >= 500 };
};

export type ReceiptResult =
  | { kind: 'found'; receipt: BookingReceipt }
  /** A receipt that is forged, of another booking, or past its hour. */
  | { kind: 'refused'; message: Notice }
  | { kind: 'failed'; message: Notice };

/** GET /api/bookings/{id}/receipt: the thank-you page's summary, read with the request's receipt. */
export const loadReceipt = async (bookingId: string, receipt: string): Promise<ReceiptResult> => {
  const result = await callApi<BookingReceiptResponse>(API_PATHS.bookingReceipt(bookingId), {
    headers: { [RECEIPT_TOKEN_HEADER]: receipt },
    fallback: (status) =>
      status === 401 || status === 404 ? 'bookingSubmit.receiptInvalid' : 'review.loadFailed',
  });
  if (result.kind === 'unreachable')
    return { kind: 'failed', message: notice('bookingSubmit.serverUnreachable') };
  if (result.kind === 'ok') return { kind: 'found', receipt: result.body.receipt };
  if (result.status >= 500) return { kind: 'failed', message: noticeOf(result.error) };
  // A receipt refused, or its booking not found: either way this page can no longer show it.
  return { kind: 'refused', message: notice('bookingSubmit.receiptInvalid') };
};

/**
 * Where the receipt travels from the form to the thank-you page: the URL's fragment, so a
 * reload keeps the summary, and no server or proxy log ever sees it.
 */
export const receiptFragment = (bookingId: string, receipt: string): string =>
  `#${new URLSearchParams({ id: bookingId, receipt }).toString()}`;

export const receiptFromFragment = (
  hash: string,
): { bookingId: string; receipt: string } | undefined => {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const bookingId = params.get('id');
  const receipt = params.get('receipt');
  return bookingId && receipt ? { bookingId, receipt } : undefined;
};
