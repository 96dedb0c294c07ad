import type {
  BookingCancelledV1Data,
  BookingConfirmedV1Data,
  BookingDecisionV1Data,
  BookingDetails,
  BookingExpiredV1Data,
  BookingFlagClearedV1Data,
  BookingFlaggedV1Data,
  BookingFlagKind,
  BookingLimits,
  BookingParty,
  BookingRequestedV2Data,
  BookingStatus,
  CatalogueLab,
  DeadlinePolicy,
  LabDayOperations,
  HeldQualifications,
  NewEvent,
  WaitJoinedV1Data,
  WaitEndedV1Data,
  WaitLeftV1Data,
  WaitOfferClaimedV1Data,
  WaitOfferedV1Data,
  WaitOfferLapsedV1Data,
  WaitStatus,
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
  | NewEvent<'BookingExpired', 1, BookingExpiredV1Data>
  | WaitlistDecision
  | NewEvent<'BookingFlagged', 1, BookingFlaggedV1Data>
  | NewEvent<'BookingFlagCleared', 1, BookingFlagClearedV1Data>;

/** The waitlist's events (contracts' WaitlistEvent), as the decider returns them. */
export type WaitlistDecision =
  | NewEvent<'WaitJoined', 1, WaitJoinedV1Data>
  | NewEvent<'WaitOffered', 1, WaitOfferedV1Data>
  | NewEvent<'WaitOfferClaimed', 1, WaitOfferClaimedV1Data>
  | NewEvent<'WaitOfferLapsed', 1, WaitOfferLapsedV1Data>
  | NewEvent<'WaitLeft', 1, WaitLeftV1Data>
  | NewEvent<'WaitEnded', 1, WaitEndedV1Data>;

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
    /**
     * The lab's current catalogue (read by the handler): the asked facilities must be its own and
     * not retired; it says which are lent with another and which need training. Absent: only the
     * spec's flags are judged (the edge has judged which facilities the lab holds).
     */
    catalogue?: CatalogueLab;
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
/**
 * The scheduler's, for a whole lab-day at once: expire each listed booking that is still due, in
 * one decision and one append; the others (decided, closed, not yet due, not of this lab-day)
 * are skipped, never a reason to refuse the rest.
 */
export type ExpireDueBookings = {
  type: 'ExpireDueBookings';
  data: { lab: string; date: string; bookingIds: readonly string[]; timezone: string; decisionLeadMinutes: number };
};
/** Wait for held cells: the same inputs as a request, whose id the claim's booking takes. */
export type JoinWaitlist = { type: 'JoinWaitlist'; data: RequestBooking['data'] };
/** Turn an offer into a request: the request's inputs but its details, which the waiter's are. */
export type ClaimWaitOffer = { type: 'ClaimWaitOffer'; data: Omit<RequestBooking['data'], 'details'> };
export type LeaveWaitlist = { type: 'LeaveWaitlist'; data: { bookingId: string } };
/** The scheduler's: lapse the offer if its deadline has passed. */
export type LapseWaitOffer = { type: 'LapseWaitOffer'; data: { bookingId: string } };
/** The scheduler's: end a place no offer reached before its first slot began. */
export type EndWait = { type: 'EndWait'; data: { bookingId: string } };
export type WaitlistCommand = JoinWaitlist | ClaimWaitOffer | LeaveWaitlist | LapseWaitOffer | EndWait;

/** A process manager's: an approved booking a closure, an outage or a retirement now catches. */
export type FlagBooking = {
  type: 'FlagBooking';
  data: { bookingId: string; operationId: string; kind: BookingFlagKind; words: string };
};
/** A reviewer keeps a flagged booking ("Keep booking"), with a note. */
export type ClearBookingFlag = { type: 'ClearBookingFlag'; data: { bookingId: string; notes: string } };

export type LabDayCommand =
  | RequestBooking
  | ConfirmBooking
  | ApproveBooking
  | RejectBooking
  | CancelBooking
  | ExpireBooking
  | WaitlistCommand
  | ExpireDueBookings
  | FlagBooking
  | ClearBookingFlag;

// ---- state ----

export interface LabDayBooking {
  bookingId: string;
  status: BookingStatus;
  pairs: readonly SlotFacility[];
  date: string;
  slots: readonly string[];
  confirmBy: string | null;
  decideBy: string | null;
  /** Whose it is: a booker waits only for cells they do not hold themselves. */
  email: string;
  /** The operations flagging it now (until kept or cancelled). */
  flags?: readonly string[];
  /** Every operation that ever flagged it: one is never flagged twice, even after it was kept. */
  flaggedBy?: readonly string[];
}

/** One place on the lab-day's waitlist, in the order joined. */
export interface LabDayWaiter {
  bookingId: string;
  status: WaitStatus;
  details: BookingDetails;
  clientKey?: string;
  pairs: readonly SlotFacility[];
  startsAt: string;
  /** While offered: when the offer lapses. */
  offerUntil: string | null;
}

export interface LabDayState {
  bookings: ReadonlyMap<string, LabDayBooking>;
  /** `slotId|facilityId` → the booking holding it (requested, pending or approved). */
  held: ReadonlyMap<string, string>;
  /** The waitlist by id, in the order joined (a Map keeps insertion order). */
  waiters: ReadonlyMap<string, LabDayWaiter>;
}
