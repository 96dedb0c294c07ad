import type { EventEnvelope } from './event-envelope.js';
import type { BookingDetails } from '../bookings/booking-request.js';

/** Stream of one lab on one date: every booking decision about it is taken here. */
export const labDayStreamId = (labId: string, date: string): string => `labday-${labId}-${date}`;
export const LAB_DAY_STREAM_PREFIX = 'labday-';

/** The first shape of a request: reviewers were told at once, so it was pending from the start. */
export interface BookingRequestedV1Data extends BookingDetails {
  bookingId: string;
  /**
   * A keyed hash of the client's address (never the address itself), so the undecided bookings
   * sent from one network can be counted against their limit. Absent from older events and
   * from bookings made by staff in the console.
   */
  clientKey?: string;
}

/**
 * A request with its deadlines written in when it was made, so a later change of settings
 * never moves the deadline of a booking already made.
 */
export interface BookingRequestedV2Data extends BookingRequestedV1Data {
  /**
   * ISO instant by which the booker must confirm from their mail; null when the request needs
   * no confirmation (it is pending at once, as every request before confirmation existed).
   */
  confirmBy: string | null;
  /**
   * ISO instant by which the lab must decide; null on requests made before deadlines existed,
   * which then expire by the decision lead in force.
   */
  decideBy: string | null;
  /**
   * The facilities' names as the lab's current catalogue had them when the request was made,
   * in `facilityIds`' order: the record, its mails and lists name a facility added in the
   * console by them. Absent from older events (the spec's names then).
   */
  facilityNames?: readonly string[];
}

/** Whose the step is: the booker (through their signed link) or a reviewer. */
export type BookingParty = 'booker' | 'reviewer';

export interface BookingRef {
  bookingId: string;
  lab: string;
  date: string;
}

export interface BookingDecisionV1Data extends BookingRef {
  /** Reviewer's notes (a rejection's reason); empty string when none were given. */
  notes: string;
}

export type BookingConfirmedV1Data = BookingRef;

export interface BookingCancelledV1Data extends BookingRef {
  by: BookingParty;
  /** Why; empty string when the booker gave none (a reviewer always gives one). */
  reason: string;
}

/** Which deadline passed: the booker's confirmation window or the lab's decision deadline. */
export type ExpiryStage = 'unconfirmed' | 'undecided';

export interface BookingExpiredV1Data extends BookingRef {
  stage: ExpiryStage;
  /** The deadline that passed (ISO instant). */
  deadline: string;
}

/** What caught an approved booking: a closure, an outage, or its facility's retirement. */
export type BookingFlagKind = 'closure' | 'outage' | 'retirement' | 'hours';

/**
 * An approved booking a staff decision now contradicts (issue 28 item 3): the reviewers must
 * cancel it or keep it. Once per booking and operation (the lab-day's decider refuses nothing
 * twice: a repeat appends nothing).
 */
export interface BookingFlaggedV1Data extends BookingRef {
  /** The closure's or outage's id; a retired facility's: `retired-{facilityId}`. */
  operationId: string;
  kind: BookingFlagKind;
  /** The staff's words as the mails and the console quote them: 'Diwali', 'Prusa MK4 — maintenance: new nozzle'. */
  words: string;
}

/** A reviewer keeps a flagged booking: every flag it carries goes; the note says why. */
export interface BookingFlagClearedV1Data extends BookingRef {
  notes: string;
}

export type BookingRequestedV1 = EventEnvelope<'BookingRequested', 1, BookingRequestedV1Data>;
export type BookingRequested = EventEnvelope<'BookingRequested', 2, BookingRequestedV2Data>;
export type BookingConfirmed = EventEnvelope<'BookingConfirmed', 1, BookingConfirmedV1Data>;
export type BookingApproved = EventEnvelope<'BookingApproved', 1, BookingDecisionV1Data>;
export type BookingRejected = EventEnvelope<'BookingRejected', 1, BookingDecisionV1Data>;
export type BookingCancelled = EventEnvelope<'BookingCancelled', 1, BookingCancelledV1Data>;
export type BookingExpired = EventEnvelope<'BookingExpired', 1, BookingExpiredV1Data>;
export type BookingFlagged = EventEnvelope<'BookingFlagged', 1, BookingFlaggedV1Data>;
export type BookingFlagCleared = EventEnvelope<'BookingFlagCleared', 1, BookingFlagClearedV1Data>;

/** The one union of the lab-day stream, at current versions (older ones are upcast on read). */
export type LabDayEvent =
  | BookingRequested
  | BookingConfirmed
  | BookingApproved
  | BookingRejected
  | BookingCancelled
  | BookingExpired
  | BookingFlagged
  | BookingFlagCleared;

export const LAB_DAY_EVENT_TYPES = [
  'BookingRequested',
  'BookingConfirmed',
  'BookingApproved',
  'BookingRejected',
  'BookingCancelled',
  'BookingExpired',
  'BookingFlagged',
  'BookingFlagCleared',
] as const satisfies readonly LabDayEvent['type'][];

export const isLabDayEvent = (event: { type: string }): event is LabDayEvent =>
  (LAB_DAY_EVENT_TYPES as readonly string[]).includes(event.type);

const NO_DEADLINES = { confirmBy: null, decideBy: null } as const;

/** Requests written before confirmation existed were mailed to reviewers at once: pending. */
export const upcastBookingRequestedV1 = (event: BookingRequestedV1): BookingRequested => ({
  ...event,
  version: 2,
  // Not `{ ...event.data, … }`: V8 copies an object read from the log's JSON by object spread
  // several times slower than by Object.assign, and a rebuild upcasts every old request.
  data: Object.assign({}, event.data, NO_DEADLINES),
});
