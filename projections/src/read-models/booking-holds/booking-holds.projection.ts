import {
  LAB_DAY_EVENT_TYPES,
  cellCount,
  holdsCells,
  isUndecided,
  isWaitlistEvent,
  statusAfterEvent,
  weekOf,
  type BookingStatus,
  type LabDayEvent,
  type WaitlistEvent,
} from '@centre/contracts';
import { documentProjection } from '../../engine/document-projection.js';
import type { DocumentLayout, IndexEntry, TotalEntry } from '../../engine/projection.js';
import { builtModule } from '../../engine/thread-module.js';

export const BOOKING_HOLDS = 'booking-holds';

/**
 * What a booking that holds cells holds, and whose it is: its booker's email, the keyed hash of
 * the address it was sent from (when known), its number of cells and its lab's week. The
 * booking limits that span lab-days are checked against it: cells per email and per address
 * (undecided bookings), and a lab's hours per booker per week (approved ones too).
 */
export interface BookingHold {
  email: string;
  clientKey?: string;
  cells: number;
  /**
   * 'offered': a waitlist offer holding cells for its waiter (counted in no limit: see below);
   * 'waiting': a place on the waitlist, holding nothing, kept until its first slot begins.
   */
  status: BookingStatus | 'offered' | 'waiting';
  /** `{lab}|{Monday of its date}`: the week whose hours a booking counts in (an offer: none). */
  week?: string;
  /** An offer's deadline (ISO instant): the expiry scheduler lapses it from the offers' index. */
  offerUntil?: string;
  /** A waiting place's first slot start (ISO instant): the scheduler ends it then, unoffered. */
  startsAt?: string;
}

/** Waitlist offers by their deadline (ms since the epoch): what the expiry scheduler lapses. */
export const OFFERS_BY_DEADLINE = 'offer-deadline';

/** Places still waiting by their first slot's start (ms since the epoch): what the scheduler ends. */
export const WAITS_BY_START = 'wait-start';

/** The waitlist's events that start or end a place or an offer. */
export const HOLDS_WAITLIST_TYPES = ['WaitOffered', 'WaitOfferClaimed', 'WaitOfferLapsed', 'WaitLeft', 'WaitJoined', 'WaitEnded'] as const;
export type HoldsEvent = LabDayEvent | Extract<WaitlistEvent, { type: (typeof HOLDS_WAITLIST_TYPES)[number] }>;

const isUndecidedHold = (h: BookingHold): boolean => h.status !== 'offered' && h.status !== 'waiting' && isUndecided(h.status);

/** A waitlist place or offer: no booking's hold. */
const isWaitHold = (h: BookingHold | null): boolean => h?.status === 'offered' || h?.status === 'waiting';

/** The running total of cells the undecided bookings of one booker email hold. */
export const heldByEmail = (email: string): string => `email:${email}`;
/** The running total of cells the undecided bookings sent from one (keyed) client address hold. */
export const heldByAddress = (clientKey: string): string => `address:${clientKey}`;
/** A lab's week, as a hold records it: the lab and the Monday of the booking's date. */
export const labWeek = (lab: string, date: string): string => `${lab}|${weekOf(date)}`;
/** The running total of hours (cells) one booker email's bookings hold in one lab's week. */
export const heldInWeek = (email: string, week: string): string => `week:${week}|${email}`;

type StoredHold = [
  email: string,
  clientKey: string | null,
  cells: number,
  status: BookingHold['status'],
  week: string | null,
  offerUntil?: string | null,
  startsAt?: string,
];

