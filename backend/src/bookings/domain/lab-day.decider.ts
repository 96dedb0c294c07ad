import {
  BOOKING_RULE_MESSAGES,
  facilityCountRule,
  facilityLimitRule,
  findLab,
  firstRefusal,
  hasSlotStarted,
  horizonRule,
  knownSlotsRule,
  labDayStreamId,
  messageText,
  notInPastRule,
  notStartedRule,
  slotCountRule,
  todayIn,
  type BookingDecisionV1Data,
  type BookingDetails,
  type BookingLimits,
  type BookingRequestedV1Data,
  type BookingStatus,
  type NewEvent,
} from '@centre/contracts';
import {
  BookingAlreadyDecidedError,
  BookingConflictError,
  BookingDomainError,
  BookingNotFoundError,
  type SlotFacility,
} from './booking.errors.js';
import { parseBookingId } from './booking-id.js';

/**
 * The lab-day aggregate (DESIGN.md section 3) as a pure decider: `decide` takes a command,
 * the state folded from the stream and the time, and returns events or throws a typed
 * error; `evolve` folds one event into the state. No I/O, no clock of its own.
 */

// ---- events (what the decider returns; the edge stamps the envelope) ----

export type LabDayDecision =
  | NewEvent<'BookingRequested', 1, BookingRequestedV1Data>
  | NewEvent<'BookingApproved', 1, BookingDecisionV1Data>
  | NewEvent<'BookingRejected', 1, BookingDecisionV1Data>;

// ---- commands ----

export type RequestBooking = {
  type: 'RequestBooking';
  data: {
    bookingId: string;
    details: BookingDetails;
    timezone: string;
    /** The limits the lab-day judges by itself: the horizon and facilities per booking. */
    limits: Pick<BookingLimits, 'horizonDays' | 'maxFacilitiesPerBooking'>;
    /** The keyed hash of the client's address the event keeps (see BookingRequestedV1Data). */
    clientKey?: string;
  };
};
export type ApproveBooking = { type: 'ApproveBooking'; data: { bookingId: string; notes: string } };
export type RejectBooking = { type: 'RejectBooking'; data: { bookingId: string; notes: string } };
export type LabDayCommand = RequestBooking | ApproveBooking | RejectBooking;

// ---- state ----

export interface LabDayBooking {
  bookingId: string;
  status: BookingStatus;
  pairs: readonly SlotFacility[];
}

export interface LabDayState {
  bookings: ReadonlyMap<string, LabDayBooking>;
  /** `slotId|facilityId` → the pending or approved booking holding it. */
  held: ReadonlyMap<string, string>;
}

export const initialState = (): LabDayState => ({ bookings: new Map(), held: new Map() });

export const pairKey = (p: SlotFacility): string => `${p.slotId}|${p.facilityId}`;

/** Every (slot, facility) pair a booking asks for, without repeats. */
export const pairsOf = (slots: readonly string[], facilityIds: readonly string[]): SlotFacility[] => {
  const seen = new Set<string>();
  const pairs: SlotFacility[] = [];
  for (const slotId of slots) {
    for (const facilityId of facilityIds) {
      const pair = { slotId, facilityId };
      if (!seen.has(pairKey(pair))) {
        seen.add(pairKey(pair));
        pairs.push(pair);
      }
    }
  }
  return pairs;
};

/** The pairs among `pairs` already held by a pending or approved booking. */
export const heldAmong = (state: LabDayState, pairs: readonly SlotFacility[]): SlotFacility[] =>
  pairs.filter((p) => state.held.has(pairKey(p)));

const withStatus = (state: LabDayState, bookingId: string, status: BookingStatus): LabDayState => {
  const booking = state.bookings.get(bookingId);
  if (!booking) return state;
  const bookings = new Map(state.bookings).set(bookingId, { ...booking, status });
  if (status !== 'rejected') return { bookings, held: state.held };
  const held = new Map(state.held);
  for (const p of booking.pairs) if (held.get(pairKey(p)) === bookingId) held.delete(pairKey(p));
  return { bookings, held };
};

