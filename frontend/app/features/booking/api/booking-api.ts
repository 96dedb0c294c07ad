import {
  API_PATHS,
  AVAILABILITY_MESSAGES,
  BOOKING_SUBMIT_MESSAGES,
  type CheckAvailabilityRequest,
  type CreateBookingRequest,
  type SlotFacility,
} from '@centre/contracts';
import { isRecord, messageOf, requestJson } from '../../../lib/http';

export type AvailabilityResult =
  | { kind: 'available'; message: string; position?: number }
  | { kind: 'conflict'; message: string; conflicts: SlotFacility[]; position?: number }
  | { kind: 'error'; message: string; unreachable: boolean };

const conflictsOf = (body: unknown): SlotFacility[] => {
  if (!isRecord(body) || !Array.isArray(body.conflicts)) return [];
  return body.conflicts.flatMap((c: unknown) =>
    isRecord(c) && typeof c.slotId === 'string' && typeof c.facilityId === 'string'
      ? [{ slotId: c.slotId, facilityId: c.facilityId }]
      : [],
  );
};

const positionOf = (body: unknown): { position?: number } =>
  isRecord(body) && typeof body.position === 'number' ? { position: body.position } : {};

/** POST /api/check-availability: used by the automatic check and by the popup (spec 7). */
export const checkAvailability = async (
  request: CheckAvailabilityRequest,
  signal?: AbortSignal,
): Promise<AvailabilityResult> => {
  const outcome = await requestJson(API_PATHS.checkAvailability, {
    method: 'POST',
    body: request,
    ...(signal ? { signal } : {}),
  });
  if (outcome.kind !== 'reply')
    return { kind: 'error', message: AVAILABILITY_MESSAGES.serverUnreachable, unreachable: true };
  const { body } = outcome;
  if (!outcome.ok || !isRecord(body) || typeof body.available !== 'boolean') {
    return {
      kind: 'error',
      message: messageOf(body) ?? AVAILABILITY_MESSAGES.checkFailed,
      unreachable: false,
    };
  }
  if (body.available)
    return {
      kind: 'available',
      message: messageOf(body) ?? AVAILABILITY_MESSAGES.available,
      ...positionOf(body),
    };
  return {
    kind: 'conflict',
    message: messageOf(body) ?? AVAILABILITY_MESSAGES.conflict,
    conflicts: conflictsOf(body),
    ...positionOf(body),
  };
};

export type SubmitResult =
  | { kind: 'created'; bookingId: string; message: string }
  | { kind: 'conflict'; message: string; conflicts: SlotFacility[] }
  | { kind: 'invalid'; message: string; errors: Record<string, string> }
  /** `retryable`: no answer reached us, so the same attempt may be sent again. */
  | { kind: 'failed'; message: string; retryable: boolean };

const stringRecord = (value: unknown): Record<string, string> =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : {};

/** POST /api/bookings with the attempt's idempotency key (spec 7 and 8). */
export const submitBooking = async (
  request: CreateBookingRequest,
  idempotencyKey: string,
): Promise<SubmitResult> => {
  const outcome = await requestJson(API_PATHS.bookings, {
    method: 'POST',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  if (outcome.kind === 'unreachable')
    return { kind: 'failed', message: BOOKING_SUBMIT_MESSAGES.serverUnreachable, retryable: true };
  if (outcome.kind === 'not-found')
    return { kind: 'failed', message: BOOKING_SUBMIT_MESSAGES.apiNotFound, retryable: false };
  const { body } = outcome;
  if (isRecord(body) && body.conflict === true) {
    return {
      kind: 'conflict',
      message: messageOf(body) ?? BOOKING_SUBMIT_MESSAGES.slotAlreadyReserved,
      conflicts: conflictsOf(body),
    };
  }
  if (outcome.ok && isRecord(body) && body.success === true && typeof body.bookingId === 'string') {
    return {
      kind: 'created',
      bookingId: body.bookingId,
      message: messageOf(body) ?? BOOKING_SUBMIT_MESSAGES.submitted,
    };
  }
  if (outcome.ok)
    return {
      kind: 'failed',
      message: messageOf(body) ?? BOOKING_SUBMIT_MESSAGES.submissionFailed,
      retryable: false,
    };
  if (outcome.status === 400 && isRecord(body) && isRecord(body.errors)) {
    return {
      kind: 'invalid',
      message: messageOf(body) ?? BOOKING_SUBMIT_MESSAGES.submitFailed,
      errors: stringRecord(body.errors),
    };
  }
  return {
    kind: 'failed',
    message: messageOf(body) ?? BOOKING_SUBMIT_MESSAGES.submitFailed,
    retryable: outcome.status >= 500,
  };
};
