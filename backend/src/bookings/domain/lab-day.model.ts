import type {
  BookingCancelledV1Data,
  BookingConfirmedV1Data,
  BookingDecisionV1Data,
  BookingDetails,
  BookingExpiredV1Data,
  BookingLimits,
  BookingParty,
  BookingRequestedV2Data,
  BookingStatus,
  DeadlinePolicy,
  LabDayOperations,
  HeldQualifications,
  NewEvent,
} from '@centre/contracts';
import type { SlotFacility } from './booking.errors.js';

/** The lab-day decider's events, commands and state: what its request and its later steps share. */

// ---- events (what the decider returns; the edge stamps the envelope) ----

export type LabDayDecision =
  | NewEvent<'BookingRequested', 2, BookingRequestedV2Data>
  | NewEvent<'BookingConfirmed', 1, BookingConfirmedV1Data>
  | NewEvent<'BookingApproved', 1, BookingDecisionV1Data>
  | NewEvent<'BookingRejected', 1, BookingDecisionV1Data>
  | NewEvent<'BookingCancelled', 1, BookingCancelledV1Data>
  | NewEvent<'BookingExpired', 1, BookingExpiredV1Data>;

// ---- commands ----

export type RequestBooking = {
  type: 'RequestBooking';
  data: {
    bookingId: string;
    details: BookingDetails;
    timezone: string;
    /** The configured horizon and facilities per booking: the defaults of the lab's own (`operations.limits`). */
    limits: Pick<BookingLimits, 'horizonDays' | 'maxFacilitiesPerBooking'>;
    /** The keyed hash of the client's address the event keeps (see BookingRequestedV1Data). */
    clientKey?: string;
    /** Without deadlines the request records none and is pending at once. */
    deadlines?: DeadlinePolicy;
    /** The lab-day's closures and outages (lab operations, read by the handler); none if absent. */
    operations?: LabDayOperations;
    /** The booker's qualifications for the asked facilities that need training (none: absent). */
    qualifications?: HeldQualifications;
  };
};
/** The booker confirms from their mail. */
export type ConfirmBooking = { type: 'ConfirmBooking'; data: { bookingId: string } };
export type ApproveBooking = { type: 'ApproveBooking'; data: { bookingId: string; notes: string } };
export type RejectBooking = { type: 'RejectBooking'; data: { bookingId: string; notes: string } };
export type CancelBooking = {
  type: 'CancelBooking';
  data: {
    bookingId: string;
    by: BookingParty;
    reason: string;
    timezone: string;
    /** The lab's notice to cancel, in hours: the booker cannot cancel within it (absent: 0). */
    cancelNoticeHours?: number;
  };
};
/** The scheduler's: expire the booking if one of its deadlines has passed. */
export type ExpireBooking = {
  type: 'ExpireBooking';
  data: { bookingId: string; timezone: string; decisionLeadMinutes: number };
};
export type LabDayCommand =
  | RequestBooking
  | ConfirmBooking
  | ApproveBooking
  | RejectBooking
  | CancelBooking
  | ExpireBooking;

// ---- state ----

export interface LabDayBooking {
  bookingId: string;
  status: BookingStatus;
  pairs: readonly SlotFacility[];
  date: string;
  slots: readonly string[];
  confirmBy: string | null;
  decideBy: string | null;
}

export interface LabDayState {
  bookings: ReadonlyMap<string, LabDayBooking>;
  /** `slotId|facilityId` → the booking holding it (requested, pending or approved). */
  held: ReadonlyMap<string, string>;
}