export const evolve = (state: LabDayState, event: LabDayDecision): LabDayState => {
  switch (event.type) {
    case 'BookingRequested': {
      const { bookingId, slots, facilityIds } = event.data;
      const pairs = pairsOf(slots, facilityIds);
      const bookings = new Map(state.bookings).set(bookingId, { bookingId, status: 'pending', pairs });
      const held = new Map(state.held);
      for (const p of pairs) held.set(pairKey(p), bookingId);
      return { bookings, held };
    }
    case 'BookingApproved':
      return withStatus(state, event.data.bookingId, 'approved');
    case 'BookingRejected':
      return withStatus(state, event.data.bookingId, 'rejected');
  }
};

export const fold = (events: readonly LabDayDecision[], from: LabDayState = initialState()): LabDayState =>
  events.reduce(evolve, from);

const requestBooking = ({ data }: RequestBooking, state: LabDayState, now: Date): LabDayDecision[] => {
  const { bookingId, details, timezone, limits, clientKey } = data;
  const idParts = parseBookingId(bookingId);
  if (!idParts || idParts.lab !== details.lab || idParts.date !== details.date) {
    throw new BookingDomainError('BOOKING_ID_MISMATCH', 'The booking id does not belong to this lab and date.');
  }
  if (state.bookings.has(bookingId)) {
    throw new BookingDomainError('BOOKING_ALREADY_EXISTS', 'This booking has already been requested.');
  }
  const today = todayIn(timezone, now);
  // The booking form's own rules (contracts), in the order the decider has always applied them.
  const refusal = firstRefusal(
    () => slotCountRule(details.slots),
    () => knownSlotsRule(details.slots),
    () => facilityCountRule(details.facilityIds),
    () => notInPastRule(details.date, today),
    () => notStartedRule(details.slots, details.date, today, (slot, date) => hasSlotStarted(slot, date, timezone, now)),
    () => horizonRule(details.date, today, limits.horizonDays),
    () => facilityLimitRule(details.facilityIds, limits.maxFacilitiesPerBooking),
  );
  if (refusal) throw new BookingDomainError(refusal, messageText(BOOKING_RULE_MESSAGES[refusal]));
  const clashes = heldAmong(state, pairsOf(details.slots, details.facilityIds));
  if (clashes.length > 0) throw new BookingConflictError(clashes);
  return [
    {
      type: 'BookingRequested',
      version: 1,
      data: { ...details, bookingId, ...(clientKey !== undefined && { clientKey }) },
    },
  ];
};

const decideReview = (
  command: ApproveBooking | RejectBooking,
  state: LabDayState,
): LabDayDecision[] => {
  const { bookingId, notes } = command.data;
  const booking = state.bookings.get(bookingId);
  const parts = parseBookingId(bookingId);
  if (!booking || !parts) throw new BookingNotFoundError(bookingId);
  if (booking.status !== 'pending') throw new BookingAlreadyDecidedError(bookingId, booking.status);
  const data: BookingDecisionV1Data = { bookingId, lab: parts.lab, date: parts.date, notes };
  return command.type === 'ApproveBooking'
    ? [{ type: 'BookingApproved', version: 1, data }]
    : [{ type: 'BookingRejected', version: 1, data }];
};

export const decide = (command: LabDayCommand, state: LabDayState, now: Date): LabDayDecision[] => {
  switch (command.type) {
    case 'RequestBooking':
      return requestBooking(command, state, now);
    case 'ApproveBooking':
    case 'RejectBooking':
      return decideReview(command, state);
  }
};

/**
 * The lab-day stream a command is decided on: the one the request asks for, or the one a
 * booking's id names (a garbled id, or one of a lab that does not exist, is not found).
 */
export const labDayOf = (command: LabDayCommand): string => {
  if (command.type === 'RequestBooking') return labDayStreamId(command.data.details.lab, command.data.details.date);
  const parts = parseBookingId(command.data.bookingId);
  if (!parts || !findLab(parts.lab)) throw new BookingNotFoundError(command.data.bookingId);
  return labDayStreamId(parts.lab, parts.date);
};
