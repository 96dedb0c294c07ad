import { cancellableUntil, dueExpiry, hasSlotStarted, holdsCells, messageText, slotStartsAt, type BookingDecisionV1Data } from '@centre/contracts';
import {
  BookingAlreadyDecidedError,
  BookingClosedError,
  BookingDomainError,
  BookingNotFoundError,
} from './booking.errors.js';
import { parseBookingId } from './booking-id.js';
import type {
  ApproveBooking,
  CancelBooking,
  ConfirmBooking,
  ExpireBooking,
  LabDayBooking,
  LabDayDecision,
  LabDayState,
  RejectBooking,
} from './lab-day.model.js';

/**
 * The steps of a booking's life after its request (DESIGN 3), each a pure decision on the
 * lab-day's state: events, or a typed refusal of the illegal transition.
 */

/** The booking a command names, refused when this lab-day holds no such request. */
const bookingNamed = (state: LabDayState, bookingId: string): LabDayBooking & { lab: string } => {
  const booking = state.bookings.get(bookingId);
  const parts = parseBookingId(bookingId);
  if (!booking || !parts) throw new BookingNotFoundError(bookingId);
  return { ...booking, lab: parts.lab };
};

/** The refusal of any step out of a decided or closed booking; undefined while it is undecided. */
const refusalOfFinished = (booking: LabDayBooking): BookingDomainError | undefined => {
  const { bookingId, status } = booking;
  if (status === 'approved' || status === 'rejected') return new BookingAlreadyDecidedError(bookingId, status);
  if (status === 'cancelled' || status === 'expired') return new BookingClosedError(bookingId, status);
  return undefined;
};

export const confirmBooking = ({ data }: ConfirmBooking, state: LabDayState, now: Date): LabDayDecision[] => {
  const booking = bookingNamed(state, data.bookingId);
  // A second click on the link, or a click after the lab has approved, changes nothing.
  if (booking.status === 'pending' || booking.status === 'approved') return [];
  const refusal = refusalOfFinished(booking);
  if (refusal) throw refusal;
  // Past its window the request is the scheduler's to expire, even if it has not yet run.
  if (booking.confirmBy !== null && Date.parse(booking.confirmBy) <= now.getTime()) {
    throw new BookingClosedError(booking.bookingId, 'expired');
  }
  return [{ type: 'BookingConfirmed', version: 1, data: { bookingId: booking.bookingId, lab: booking.lab, date: booking.date } }];
};

/** A reviewer decides an undecided booking; deciding an unconfirmed one counts as confirmed. */
export const decideReview = (command: ApproveBooking | RejectBooking, state: LabDayState): LabDayDecision[] => {
  const booking = bookingNamed(state, command.data.bookingId);
  const refusal = refusalOfFinished(booking);
  if (refusal) throw refusal;
  const data: BookingDecisionV1Data = {
    bookingId: booking.bookingId,
    lab: booking.lab,
    date: booking.date,
    notes: command.data.notes,
  };
  return command.type === 'ApproveBooking'
    ? [{ type: 'BookingApproved', version: 1, data }]
    : [{ type: 'BookingRejected', version: 1, data }];
};

/**
 * The booker cancels before the first slot starts, and not within the lab's notice to cancel; a
 * reviewer at any time, with a reason.
 */
export const cancelBooking = ({ data }: CancelBooking, state: LabDayState, now: Date): LabDayDecision[] => {
  const booking = bookingNamed(state, data.bookingId);
  if (!holdsCells(booking.status)) throw refusalOfFinished(booking) ?? new BookingNotFoundError(data.bookingId);
  const reason = data.reason.trim();
  if (data.by === 'reviewer' && reason === '') {
    throw new BookingDomainError('REASON_REQUIRED', messageText('review.reasonRequired'));
  }
  const first = booking.slots[0];
  if (data.by === 'booker' && (first === undefined || hasSlotStarted(first, booking.date, data.timezone, now))) {
    throw new BookingDomainError('BOOKING_STARTED', messageText('review.alreadyStarted'));
  }
  const notice = data.cancelNoticeHours ?? 0;
  const starts = first === undefined ? undefined : slotStartsAt(first, booking.date, data.timezone);
  if (data.by === 'booker' && notice > 0 && starts && now >= cancellableUntil(starts, notice)) {
    throw new BookingDomainError('CANCEL_NOTICE_PASSED', messageText('review.cancelNoticePassed'));
  }
  return [
    {
      type: 'BookingCancelled',
      version: 1,
      data: { bookingId: booking.bookingId, lab: booking.lab, date: booking.date, by: data.by, reason },
    },
  ];
};

/** Expires a booking whose deadline has passed; anything else is refused, so a repeat is harmless. */
export const expireBooking = ({ data }: ExpireBooking, state: LabDayState, now: Date): LabDayDecision[] => {
  const booking = bookingNamed(state, data.bookingId);
  const refusal = refusalOfFinished(booking);
  if (refusal) throw refusal;
  const due = dueExpiry(booking, data.timezone, data.decisionLeadMinutes, now);
  if (!due) throw new BookingDomainError('BOOKING_NOT_DUE', messageText('review.notDue'));
  return [
    {
      type: 'BookingExpired',
      version: 1,
      data: { bookingId: booking.bookingId, lab: booking.lab, date: booking.date, ...due },
    },
  ];
};
