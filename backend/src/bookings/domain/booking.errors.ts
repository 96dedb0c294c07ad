import { BOOKING_SUBMIT_MESSAGES, REVIEW_MESSAGES, type BookingStatus } from '@centre/contracts';

/** One (time slot, facility) pair of a lab-day: the unit the no-double-booking invariant guards. */
export interface SlotFacility {
  slotId: string;
  facilityId: string;
}

export type BookingErrorCode =
  | 'BOOKING_CONFLICT'
  | 'BOOKING_NOT_FOUND'
  | 'BOOKING_ALREADY_DECIDED'
  | 'BOOKING_ALREADY_EXISTS'
  | 'BOOKING_ID_MISMATCH'
  | 'DATE_IN_PAST'
  | 'SLOT_STARTED'
  | 'TOO_MANY_SLOTS'
  | 'NO_SLOTS'
  | 'NO_FACILITIES'
  | 'UNKNOWN_SLOT'
  | 'CONCURRENCY_EXHAUSTED';

/**
 * A rule of the lab-day said no. The `code` is stable (clients and the HTTP edge key on it);
 * the message is what a visitor may read.
 */
export class BookingDomainError extends Error {
  constructor(
    readonly code: BookingErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export const CONFLICT_MESSAGE: string = BOOKING_SUBMIT_MESSAGES.slotAlreadyReserved;
export const NOT_FOUND_MESSAGE: string = REVIEW_MESSAGES.notFound;

export class BookingConflictError extends BookingDomainError {
  constructor(
    readonly conflicts: readonly SlotFacility[],
    message: string = CONFLICT_MESSAGE,
  ) {
    super('BOOKING_CONFLICT', message);
  }
}

export class BookingNotFoundError extends BookingDomainError {
  constructor(readonly bookingId: string) {
    super('BOOKING_NOT_FOUND', NOT_FOUND_MESSAGE);
  }
}

export class BookingAlreadyDecidedError extends BookingDomainError {
  constructor(
    readonly bookingId: string,
    readonly status: Exclude<BookingStatus, 'pending'>,
  ) {
    super(
      'BOOKING_ALREADY_DECIDED',
      status === 'approved' ? REVIEW_MESSAGES.alreadyApproved : REVIEW_MESSAGES.alreadyRejected,
    );
  }
}

/** The lab-day changed under every one of a command's bounded attempts: the caller may try again. */
export class ConcurrencyExhaustedError extends BookingDomainError {
  constructor(readonly streamId: string) {
    super('CONCURRENCY_EXHAUSTED', `The lab-day ${streamId} is too busy right now. Please try again.`);
  }
}

export const isBookingDomainError = (error: unknown): error is BookingDomainError =>
  error instanceof BookingDomainError;
