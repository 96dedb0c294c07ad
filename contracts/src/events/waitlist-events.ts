import type { EventEnvelope } from './event-envelope.js';
import type { BookingRef, BookingRequestedV1Data } from './booking-events.js';

/**
 * The waitlist of a lab-day (issue 28 item 6). Waiting is part of the lab-day, so these events
 * live in its stream and the lab-day decider decides them, atomically with the decision that
 * frees cells. A waiter's id is the id of the booking its claim becomes (`bk-{lab}-{date}-…`):
 * it names its lab-day, and the booker's signed link of that id opens the offer and, once
 * claimed, the booking.
 */

/** A visitor waits for cells that are held now: everything needed to make their booking. */
export interface WaitJoinedV1Data extends BookingRequestedV1Data {
  /**
   * When the first asked slot starts (ISO instant, in the centre's zone when joined): no offer
   * runs past it, and nothing is offered once it has passed.
   */
  startsAt: string;
  /**
   * The facilities' names as the lab's current catalogue had them when the visitor joined, in
   * `facilityIds`' order (as on BookingRequested): their mails name a facility added in the
   * console by them. Absent from older events (the spec's names then).
   */
  facilityNames?: readonly string[];
}

/**
 * Cells freed by the same append are offered to the first waiter whose cells are now all free:
 * they are held for that waiter until `offerUntil` (30 minutes, never past the first slot's start).
 */
export interface WaitOfferedV1Data extends BookingRef {
  email: string;
  slots: string[];
  facilityIds: string[];
  /** ISO instant after which the offer lapses. */
  offerUntil: string;
}

/** The waiter took the offer: a BookingRequested of the same id follows in the same append. */
export type WaitOfferClaimedV1Data = BookingRef;

/** Unclaimed by its deadline: the cells go to the next waiter (same append) or are free. */
export interface WaitOfferLapsedV1Data extends BookingRef {
  /** The deadline that passed (ISO instant). */
  deadline: string;
}

/** The waiter left the list (with an offer or without). */
export type WaitLeftV1Data = BookingRef;

/**
 * The first asked slot has started and no offer reached the waiter: nothing can be offered any
 * more, so the place ends (the scheduler's) and the waiter is told.
 */
export interface WaitEndedV1Data extends BookingRef {
  /** When the first asked slot started (ISO instant). */
  startsAt: string;
}

export type WaitJoined = EventEnvelope<'WaitJoined', 1, WaitJoinedV1Data>;
export type WaitOffered = EventEnvelope<'WaitOffered', 1, WaitOfferedV1Data>;
export type WaitOfferClaimed = EventEnvelope<'WaitOfferClaimed', 1, WaitOfferClaimedV1Data>;
export type WaitOfferLapsed = EventEnvelope<'WaitOfferLapsed', 1, WaitOfferLapsedV1Data>;
export type WaitLeft = EventEnvelope<'WaitLeft', 1, WaitLeftV1Data>;
export type WaitEnded = EventEnvelope<'WaitEnded', 1, WaitEndedV1Data>;

/** The waitlist's events of the lab-day stream (its bookings' events are `LabDayEvent`). */
export type WaitlistEvent = WaitJoined | WaitOffered | WaitOfferClaimed | WaitOfferLapsed | WaitLeft | WaitEnded;

export const WAITLIST_EVENT_TYPES = [
  'WaitJoined',
  'WaitOffered',
  'WaitOfferClaimed',
  'WaitOfferLapsed',
  'WaitLeft',
  'WaitEnded',
] as const satisfies readonly WaitlistEvent['type'][];

export const isWaitlistEvent = (event: { type: string }): event is WaitlistEvent =>
  (WAITLIST_EVENT_TYPES as readonly string[]).includes(event.type);

/** A waiter's place: waiting, holding an offer, or done (claimed, lapsed, left, ended unoffered). */
export type WaitStatus = 'waiting' | 'offered' | 'claimed' | 'lapsed' | 'left' | 'ended';

/** The status a waitlist event leaves its waiter in: the one fold the decider and the views share. */
export const waitStatusAfter = (event: Pick<WaitlistEvent, 'type'>): WaitStatus => {
  switch (event.type) {
    case 'WaitJoined':
      return 'waiting';
    case 'WaitOffered':
      return 'offered';
    case 'WaitOfferClaimed':
      return 'claimed';
    case 'WaitOfferLapsed':
      return 'lapsed';
    case 'WaitLeft':
      return 'left';
    case 'WaitEnded':
      return 'ended';
  }
};

/** How long an offer holds its cells for the waiter. */
export const WAIT_OFFER_MINUTES = 30;
/** Waiters (waiting or offered) one lab-day takes at most. */
export const MAX_WAITERS_PER_LAB_DAY = 20;
