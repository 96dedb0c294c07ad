import {
  BOOKING_RULE_MESSAGES,
  holdsCells,
  requestDeadlines,
  statusAfterEvent,
  facilityCountRule,
  facilityLimitRule,
  findLab,
  firstRefusal,
  hasSlotStarted,
  horizonRule,
  knownSlotsRule,
  labLimitsOf,
  labOpenOnDateRule,
  labDayStreamId,
  messageText,
  notInPastRule,
  notLentItemsAloneRule,
  notStartedRule,
  operationsRule,
  slotCountRule,
  slotsOpenRule,
  todayIn,
  untrainedFacilities,
} from '@centre/contracts';
import { cancelBooking, confirmBooking, decideReview, expireBooking } from './booking-steps.js';
import {
  BookingConflictError,
  BookingDomainError,
  BookingNotFoundError,
  TrainingRequiredError,
  type SlotFacility,
} from './booking.errors.js';
import { parseBookingId } from './booking-id.js';
import type { LabDayBooking, LabDayCommand, LabDayDecision, LabDayState, RequestBooking } from './lab-day.model.js';

/**
 * The lab-day aggregate (DESIGN.md section 3) as a pure decider: `decide` takes a command,
 * the state folded from the stream and the time, and returns events or throws a typed
 * error; `evolve` folds one event into the state. No I/O, no clock of its own.
 */

export type {
  ApproveBooking,
  CancelBooking,
  ConfirmBooking,
  ExpireBooking,
  LabDayBooking,
  LabDayCommand,
  LabDayDecision,
  LabDayState,
  RejectBooking,
  RequestBooking,
} from './lab-day.model.js';

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

/** The pairs among `pairs` already held by a booking. */
export const heldAmong = (state: LabDayState, pairs: readonly SlotFacility[]): SlotFacility[] =>
  pairs.filter((p) => state.held.has(pairKey(p)));

/** Status from contracts' one transition fold; cells held or freed as that status says. */
export const evolve = (state: LabDayState, event: LabDayDecision): LabDayState => {
  const status = statusAfterEvent(event);
  if (event.type === 'BookingRequested') {
    const { bookingId, slots, facilityIds, date, confirmBy, decideBy } = event.data;
    const pairs = pairsOf(slots, facilityIds);
    const booking: LabDayBooking = { bookingId, status, pairs, date, slots, confirmBy, decideBy };
    const held = new Map(state.held);
    for (const p of pairs) held.set(pairKey(p), bookingId);
    return { bookings: new Map(state.bookings).set(bookingId, booking), held };
  }
  const booking = state.bookings.get(event.data.bookingId);
  if (!booking) return state;
  const bookings = new Map(state.bookings).set(booking.bookingId, { ...booking, status });
  if (holdsCells(status)) return { bookings, held: state.held };
  const held = new Map(state.held);
  for (const p of booking.pairs) if (held.get(pairKey(p)) === booking.bookingId) held.delete(pairKey(p));
  return { bookings, held };
};

export const fold = (events: readonly LabDayDecision[], from: LabDayState = initialState()): LabDayState =>
  events.reduce(evolve, from);

const requestBooking = ({ data }: RequestBooking, state: LabDayState, now: Date): LabDayDecision[] => {
  const { bookingId, details, timezone, clientKey } = data;
  // The lab's limits set in the console (lab operations) rule; the configured ones until then.
  const limits = labLimitsOf(data.limits, data.operations?.limits);
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
    () => notLentItemsAloneRule(details.facilityIds),
    () => labOpenOnDateRule(details.lab, details.date),
    () => slotsOpenRule(details.lab, details.date, details.slots),
  );
  if (refusal) throw new BookingDomainError(refusal, messageText(BOOKING_RULE_MESSAGES[refusal]));
  const closedBy = data.operations && operationsRule(data.operations, details.date, details.slots, details.facilityIds);
  if (closedBy) throw new BookingDomainError(closedBy.code, closedBy.message);
  const untrained = untrainedFacilities(details.facilityIds, data.qualifications ?? {}, details.date);
  if (untrained.length > 0) throw new TrainingRequiredError(untrained);
  const clashes = heldAmong(state, pairsOf(details.slots, details.facilityIds));
  if (clashes.length > 0) throw new BookingConflictError(clashes);
  const deadlines = data.deadlines
    ? requestDeadlines(details, timezone, data.deadlines, now)
    : { confirmBy: null, decideBy: null };
  return [
    {
      type: 'BookingRequested',
      version: 2,
      data: { ...details, bookingId, ...(clientKey !== undefined && { clientKey }), ...deadlines },
    },
  ];
};

export const decide = (command: LabDayCommand, state: LabDayState, now: Date): LabDayDecision[] => {
  switch (command.type) {
    case 'RequestBooking':
      return requestBooking(command, state, now);
    case 'ConfirmBooking':
      return confirmBooking(command, state, now);
    case 'ApproveBooking':
    case 'RejectBooking':
      return decideReview(command, state);
    case 'CancelBooking':
      return cancelBooking(command, state, now);
    case 'ExpireBooking':
      return expireBooking(command, state, now);
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
