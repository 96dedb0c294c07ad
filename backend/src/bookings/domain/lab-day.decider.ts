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
  catalogueRefusal,
  lentWithAnotherIn,
  trainingRequiredIn,
  facilityNameIn,
  namesRecordedIn,
} from '@centre/contracts';
import { cancelBooking, confirmBooking, decideReview, expireBooking } from './booking-steps.js';
import {
  BookingConflictError,
  BookingDomainError,
  BookingNotFoundError,
  FacilityRetiredError,
  TrainingRequiredError,
  type SlotFacility,
} from './booking.errors.js';
import { parseBookingId } from './booking-id.js';
import { pairKey, pairsOf } from './lab-day.cells.js';
import type { ExpireDueBookings, LabDayBooking, LabDayCommand, LabDayDecision, LabDayState, RequestBooking } from './lab-day.model.js';
import { clearBookingFlag, evolveFlags, flagBooking } from './flag-steps.js';
import { claimableOffer, endWait, evolveWaitlist, isWaitlistDecision, joinWaitlist, lapseWaitOffer, leaveWaitlist, offersAfter } from './waitlist-steps.js';

/**
 * The lab-day aggregate (DESIGN.md section 3) as a pure decider: `decide` takes a command,
 * the state folded from the stream and the time, and returns events or throws a typed
 * error; `evolve` folds one event into the state. No I/O, no clock of its own.
 */

export type {
  ApproveBooking,
  CancelBooking,
  ClaimWaitOffer,
  ClearBookingFlag,
  ConfirmBooking,
  EndWait,
  ExpireBooking,
  ExpireDueBookings,
  FlagBooking,
  JoinWaitlist,
  LabDayBooking,
  LabDayWaiter,
  LapseWaitOffer,
  LeaveWaitlist,
  LabDayCommand,
  LabDayDecision,
  LabDayState,
  RejectBooking,
  RequestBooking,
} from './lab-day.model.js';

export const initialState = (): LabDayState => ({ bookings: new Map(), held: new Map(), waiters: new Map() });

export { pairKey, pairsOf } from './lab-day.cells.js';

/** The pairs among `pairs` already held by a booking or an offer (other than `except`'s). */
export const heldAmong = (state: LabDayState, pairs: readonly SlotFacility[], except?: string): SlotFacility[] =>
  pairs.filter((p) => {
    const holder = state.held.get(pairKey(p));
    return holder !== undefined && holder !== except;
  });

/** Status from contracts' one transition fold; cells held or freed as that status says. */
export const evolve = (state: LabDayState, event: LabDayDecision): LabDayState => {
  if (isWaitlistDecision(event)) return evolveWaitlist(state, event);
  const status = statusAfterEvent(event);
  if (event.type === 'BookingRequested') {
    const { bookingId, slots, facilityIds, date, confirmBy, decideBy, email } = event.data;
    const pairs = pairsOf(slots, facilityIds);
    const booking: LabDayBooking = { bookingId, status, pairs, date, slots, confirmBy, decideBy, email };
    const held = new Map(state.held);
    for (const p of pairs) held.set(pairKey(p), bookingId);
    return { ...state, bookings: new Map(state.bookings).set(bookingId, booking), held };
  }
  const booking = state.bookings.get(event.data.bookingId);
  if (!booking) return state;
  const bookings = new Map(state.bookings).set(booking.bookingId, evolveFlags({ ...booking, status }, event));
  if (holdsCells(status)) return { ...state, bookings };
  const held = new Map(state.held);
  for (const p of booking.pairs) if (held.get(pairKey(p)) === booking.bookingId) held.delete(pairKey(p));
  return { ...state, bookings, held };
};

export const fold = (events: readonly LabDayDecision[], from: LabDayState = initialState()): LabDayState =>
  events.reduce(evolve, from);

/** Every rule of a request but the clash: what a request, a wait and a claim all pass. */
const checkRequest = (data: RequestBooking['data'], state: LabDayState, now: Date): void => {
  const { bookingId, details, timezone } = data;
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
  // The lab's current catalogue (read by the handler); without it, the spec's flags judge.
  const { catalogue } = data;
  const notInCatalogue = catalogue ? catalogueRefusal(catalogue, details.facilityIds) : null;
  // The booking form's own rules (contracts), in the order the decider has always applied them.
  const refusal = firstRefusal(
    () => slotCountRule(details.slots),
    () => knownSlotsRule(details.slots),
    () => facilityCountRule(details.facilityIds),
    () => notInPastRule(details.date, today),
    () => notStartedRule(details.slots, details.date, today, (slot, date) => hasSlotStarted(slot, date, timezone, now)),
    () => horizonRule(details.date, today, limits.horizonDays),
    () => facilityLimitRule(details.facilityIds, limits.maxFacilitiesPerBooking),
    () => notInCatalogue?.code ?? null,
    () => notLentItemsAloneRule(details.facilityIds, catalogue && lentWithAnotherIn(catalogue)),
    // The lab's hours as set in the console come with its operations; the catalogue's until then.
    () => labOpenOnDateRule(details.lab, details.date, data.operations?.hours),
    () => slotsOpenRule(details.lab, details.date, details.slots, data.operations?.hours),
  );
  if (refusal === 'FACILITY_RETIRED' && notInCatalogue?.facility) throw new FacilityRetiredError(notInCatalogue.facility.name);
  if (refusal) throw new BookingDomainError(refusal, messageText(BOOKING_RULE_MESSAGES[refusal]));
  const closedBy = data.operations && operationsRule(data.operations, details.date, details.slots, details.facilityIds, facilityNameIn(catalogue));
  if (closedBy) throw new BookingDomainError(closedBy.code, closedBy.message, closedBy.note);
  const untrained = untrainedFacilities(details.facilityIds, data.qualifications ?? {}, details.date, catalogue && trainingRequiredIn(catalogue));
  if (untrained.length > 0) throw new TrainingRequiredError(untrained, untrained.map(facilityNameIn(catalogue)));
};

