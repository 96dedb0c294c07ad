import { MAX_WAITERS_PER_LAB_DAY, WAIT_OFFER_MINUTES, isWaitlistEvent, messageText, namesRecordedIn, slotStartsAt, waitStatusAfter, type BookingDetails, type BookingRef } from '@centre/contracts';
import { BookingDomainError } from './booking.errors.js';
import { pairKey, pairsOf } from './lab-day.cells.js';
import type {
  ClaimWaitOffer,
  EndWait,
  JoinWaitlist,
  LabDayDecision,
  LabDayState,
  LabDayWaiter,
  LapseWaitOffer,
  LeaveWaitlist,
  WaitlistDecision,
} from './lab-day.model.js';

/**
 * The lab-day's waitlist (issue 28 item 6), decided on the lab-day's state like its bookings:
 * a visitor waits for held cells; whatever frees cells offers them, in the same append, to the
 * first waiters whose cells are all free, and the offer holds them until it is claimed, left or
 * lapsed. Pure: the decider wires these steps to its commands.
 */

const MINUTE = 60_000;

export const isWaitlistDecision = (event: LabDayDecision): event is WaitlistDecision => isWaitlistEvent(event);

const refOf = (waiter: LabDayWaiter): BookingRef => ({
  bookingId: waiter.bookingId,
  lab: waiter.details.lab,
  date: waiter.details.date,
});

const isActive = (waiter: LabDayWaiter): boolean => waiter.status === 'waiting' || waiter.status === 'offered';

const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Folds one waitlist event: an offer holds its cells for the waiter, its end frees those still its. */
export const evolveWaitlist = (state: LabDayState, event: WaitlistDecision): LabDayState => {
  if (event.type === 'WaitJoined') {
    const { bookingId, clientKey, startsAt, ...details } = event.data;
    const waiter: LabDayWaiter = {
      bookingId,
      status: 'waiting',
      details,
      ...(clientKey !== undefined && { clientKey }),
      pairs: pairsOf(details.slots, details.facilityIds),
      startsAt,
      offerUntil: null,
    };
    return { ...state, waiters: new Map(state.waiters).set(bookingId, waiter) };
  }
  const waiter = state.waiters.get(event.data.bookingId);
  if (!waiter) return state;
  const status = waitStatusAfter(event);
  const offerUntil = event.type === 'WaitOffered' ? event.data.offerUntil : waiter.offerUntil;
  const waiters = new Map(state.waiters).set(waiter.bookingId, { ...waiter, status, offerUntil });
  const held = new Map(state.held);
  if (status === 'offered') for (const p of waiter.pairs) held.set(pairKey(p), waiter.bookingId);
  // A claim keeps the cells: its BookingRequested, in the same append, holds them under the same id.
  if (status === 'lapsed' || status === 'left') {
    for (const p of waiter.pairs) if (held.get(pairKey(p)) === waiter.bookingId) held.delete(pairKey(p));
  }
  return { ...state, waiters, held };
};

/**
 * A visitor waits for cells of which some are held now (the request's own rules are the
 * decider's): not for cells they hold or already wait for, and not past the lab-day's cap.
 */
export const joinWaitlist = ({ data }: JoinWaitlist, state: LabDayState): LabDayDecision[] => {
  const { bookingId, details, clientKey, timezone } = data;
  if (state.waiters.has(bookingId)) {
    throw new BookingDomainError('BOOKING_ALREADY_EXISTS', 'This place on the waitlist already exists.');
  }
  const pairs = pairsOf(details.slots, details.facilityIds);
  const holders = new Set(pairs.map((p) => state.held.get(pairKey(p))).filter((h): h is string => h !== undefined));
  if (holders.size === 0) throw new BookingDomainError('WAIT_NOT_NEEDED', messageText('waitlist.notNeeded'));
  for (const holder of holders) {
    const email = state.bookings.get(holder)?.email ?? state.waiters.get(holder)?.details.email;
    if (email !== undefined && sameEmail(email, details.email)) {
      throw new BookingDomainError('WAIT_ALREADY_HOLDS', messageText('waitlist.alreadyHolds'));
    }
  }
  const asked = new Set(pairs.map(pairKey));
  const active = [...state.waiters.values()].filter(isActive);
  if (active.some((w) => sameEmail(w.details.email, details.email) && w.pairs.some((p) => asked.has(pairKey(p))))) {
    throw new BookingDomainError('WAIT_ALREADY_WAITING', messageText('waitlist.alreadyWaiting'));
  }
  if (active.length >= MAX_WAITERS_PER_LAB_DAY) throw new BookingDomainError('WAITLIST_FULL', messageText('waitlist.full'));
  const startsAt = slotStartsAt(details.slots[0] ?? '', details.date, timezone) ?? new Date(`${details.date}T00:00:00Z`);
  return [
    {
      type: 'WaitJoined',
      version: 1,
      data: {
        ...details,
        bookingId,
        ...(clientKey !== undefined && { clientKey }),
        startsAt: startsAt.toISOString(),
        // Named as the request's event names them: its mails name a facility added in the console.
        ...namesRecordedIn(data.catalogue, details.facilityIds),
      },
    },
  ];
};