export const bookingHoldsLayout: DocumentLayout<BookingHold> = {
  encode: (h) => {
    const stored: StoredHold = [h.email, h.clientKey ?? null, h.cells, h.status, h.week ?? null];
    if (h.offerUntil !== undefined || h.startsAt !== undefined) stored.push(h.offerUntil ?? null);
    if (h.startsAt !== undefined) stored.push(h.startsAt);
    return JSON.stringify(stored);
  },
  decode: (_id, encoded) => {
    const [email, clientKey, cells, status, week, offerUntil, startsAt] = JSON.parse(encoded) as StoredHold;
    return {
      email,
      ...(clientKey !== null && { clientKey }),
      cells,
      status,
      ...(week !== null && { week }),
      ...(offerUntil !== undefined && offerUntil !== null && { offerUntil }),
      ...(startsAt !== undefined && { startsAt }),
    };
  },
  indexes: (h): IndexEntry[] =>
    h.status === 'offered' && h.offerUntil !== undefined
      ? [{ index: OFFERS_BY_DEADLINE, score: Date.parse(h.offerUntil) }]
      : h.status === 'waiting' && h.startsAt !== undefined
        ? [{ index: WAITS_BY_START, score: Date.parse(h.startsAt) }]
        : [],
  // Summed by the engine as bookings come and go, so a request's check reads two numbers,
  // however many bookings an email or a campus address holds.
  // An offer is not counted: its claim is a request, checked against these totals like any.
  totals: (h): TotalEntry[] => [
    ...(isUndecidedHold(h)
      ? [
          { total: heldByEmail(h.email), value: h.cells },
          ...(h.clientKey !== undefined ? [{ total: heldByAddress(h.clientKey), value: h.cells }] : []),
        ]
      : []),
    ...(h.week !== undefined ? [{ total: heldInWeek(h.email, h.week), value: h.cells }] : []),
  ],
};

/**
 * Pure. A request creates its booking's hold; every later event sets its status as the
 * booking's record does (`statusAfterEvent`). An approved booking stays (its hours count in its
 * week, no longer in what waits for a decision); one that holds no cells any more is dropped. A
 * waitlist offer is kept, with its deadline, until it is claimed, lapses or its waiter leaves.
 */
export const evolveBookingHold = (hold: BookingHold | null, event: HoldsEvent): BookingHold | null => {
  if (isWaitlistEvent(event)) {
    if (event.type === 'WaitJoined') {
      const { email, slots, facilityIds, startsAt } = event.data;
      return hold ?? { email, cells: cellCount(slots, facilityIds), status: 'waiting', startsAt };
    }
    if (event.type === 'WaitOffered') {
      const { email, slots, facilityIds, offerUntil } = event.data;
      return hold && hold.status !== 'waiting' ? hold : { email, cells: cellCount(slots, facilityIds), status: 'offered', offerUntil };
    }
    // Claimed, lapsed, left or ended: the place ends (a claim's request, next in its append, holds anew).
    return isWaitHold(hold) ? null : hold;
  }
  if (event.type === 'BookingRequested') {
    if (hold && !isWaitHold(hold)) return hold;
    const { email, clientKey, slots, facilityIds, lab, date } = event.data;
    const status = statusAfterEvent(event);
    if (!isUndecided(status)) return null;
    return { email, ...(clientKey !== undefined && { clientKey }), cells: cellCount(slots, facilityIds), status, week: labWeek(lab, date) };
  }
  if (!hold || isWaitHold(hold)) return hold;
  const status = statusAfterEvent(event);
  return holdsCells(status) ? { ...hold, status } : null;
};

/** A booking's events are its lab-day's stream, so a hold changes with that stream only. */
export const bookingHoldsProjection = documentProjection<BookingHold, HoldsEvent>({
  name: BOOKING_HOLDS,
  // 4: waitlist offers, indexed by their deadline; approved bookings stay, for the hours per
  // booker per week. 5: places still waiting, by their first slot's start.
  version: 5,
  handles: [...LAB_DAY_EVENT_TYPES, ...HOLDS_WAITLIST_TYPES],
  documentId: ({ event }) => event.data.bookingId,
  evolve: (hold, { event }) => evolveBookingHold(hold, event),
  layout: bookingHoldsLayout,
  foldsInParts: { module: builtModule(import.meta.url), export: 'bookingHoldsProjection' },
});
