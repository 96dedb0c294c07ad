import {
  BOOKING_MESSAGES,
  BOOKING_SUBMIT_MESSAGES,
  describeConflict,
  facilityName,
  REVIEW_MESSAGES,
  type BookingErrorCode,
  type BookingStatus,
  type SlotConflict,
  type SlotFacility,
} from '@centre/contracts';

// The cell and the codes are contracts' (the error bodies carry the codes).
export type { BookingErrorCode, SlotFacility } from '@centre/contracts';

/**
 * A rule of the lab-day said no. The `code` is stable (clients and the HTTP edge key on it);
 * the message is what a visitor may read.
 */
export class BookingDomainError extends Error {
  constructor(
    readonly code: BookingErrorCode,
    message: string,
    /** Staff's words the refusal quotes (a closure's or an outage's reason), for other languages. */
    readonly note?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export const CONFLICT_MESSAGE: string = BOOKING_SUBMIT_MESSAGES.slotAlreadyReserved;
export const NOT_FOUND_MESSAGE: string = REVIEW_MESSAGES.notFound;

export class BookingConflictError extends BookingDomainError {
  /** The held cells as a visitor reads them. */
  readonly conflicts: readonly SlotConflict[];

  /** `nameOf`: the lab's current catalogue's names where the decider holds it (`facilityNameIn`). */
  constructor(cells: readonly SlotFacility[], nameOf: (facilityId: string) => string = facilityName) {
    super('BOOKING_CONFLICT', CONFLICT_MESSAGE);
    this.conflicts = cells.map((cell) => describeConflict(cell, nameOf));
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
    readonly status: Extract<BookingStatus, 'approved' | 'rejected'>,
  ) {
    super(
      'BOOKING_ALREADY_DECIDED',
      status === 'approved' ? REVIEW_MESSAGES.alreadyApproved : REVIEW_MESSAGES.alreadyRejected,
    );
  }
}

/** Cancelled or expired: no step leads anywhere from here. */
export class BookingClosedError extends BookingDomainError {
  constructor(
    readonly bookingId: string,
    readonly status: Extract<BookingStatus, 'cancelled' | 'expired'>,
  ) {
    super('BOOKING_CLOSED', status === 'expired' ? REVIEW_MESSAGES.alreadyExpired : REVIEW_MESSAGES.alreadyCancelled);
  }
}

/** Training-required facilities the booker holds no current qualification for (named, in the order asked). */
export class TrainingRequiredError extends BookingDomainError {
  /** `names`: as the lab's current catalogue has them (a facility added in the console too). */
  constructor(readonly facilityIds: readonly string[], names: readonly string[] = facilityIds.map(facilityName)) {
    super('TRAINING_REQUIRED', `${names.join(', ')}: ${BOOKING_MESSAGES.trainingRequired}`);
  }
}

/** A facility an admin has retired, named, in the spec's voice. */
export class FacilityRetiredError extends BookingDomainError {
  constructor(readonly facility: string) {
    super('FACILITY_RETIRED', `${facility}: ${BOOKING_MESSAGES.facilityRetired}`);
  }
}

/** The lab-day changed under every one of a command's bounded attempts: the caller may try again. */
export class ConcurrencyExhaustedError extends BookingDomainError {
  constructor(readonly streamId: string) {
    super('CONCURRENCY_EXHAUSTED', BOOKING_SUBMIT_MESSAGES.labDayBusy);
  }
}

export const isBookingDomainError = (error: unknown): error is BookingDomainError =>
  error instanceof BookingDomainError;