/** A request (or a claimed offer, whose cells its own id holds) takes free cells only. */
const requestBooking = ({ data }: RequestBooking, state: LabDayState, now: Date): LabDayDecision[] => {
  const { bookingId, details, timezone, clientKey } = data;
  checkRequest(data, state, now);
  const clashes = heldAmong(state, pairsOf(details.slots, details.facilityIds), bookingId);
  if (clashes.length > 0) throw new BookingConflictError(clashes, facilityNameIn(data.catalogue));
  const deadlines = data.deadlines
    ? requestDeadlines(details, timezone, data.deadlines, now)
    : { confirmBy: null, decideBy: null };
  return [
    {
      type: 'BookingRequested',
      version: 2,
      data: {
        ...details,
        bookingId,
        ...(clientKey !== undefined && { clientKey }),
        ...deadlines,
        ...namesRecordedIn(data.catalogue, details.facilityIds),
      },
    },
  ];
};

/** A decision that may free cells offers them, in the same append, to the waiters first in line. */
const thenOffer = (decisions: LabDayDecision[], state: LabDayState, now: Date): LabDayDecision[] => [
  ...decisions,
  ...offersAfter(fold(decisions, state), now),
];

export const decide = (command: LabDayCommand, state: LabDayState, now: Date): LabDayDecision[] => {
  switch (command.type) {
    case 'RequestBooking':
      return requestBooking(command, state, now);
    case 'ConfirmBooking':
      return confirmBooking(command, state, now);
    case 'ApproveBooking':
    case 'RejectBooking':
      return thenOffer(decideReview(command, state), state, now);
    case 'CancelBooking':
      return thenOffer(cancelBooking(command, state, now), state, now);
    case 'ExpireBooking':
      return thenOffer(expireBooking(command, state, now), state, now);
    case 'JoinWaitlist':
      checkRequest(command.data, state, now);
      return joinWaitlist(command, state);
    case 'ClaimWaitOffer': {
      const { claimed, details } = claimableOffer(command, state, now);
      return [claimed, ...requestBooking({ type: 'RequestBooking', data: { ...command.data, details } }, fold([claimed], state), now)];
    }
    case 'LeaveWaitlist':
      return thenOffer(leaveWaitlist(command, state), state, now);
    case 'LapseWaitOffer':
      return thenOffer(lapseWaitOffer(command, state, now), state, now);
    case 'ExpireDueBookings':
      return expireDueBookings(command, state, now);
    case 'EndWait':
      return endWait(command, state, now);
    case 'FlagBooking':
      return flagBooking(command, state);
    case 'ClearBookingFlag':
      return clearBookingFlag(command, state);
  }
};

/**
 * A lab-day's due bookings in one decision: each listed booking decided in turn as its own
 * ExpireBooking would be on the state the earlier ones left, so the events are those the single
 * commands would append one after another. A booking that command would refuse is skipped; only
 * when every one is skipped is the batch refused, with its first booking's refusal, so that a
 * refusal decided on a stale cache is decided again on the stream.
 */
const expireDueBookings = ({ data }: ExpireDueBookings, state: LabDayState, now: Date): LabDayDecision[] => {
  const { bookingIds, timezone, decisionLeadMinutes } = data;
  const decisions: LabDayDecision[] = [];
  let current = state;
  let firstRefusal: BookingDomainError | undefined;
  for (const bookingId of bookingIds) {
    try {
      const step = decide({ type: 'ExpireBooking', data: { bookingId, timezone, decisionLeadMinutes } }, current, now);
      decisions.push(...step);
      current = fold(step, current);
    } catch (error: unknown) {
      if (!(error instanceof BookingDomainError)) throw error;
      firstRefusal ??= error;
    }
  }
  if (decisions.length === 0 && firstRefusal) throw firstRefusal;
  return decisions;
};

/**
 * The lab-day stream a command is decided on: the one the request asks for, or the one a
 * booking's id names (a garbled id, or one of a lab that does not exist, is not found).
 */
export const labDayOf = (command: LabDayCommand): string => {
  if (command.type === 'RequestBooking') return labDayStreamId(command.data.details.lab, command.data.details.date);
  if (command.type === 'ExpireDueBookings') {
    const { lab, date } = command.data;
    // None of a lab that does not exist can be found (the refusal names the first).
    if (!findLab(lab)) throw new BookingNotFoundError(command.data.bookingIds[0] ?? lab);
    return labDayStreamId(lab, date);
  }
  const parts = parseBookingId(command.data.bookingId);
  if (!parts || !findLab(parts.lab)) throw new BookingNotFoundError(command.data.bookingId);
  return labDayStreamId(parts.lab, parts.date);
};
