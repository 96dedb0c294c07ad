import type { EventEnvelope } from './event-envelope.js';
import type { BookingDetails } from '../bookings/booking-request.js';

/** Stream of one lab on one date: every booking decision about it is taken here. */
export const labDayStreamId = (labId: string, date: string): string => `labday-${labId}-${date}`;
export const LAB_DAY_STREAM_PREFIX = 'labday-';

export interface BookingRequestedV1Data extends BookingDetails {
  bookingId: string;
  /**
   * A keyed hash of the client's address (never the address itself), so the undecided bookings
   * sent from one network can be counted against their limit. Absent from older events and
   * from bookings made by staff in the console.
   */
  clientKey?: string;
}

export interface BookingDecisionV1Data {
  bookingId: string;
  lab: string;
  date: string;
  /** Reviewer's notes; empty string when none were given. */
  notes: string;
}

export type BookingRequested = EventEnvelope<'BookingRequested', 1, BookingRequestedV1Data>;
export type BookingApproved = EventEnvelope<'BookingApproved', 1, BookingDecisionV1Data>;
export type BookingRejected = EventEnvelope<'BookingRejected', 1, BookingDecisionV1Data>;

/** The one union of the lab-day stream. */
export type LabDayEvent = BookingRequested | BookingApproved | BookingRejected;

export const LAB_DAY_EVENT_TYPES = ['BookingRequested', 'BookingApproved', 'BookingRejected'] as const;

export const isLabDayEvent = (event: { type: string }): event is LabDayEvent =>
  (LAB_DAY_EVENT_TYPES as readonly string[]).includes(event.type);
