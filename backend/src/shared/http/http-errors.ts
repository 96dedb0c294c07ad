import { HttpException } from '@nestjs/common';
import { locateFacility, slotLabel } from '@centre/contracts';
import {
  BookingAlreadyDecidedError,
  BookingConflictError,
  BookingDomainError,
  type BookingErrorCode,
} from '../../bookings/domain/booking.errors.js';
import { IdempotencyKeyError, type IdempotencyKeyErrorCode } from '../idempotency/idempotency.errors.js';

/** Input that failed validation: answered 400 with a message per field. */
export class RequestValidationError extends Error {
  readonly code = 'VALIDATION_FAILED';
  constructor(
    message: string,
    readonly errors: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'RequestValidationError';
  }
}

/** Any refusal the edge knows how to answer, with its status; carries its body ready-made. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const GENERIC_FAILURE_MESSAGE = 'Something went wrong. Please try again.';

export interface HttpErrorResponse {
  status: number;
  body: { success: false; message: string } & Record<string, unknown>;
}

const fail = (status: number, message: string, extra: Record<string, unknown> = {}): HttpErrorResponse => ({
  status,
  body: { success: false, message, ...extra },
});

/** Which form field a refusal of the lab-day is about, so the form can show it in place. */
const FIELD_OF: Partial<Record<BookingErrorCode, string>> = {
  DATE_IN_PAST: 'date',
  SLOT_STARTED: 'timeSlots',
  TOO_MANY_SLOTS: 'timeSlots',
  NO_SLOTS: 'timeSlots',
  UNKNOWN_SLOT: 'timeSlots',
  NO_FACILITIES: 'machines',
};

const STATUS_OF: Record<BookingErrorCode, number> = {
  BOOKING_CONFLICT: 409,
  BOOKING_ALREADY_DECIDED: 409,
  BOOKING_ALREADY_EXISTS: 409,
  BOOKING_NOT_FOUND: 404,
  BOOKING_ID_MISMATCH: 400,
  DATE_IN_PAST: 400,
  SLOT_STARTED: 400,
  TOO_MANY_SLOTS: 400,
  NO_SLOTS: 400,
  NO_FACILITIES: 400,
  UNKNOWN_SLOT: 400,
  CONCURRENCY_EXHAUSTED: 503,
};

const IDEMPOTENCY_STATUS_OF: Record<IdempotencyKeyErrorCode, number> = {
  IDEMPOTENCY_KEY_INVALID: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
};

/** Errors body-parser raises (malformed JSON, too large, bad charset) carry `type` and `status`. */
interface BodyParserError {
  type: string;
  status: number;
}
const isBodyParserError = (e: unknown): e is BodyParserError =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as { type?: unknown }).type === 'string' &&
  typeof (e as { status?: unknown }).status === 'number';

const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request body is too large.',
  'encoding.unsupported': 'The request body encoding is not supported.',
  'charset.unsupported': 'The request body charset is not supported.',
  'entity.verify.failed': 'The request body could not be verified.',
  'request.aborted': 'The request was aborted.',
  'request.size.invalid': 'The request body size does not match its length.',
  'parameters.too.many': 'The request has too many parameters.',
};

const fromBookingError = (error: BookingDomainError): HttpErrorResponse => {
  if (error instanceof BookingConflictError) {
    return fail(409, error.message, {
      conflict: true,
      conflicts: error.conflicts.map((c) => ({
        slotId: c.slotId,
        facilityId: c.facilityId,
        slotLabel: slotLabel(c.slotId) ?? c.slotId,
        facilityName: locateFacility(c.facilityId)?.facility.name ?? c.facilityId,
      })),
    });
  }
  if (error instanceof BookingAlreadyDecidedError) return fail(409, error.message, { status: error.status });
  const field = FIELD_OF[error.code];
  return fail(STATUS_OF[error.code], error.message, field ? { errors: { [field]: error.message } } : {});
};

const fromHttpException = (error: HttpException): HttpErrorResponse => {
  const status = error.getStatus();
  const response = error.getResponse();
  if (typeof response === 'object' && response !== null && (response as { success?: unknown }).success === false) {
    const body = response as HttpErrorResponse['body'];
    return { status, body: { ...body, message: typeof body.message === 'string' ? body.message : error.message } };
  }
  if (status >= 500) return fail(status, GENERIC_FAILURE_MESSAGE);
  if (status === 404) return fail(404, 'Not found');
  return fail(status, error.message);
};

/**
 * The one mapping from anything thrown to an HTTP answer. Only refusals with a known meaning
 * get a 4xx; everything else is a 500 with a generic message and no detail.
 */
export const toHttpError = (error: unknown): HttpErrorResponse => {
  if (error instanceof BookingDomainError) return fromBookingError(error);
  if (error instanceof RequestValidationError) return fail(400, error.message, { errors: { ...error.errors } });
  if (error instanceof IdempotencyKeyError) return fail(IDEMPOTENCY_STATUS_OF[error.code], error.message);
  if (error instanceof ApiError) return fail(error.status, error.message);
  if (error instanceof HttpException) return fromHttpException(error);
  if (isBodyParserError(error) && error.status >= 400 && error.status < 500) {
    return fail(error.status, BODY_PARSER_MESSAGES[error.type] ?? 'The request could not be read.');
  }
  return fail(500, GENERIC_FAILURE_MESSAGE);
};
