import { HttpException } from '@nestjs/common';
import {
  apiError,
  BOOKING_ERROR_CODES,
  errorCodeForStatus,
  isMessageCode,
  messageText,
  refusalCode,
  type ApiErrorBody,
  type ApiErrorCode,
  type BookingErrorCode,
  type MessageCode,
  type SlotConflict,
  type ValidationFailure,
} from '@centre/contracts';
import {
  IdempotencyKeyError,
  type IdempotencyKeyErrorCode,
} from '../idempotency/idempotency.errors.js';

/** Input that failed validation: answered 400 with a message and a code per field. */
export class RequestValidationError extends Error {
  readonly code = 'VALIDATION_FAILED';
  readonly messageCode: MessageCode | undefined;
  readonly fieldCodes: Readonly<Record<string, MessageCode>> | undefined;

  constructor(
    message: string,
    readonly errors: Readonly<Record<string, string>>,
    codes: { messageCode?: MessageCode; fieldCodes?: Readonly<Record<string, MessageCode>> } = {},
  ) {
    super(message);
    this.name = 'RequestValidationError';
    this.messageCode = codes.messageCode;
    this.fieldCodes = codes.fieldCodes;
  }

  /** The refusal of one of contracts' parsers, words and codes as it gave them. */
  static of(failure: Omit<ValidationFailure, 'ok'>): RequestValidationError {
    return new RequestValidationError(failure.message, failure.errors, failure);
  }
}