/** The waiter a command names, refused when this lab-day has no such place. */
const waiterNamed = (state: LabDayState, bookingId: string): LabDayWaiter => {
  const waiter = state.waiters.get(bookingId);
  if (!waiter) throw new BookingDomainError('WAIT_NOT_FOUND', messageText('waitlist.notFound'));
  return waiter;
};

const refusalOfEnded = (waiter: LabDayWaiter): BookingDomainError | undefined =>
  isActive(waiter) ? undefined : new BookingDomainError('WAIT_CLOSED', messageText('waitlist.closed'));

/** The offer a claim takes, and the event that says so; its request's rules are the decider's. */
export const claimableOffer = (
  { data }: ClaimWaitOffer,
  state: LabDayState,
  now: Date,
): { claimed: LabDayDecision; details: BookingDetails } => {
  const waiter = waiterNamed(state, data.bookingId);
  const ended = refusalOfEnded(waiter);
  if (ended) throw ended;
  if (waiter.status !== 'offered' || waiter.offerUntil === null) {
    throw new BookingDomainError('WAIT_NOT_OFFERED', messageText('waitlist.notOffered'));
  }
  // Past its deadline the offer is the scheduler's to lapse, even if it has not yet run.
  if (Date.parse(waiter.offerUntil) <= now.getTime()) throw new BookingDomainError('WAIT_CLOSED', messageText('waitlist.closed'));
  return { claimed: { type: 'WaitOfferClaimed', version: 1, data: refOf(waiter) }, details: waiter.details };
};

export const leaveWaitlist = ({ data }: LeaveWaitlist, state: LabDayState): LabDayDecision[] => {
  const waiter = waiterNamed(state, data.bookingId);
  const ended = refusalOfEnded(waiter);
  if (ended) throw ended;
  return [{ type: 'WaitLeft', version: 1, data: refOf(waiter) }];
};

/** Lapses an offer whose deadline has passed; anything else is refused, so a repeat is harmless. */
export const lapseWaitOffer = ({ data }: LapseWaitOffer, state: LabDayState, now: Date): LabDayDecision[] => {
  const waiter = waiterNamed(state, data.bookingId);
  const ended = refusalOfEnded(waiter);
  if (ended) throw ended;
  if (waiter.status !== 'offered' || waiter.offerUntil === null) {
    throw new BookingDomainError('WAIT_NOT_OFFERED', messageText('waitlist.notOffered'));
  }
  if (Date.parse(waiter.offerUntil) > now.getTime()) throw new BookingDomainError('WAIT_NOT_DUE', messageText('waitlist.notDue'));
  return [{ type: 'WaitOfferLapsed', version: 1, data: { ...refOf(waiter), deadline: waiter.offerUntil } }];
};

/**
 * Ends a place still waiting once its first slot has begun: no offer can reach it any more. An
 * offered place is its offer's to lapse (the offer never runs past the first slot's start).
 */
export const endWait = ({ data }: EndWait, state: LabDayState, now: Date): LabDayDecision[] => {
  const waiter = waiterNamed(state, data.bookingId);
  const ended = refusalOfEnded(waiter);
  if (ended) throw ended;
  if (waiter.status !== 'waiting' || Date.parse(waiter.startsAt) > now.getTime()) {
    throw new BookingDomainError('WAIT_NOT_DUE', messageText('waitlist.notDue'));
  }
  return [{ type: 'WaitEnded', version: 1, data: { ...refOf(waiter), startsAt: waiter.startsAt } }];
};

/**
 * The offers a state with freed cells makes: each waiter in the order joined whose cells are
 * all free (after the offers before it) and whose first slot has not started is offered them
 * until 30 minutes from now, or the first slot's start if that is sooner.
 */
export const offersAfter = (state: LabDayState, now: Date): LabDayDecision[] => {
  const offers: LabDayDecision[] = [];
  let current = state;
  for (const waiter of state.waiters.values()) {
    const startsAt = Date.parse(waiter.startsAt);
    if (waiter.status !== 'waiting' || startsAt <= now.getTime()) continue;
    if (waiter.pairs.some((p) => current.held.has(pairKey(p)))) continue;
    const offerUntil = new Date(Math.min(now.getTime() + WAIT_OFFER_MINUTES * MINUTE, startsAt)).toISOString();
    const offer: WaitlistDecision = {
      type: 'WaitOffered',
      version: 1,
      data: { ...refOf(waiter), email: waiter.details.email, slots: waiter.details.slots, facilityIds: waiter.details.facilityIds, offerUntil },
    };
    offers.push(offer);
    current = evolveWaitlist(current, offer);
  }
  return offers;
};
