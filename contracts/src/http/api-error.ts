/**
 * The one error body of every route. `code` says what happened and is what clients branch on;
 * `message` is the spec's English; `messageCode` names that text in the catalogue, so a client
 * shows it in its visitor's language; per field, `errors` and `fieldCodes` do the same.
 */
import type { BookingStatus } from '../bookings/booking-status.js';
import type { SlotConflict } from '../bookings/slot-conflict.js';
import {
  isMessageCode,
  messageText,
  textsOf,
  type MessageCode,
} from '../validation/message-codes.js';

/** What the lab-day refuses (the decider's typed errors) and what the command path adds. */
export const BOOKING_ERROR_CODES = [
  'BOOKING_CONFLICT',
  'BOOKING_NOT_FOUND',
  'BOOKING_ALREADY_DECIDED',
  /** Cancelled or expired: nothing more can happen to it. */
  'BOOKING_CLOSED',
  /** Only a deadline that has passed expires a booking. */
  'BOOKING_NOT_DUE',
  /** A reviewer cancels only with a reason. */
  'REASON_REQUIRED',
  /** The booker cancels only before the first slot starts. */
  'BOOKING_STARTED',
  'BOOKING_ALREADY_EXISTS',
  'BOOKING_ID_MISMATCH',
  'DATE_IN_PAST',
  'DATE_TOO_FAR_AHEAD',
  'SLOT_STARTED',
  'TOO_MANY_SLOTS',
  'NO_SLOTS',
  'NO_FACILITIES',
  'TOO_MANY_FACILITIES',
  /** Cables, adapters, cards and pen drives are lent with a device of the same booking. */
  'LENT_ITEMS_ALONE',
  /** Outside the lab's opening hours (catalogue data). */
  'LAB_CLOSED_ON_DATE',
  'SLOT_CLOSED',
  /** A closure (lab operations) shuts the lab that day; the message names its reason. */
  'CLOSED_BY_CLOSURE',
  /** An outage takes a chosen facility out of service; the message names it. */
  'FACILITY_UNDER_MAINTENANCE',
  /** A training-required facility without a current qualification for the booker's email. */
  'TRAINING_REQUIRED',
  'HELD_CELLS_PER_EMAIL',
  'HELD_CELLS_PER_ADDRESS',
  'UNKNOWN_SLOT',
  'CONCURRENCY_EXHAUSTED',
  'IDEMPOTENCY_KEY_REUSED',
  /** The waitlist (issue 28 item 6): nothing asked is held, so there is nothing to wait for. */
  'WAIT_NOT_NEEDED',
  'WAIT_ALREADY_WAITING',
  'WAIT_ALREADY_HOLDS',
  'WAITLIST_FULL',
  'WAIT_NOT_FOUND',
  'WAIT_NOT_OFFERED',
  /** Claimed, lapsed or left: nothing more can happen to this place. */
  'WAIT_CLOSED',
  'WAIT_NOT_DUE',
  /** A facility the lab's current catalogue does not hold (catalogue run from the console). */
  'FACILITY_NOT_IN_LAB',
  /** A facility an admin has retired; the message names it. */
  'FACILITY_RETIRED',
  /** The booker's hours in this lab this week would pass the lab's weekly cap. */
  'HOURS_PER_WEEK',
  /** The booker cancels within the lab's notice to cancel. */
  'CANCEL_NOTICE_PASSED',
  /** Only an approved booking is flagged to the reviewers (issue 28 item 3). */
  'BOOKING_NOT_APPROVED',
  /** "Keep booking" on a booking that carries no flag (kept or cancelled meanwhile). */
  'BOOKING_NOT_FLAGGED',
] as const;

export type BookingErrorCode = (typeof BOOKING_ERROR_CODES)[number];