/** Any refusal the edge knows how to answer, with its status and code. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly status: number,
    message: string,
    /** Set when the message is one of the catalogue's, so clients can word it themselves. */
    readonly messageCode?: MessageCode,
    /** A clash of booked cells (the older form's refusal carries them too). */
    readonly conflicts?: readonly SlotConflict[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const GENERIC_FAILURE_MESSAGE = messageText('http.failure');

export interface HttpErrorResponse {
  status: number;
  body: ApiErrorBody;
}

const failure = (
  status: number,
  code: ApiErrorCode,
  messageCode: MessageCode,
): HttpErrorResponse => ({
  status,
  body: apiError(code, messageCode),
});

/** Which form field a refusal of the lab-day is about, so the form can show it in place. */
const FIELD_OF: Partial<Record<BookingErrorCode, string>> = {
  DATE_IN_PAST: 'date',
  DATE_TOO_FAR_AHEAD: 'date',
  TOO_MANY_FACILITIES: 'machines',
  LENT_ITEMS_ALONE: 'machines',
  TRAINING_REQUIRED: 'machines',
  LAB_CLOSED_ON_DATE: 'date',
  SLOT_CLOSED: 'timeSlots',
  CLOSED_BY_CLOSURE: 'date',
  FACILITY_UNDER_MAINTENANCE: 'machines',
  SLOT_STARTED: 'timeSlots',
  TOO_MANY_SLOTS: 'timeSlots',
  NO_SLOTS: 'timeSlots',
  UNKNOWN_SLOT: 'timeSlots',
  NO_FACILITIES: 'machines',
  FACILITY_NOT_IN_LAB: 'machines',
  FACILITY_RETIRED: 'machines',
};

const STATUS_OF: Record<BookingErrorCode, number> = {
  BOOKING_CONFLICT: 409,
  BOOKING_ALREADY_DECIDED: 409,
  BOOKING_CLOSED: 409,
  BOOKING_NOT_DUE: 409,
  REASON_REQUIRED: 400,
  BOOKING_STARTED: 409,
  BOOKING_ALREADY_EXISTS: 409,
  BOOKING_NOT_FOUND: 404,
  BOOKING_ID_MISMATCH: 400,
  DATE_IN_PAST: 400,
  DATE_TOO_FAR_AHEAD: 400,
  TOO_MANY_FACILITIES: 400,
  LENT_ITEMS_ALONE: 400,
  TRAINING_REQUIRED: 400,
  LAB_CLOSED_ON_DATE: 400,
  SLOT_CLOSED: 400,
  CLOSED_BY_CLOSURE: 400,
  FACILITY_UNDER_MAINTENANCE: 409,
  // A quota of what is held, not a malformed request: it frees as bookings are decided.
  HELD_CELLS_PER_EMAIL: 429,
  HELD_CELLS_PER_ADDRESS: 429,
  SLOT_STARTED: 400,
  TOO_MANY_SLOTS: 400,
  NO_SLOTS: 400,
  NO_FACILITIES: 400,
  UNKNOWN_SLOT: 400,
  CONCURRENCY_EXHAUSTED: 503,
  IDEMPOTENCY_KEY_REUSED: 422,
  WAIT_NOT_NEEDED: 409,
  WAIT_ALREADY_WAITING: 409,
  WAIT_ALREADY_HOLDS: 409,
  WAITLIST_FULL: 409,
  WAIT_NOT_FOUND: 404,
  WAIT_NOT_OFFERED: 409,
  WAIT_CLOSED: 409,
  WAIT_NOT_DUE: 409,
  FACILITY_NOT_IN_LAB: 400,
  // Retired while the visitor chose it: the form's list is out of date, as with a taken cell.
  FACILITY_RETIRED: 409,
  HOURS_PER_WEEK: 429,
  CANCEL_NOTICE_PASSED: 409,
  BOOKING_NOT_APPROVED: 409,
  BOOKING_NOT_FLAGGED: 409,
};

const IDEMPOTENCY_STATUS_OF: Record<IdempotencyKeyErrorCode, number> = {
  IDEMPOTENCY_KEY_INVALID: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
};

/** The catalogue's words of each refusal of the lab-day, where the catalogue has them. */
const MESSAGE_OF: Partial<Record<BookingErrorCode, MessageCode>> = {
  BOOKING_CONFLICT: 'bookingSubmit.slotAlreadyReserved',
  CONCURRENCY_EXHAUSTED: 'bookingSubmit.labDayBusy',
  BOOKING_NOT_FOUND: 'review.notFound',
  DATE_IN_PAST: 'booking.dateInPast',
  DATE_TOO_FAR_AHEAD: 'booking.dateTooFarAhead',
  TOO_MANY_FACILITIES: 'booking.facilitiesTooMany',
  LENT_ITEMS_ALONE: 'booking.lentItemsAlone',
  TRAINING_REQUIRED: 'booking.trainingRequired',
  LAB_CLOSED_ON_DATE: 'booking.labClosedOnDate',
  SLOT_CLOSED: 'booking.slotClosed',
  CLOSED_BY_CLOSURE: 'booking.closedByClosure',
  FACILITY_UNDER_MAINTENANCE: 'booking.underMaintenance',
  HELD_CELLS_PER_EMAIL: 'bookingSubmit.heldPerEmail',
  HELD_CELLS_PER_ADDRESS: 'bookingSubmit.heldPerAddress',
  SLOT_STARTED: 'booking.slotStarted',
  TOO_MANY_SLOTS: 'booking.slotsTooMany',
  NO_SLOTS: 'booking.slotsRequired',
  UNKNOWN_SLOT: 'booking.slotInvalid',
  NO_FACILITIES: 'booking.facilitiesRequired',
  BOOKING_NOT_DUE: 'review.notDue',
  REASON_REQUIRED: 'review.reasonRequired',
  BOOKING_STARTED: 'review.alreadyStarted',
  WAIT_NOT_NEEDED: 'waitlist.notNeeded',
  WAIT_ALREADY_WAITING: 'waitlist.alreadyWaiting',
  WAIT_ALREADY_HOLDS: 'waitlist.alreadyHolds',
  WAITLIST_FULL: 'waitlist.full',
  WAIT_NOT_FOUND: 'waitlist.notFound',
  WAIT_NOT_OFFERED: 'waitlist.notOffered',
  WAIT_CLOSED: 'waitlist.closed',
  WAIT_NOT_DUE: 'waitlist.notDue',
  FACILITY_NOT_IN_LAB: 'booking.facilityNotInLab',
  FACILITY_RETIRED: 'booking.facilityRetired',
  HOURS_PER_WEEK: 'bookingSubmit.hoursPerWeek',
  CANCEL_NOTICE_PASSED: 'review.cancelNoticePassed',
  BOOKING_NOT_APPROVED: 'review.notApproved',
  BOOKING_NOT_FLAGGED: 'review.notFlagged',
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

const BODY_PARSER_MESSAGES: Record<string, MessageCode> = {
  'entity.parse.failed': 'http.bodyNotJson',
  'entity.too.large': 'http.bodyTooLarge',
  'encoding.unsupported': 'http.encodingUnsupported',
  'charset.unsupported': 'http.charsetUnsupported',
  'entity.verify.failed': 'http.bodyUnverified',
  'request.aborted': 'http.aborted',
  'request.size.invalid': 'http.sizeMismatch',
  'parameters.too.many': 'http.tooManyParameters',
};

/**
 * A refusal of the lab-day, known by its contracts code (so this edge imports no slice): the
 * clash carries its cells, a decision on a decided booking the status it has.
 */
interface BookingRefusal extends Error {
  code: BookingErrorCode;
  /** Named already (the decider holds the lab's current catalogue). */
  conflicts?: readonly SlotConflict[];
  status?: 'approved' | 'rejected' | 'cancelled' | 'expired';
  /** The facilities a training refusal names. */
  facilityIds?: readonly string[];
  /** Staff's words a closure's or an outage's refusal quotes. */
  note?: string;
}

const isBookingRefusal = (error: unknown): error is BookingRefusal =>
  error instanceof Error &&
  (BOOKING_ERROR_CODES as readonly unknown[]).includes((error as { code?: unknown }).code);

const messageCodeOf = (error: BookingRefusal): MessageCode | undefined => {
  if (error.code === 'BOOKING_ALREADY_DECIDED') {
    return error.status === 'approved' ? 'review.alreadyApproved' : 'review.alreadyRejected';
  }
  if (error.code === 'BOOKING_CLOSED') {
    return error.status === 'expired' ? 'review.alreadyExpired' : 'review.alreadyCancelled';
  }
  return MESSAGE_OF[error.code];
};

const fromBookingError = (error: BookingRefusal): HttpErrorResponse => {
  const messageCode = messageCodeOf(error);
  const body: ApiErrorBody = {
    success: false,
    code: error.code,
    message: error.message,
    ...(messageCode && { messageCode }),
    ...(error.facilityIds && { facilityIds: [...error.facilityIds] }),
    ...(error.note && { note: error.note }),
  };
  if (error.code === 'BOOKING_CONFLICT') {
    return {
      status: 409,
      body: { ...body, conflict: true, conflicts: [...(error.conflicts ?? [])] },
    };
  }
  if ((error.code === 'BOOKING_ALREADY_DECIDED' || error.code === 'BOOKING_CLOSED') && error.status)
    return { status: 409, body: { ...body, status: error.status } };
  const field = FIELD_OF[error.code];
  return {
    status: STATUS_OF[error.code],
    body: field
      ? {
          ...body,
          errors: { [field]: error.message },
          ...(messageCode && { fieldCodes: { [field]: messageCode } }),
        }
      : body,
  };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A refusal thrown as an HttpException keeps the body it carries; one thrown without a code (a
 * refusal of the console's routes, Nest's own 404) is given one.
 */
const fromHttpException = (error: HttpException): HttpErrorResponse => {
  const status = error.getStatus();
  const response = error.getResponse();
  if (isRecord(response) && response.success === false) {
    const { code, message, messageCode } = response;
    return {
      status,
      body: {
        ...(response as Partial<ApiErrorBody>),
        success: false,
        code:
          typeof code === 'string' ? (code as ApiErrorCode) : refusalCode(status, response.errors),
        message: typeof message === 'string' ? message : error.message,
        ...(isMessageCode(messageCode) && { messageCode }),
      },
    };
  }
  if (status >= 500) return failure(status, errorCodeForStatus(status), 'http.failure');
  if (status === 404) return failure(404, 'NOT_FOUND', 'http.notFound');
  return {
    status,
    body: { success: false, code: errorCodeForStatus(status), message: error.message },
  };
};

/**
 * The one mapping from anything thrown to an HTTP answer, every body an `ApiErrorBody` with
 * its code. Only refusals with a known meaning get a 4xx; everything else is a 500 with a
 * generic message and no detail.
 */
export const toHttpError = (error: unknown): HttpErrorResponse => {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      body: {
        success: false,
        code: error.code,
        message: error.message,
        ...(error.messageCode && { messageCode: error.messageCode }),
        ...(error.conflicts && { conflict: true as const, conflicts: [...error.conflicts] }),
      },
    };
  }
  if (error instanceof IdempotencyKeyError) {
    return {
      status: IDEMPOTENCY_STATUS_OF[error.code],
      body: { success: false, code: error.code, message: error.message },
    };
  }
  if (isBookingRefusal(error)) return fromBookingError(error);
  if (error instanceof RequestValidationError) {
    return {
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: error.message,
        ...(error.messageCode && { messageCode: error.messageCode }),
        errors: { ...error.errors },
        ...(error.fieldCodes && { fieldCodes: { ...error.fieldCodes } }),
      },
    };
  }
  if (error instanceof HttpException) return fromHttpException(error);
  if (isBodyParserError(error) && error.status >= 400 && error.status < 500) {
    return failure(
      error.status,
      errorCodeForStatus(error.status),
      BODY_PARSER_MESSAGES[error.type] ?? 'http.unreadable',
    );
  }
  return failure(500, 'INTERNAL_ERROR', 'http.failure');
};