/** Every `code` an error body may carry. */
export const API_ERROR_CODES = [
  ...BOOKING_ERROR_CODES,
  /** One or more fields failed their rules: see `errors` and `fieldCodes`. */
  'VALIDATION_FAILED',
  'IDEMPOTENCY_KEY_INVALID',
  /** The older form's machine is taken (its spelling of BOOKING_CONFLICT). */
  'MACHINE_UNAVAILABLE',
  'INVALID_CREDENTIALS',
  'NOT_SIGNED_IN',
  'REVIEW_ACCESS_DENIED',
  'CROSS_ORIGIN_REFUSED',
  'RATE_LIMITED',
  // By status, for refusals that name nothing more specific.
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'INTERNAL_ERROR',
  'UNAVAILABLE',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export interface ApiErrorBody {
  success: false;
  code: ApiErrorCode;
  message: string;
  /** The catalogue's code of `message`; absent for words only the staff console shows. */
  messageCode?: MessageCode;
  /** Field → message, for validation failures. */
  errors?: Record<string, string>;
  /** Field → the catalogue's code of that field's message. */
  fieldCodes?: Record<string, MessageCode>;
  /** A booking clash (spec: the clients read this flag), with the cells that clash. */
  conflict?: true;
  conflicts?: SlotConflict[];
  /** A decision on a booking already decided: the status it has. */
  status?: Exclude<BookingStatus, 'requested' | 'pending'>;
  /** The facilities a refusal is about (those that need a training qualification). */
  facilityIds?: string[];
  /**
   * Words of staff the refusal quotes (a closure's or an outage's reason), kept apart from
   * `message` so a client that shows the catalogue's words in another language can add them.
   */
  note?: string;
}

export interface ApiErrorDetails {
  fieldCodes?: Readonly<Record<string, MessageCode>>;
  conflicts?: readonly SlotConflict[];
  status?: Exclude<BookingStatus, 'requested' | 'pending'>;
}

/** An error body whose every word comes from the catalogue. */
export const apiError = (
  code: ApiErrorCode,
  messageCode: MessageCode,
  details: ApiErrorDetails = {},
): ApiErrorBody => ({
  success: false,
  code,
  message: messageText(messageCode),
  messageCode,
  ...(details.fieldCodes && {
    errors: textsOf(details.fieldCodes) as Record<string, string>,
    fieldCodes: { ...details.fieldCodes },
  }),
  ...(details.conflicts && { conflict: true as const, conflicts: [...details.conflicts] }),
  ...(details.status && { status: details.status }),
});

/** What a refused input comes back as from contracts' parsers: one code per faulty field. */
export interface ValidationFailure {
  ok: false;
  /** The line above the form: its text and its code. */
  message: string;
  messageCode: MessageCode;
  /** Field (as the request names it) → text and → code. */
  errors: Record<string, string>;
  fieldCodes: Record<string, MessageCode>;
}

export const validationFailure = (
  fieldCodes: Readonly<Record<string, MessageCode>>,
  messageCode: MessageCode = 'common.fixErrors',
): ValidationFailure => ({
  ok: false,
  message: messageText(messageCode),
  messageCode,
  errors: textsOf(fieldCodes) as Record<string, string>,
  fieldCodes: { ...fieldCodes },
});

export type ParseResult<T> = { ok: true; value: T } | ValidationFailure;

/** A body that is not a JSON object at all. */
export const bodyNotAnObject = (): ValidationFailure =>
  validationFailure({ body: 'common.invalidRequestBody' }, 'common.invalidRequestBody');

/** The body of a refused input. */
export const validationError = (failure: Omit<ValidationFailure, 'ok'>): ApiErrorBody =>
  apiError('VALIDATION_FAILED', failure.messageCode, { fieldCodes: failure.fieldCodes });

const STATUS_CODES: ReadonlyArray<[number, ApiErrorCode]> = [
  [400, 'BAD_REQUEST'],
  [401, 'UNAUTHORIZED'],
  [403, 'FORBIDDEN'],
  [404, 'NOT_FOUND'],
  [409, 'CONFLICT'],
  [413, 'PAYLOAD_TOO_LARGE'],
  [415, 'UNSUPPORTED_MEDIA_TYPE'],
  [422, 'UNPROCESSABLE'],
  [429, 'RATE_LIMITED'],
  [503, 'UNAVAILABLE'],
];

/** The code of a refusal that names nothing more specific than its HTTP status. */
export const errorCodeForStatus = (status: number): ApiErrorCode =>
  STATUS_CODES.find(([s]) => s === status)?.[1] ??
  (status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL_ERROR');

/** The code of a refusal thrown without one: field errors make a 400 a validation failure. */
export const refusalCode = (status: number, errors?: unknown): ApiErrorCode =>
  status === 400 && typeof errors === 'object' && errors !== null ? 'VALIDATION_FAILED' : errorCodeForStatus(status);

/**
 * A refusal in words the catalogue does not hold (the staff console speaks English only), coded
 * by its status.
 */
export const plainApiError = (status: number, message: string, errors?: Record<string, string>): ApiErrorBody => ({
  success: false,
  code: refusalCode(status, errors),
  message,
  ...(errors && { errors }),
});

const isApiErrorCode = (value: unknown): value is ApiErrorCode =>
  typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringEntries = (value: unknown): Array<[string, string]> =>
  isRecord(value)
    ? Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    : [];

const isConflict = (value: unknown): value is SlotConflict =>
  isRecord(value) &&
  ['slotId', 'facilityId', 'slotLabel', 'facilityName'].every((key) => typeof value[key] === 'string');

/**
 * A failed answer read as an error body. Ours always is one; a proxy's page, an empty body or a
 * body from an older server is read as far as it goes, and `fallback` words what is missing.
 * Codes this reader does not know are kept out, so the English `message` is shown instead.
 */
export const readApiError = (status: number, body: unknown, fallback: MessageCode): ApiErrorBody => {
  const raw = isRecord(body) ? body : {};
  const ownMessage = typeof raw.message === 'string' && raw.message.trim() !== '' ? raw.message : undefined;
  const messageCode = isMessageCode(raw.messageCode) ? raw.messageCode : ownMessage ? undefined : fallback;
  const errors = stringEntries(raw.errors);
  const fieldCodes = stringEntries(raw.fieldCodes).filter(
    (entry): entry is [string, MessageCode] => isMessageCode(entry[1]),
  );
  const conflicts = Array.isArray(raw.conflicts) ? raw.conflicts.filter(isConflict) : undefined;
  return {
    success: false,
    code: isApiErrorCode(raw.code) ? raw.code : errorCodeForStatus(status),
    message: ownMessage ?? messageText(fallback),
    ...(messageCode && { messageCode }),
    ...(errors.length > 0 && { errors: Object.fromEntries(errors) }),
    ...(fieldCodes.length > 0 && { fieldCodes: Object.fromEntries(fieldCodes) }),
    ...(raw.conflict === true && { conflict: true as const }),
    ...(conflicts && { conflicts }),
    ...((raw.status === 'approved' || raw.status === 'rejected') && { status: raw.status }),
    ...(Array.isArray(raw.facilityIds) && {
      facilityIds: raw.facilityIds.filter((id): id is string => typeof id === 'string'),
    }),
  };
};
