import { messageText } from '@centre/contracts';
import { BookingDomainError, BookingNotFoundError } from './booking.errors.js';
import { parseBookingId } from './booking-id.js';
import type { ClearBookingFlag, FlagBooking, LabDayBooking, LabDayDecision, LabDayState } from './lab-day.model.js';

/**
 * Flags on approved bookings (issue 28 item 3): staff decided something since the approval (a
 * closure, an outage, a retirement) and a reviewer must cancel the booking or keep it. Pure
 * decisions on the lab-day's state, like the booking's other steps.
 */

type FlagDecision = Extract<LabDayDecision, { type: 'BookingFlagged' | 'BookingFlagCleared' }>;

const bookingOf = (state: LabDayState, bookingId: string): LabDayBooking & { lab: string } => {
  const booking = state.bookings.get(bookingId);
  const parts = parseBookingId(bookingId);
  if (!booking || !parts) throw new BookingNotFoundError(bookingId);
  return { ...booking, lab: parts.lab };
};

/**
 * Once per booking and operation: a repeat (a second instance, a restart's sweep, a flag a
 * reviewer already answered) decides nothing, so the append that carries it is the only one.
 */
export const flagBooking = ({ data }: FlagBooking, state: LabDayState): FlagDecision[] => {
  const booking = bookingOf(state, data.bookingId);
  if (booking.flaggedBy?.includes(data.operationId)) return [];
  if (booking.status !== 'approved') {
    throw new BookingDomainError('BOOKING_NOT_APPROVED', messageText('review.notApproved'));
  }
  const { operationId, kind, words } = data;
  return [{ type: 'BookingFlagged', version: 1, data: { bookingId: booking.bookingId, lab: booking.lab, date: booking.date, operationId, kind, words } }];
};

/** "Keep booking", with a note (required): every flag it carries goes; the history keeps both. */
export const clearBookingFlag = ({ data }: ClearBookingFlag, state: LabDayState): FlagDecision[] => {
  const booking = bookingOf(state, data.bookingId);
  if ((booking.flags?.length ?? 0) === 0) {
    throw new BookingDomainError('BOOKING_NOT_FLAGGED', messageText('review.notFlagged'));
  }
  if (data.notes.trim() === '') throw new BookingDomainError('REASON_REQUIRED', messageText('review.reasonRequired'));
  return [{ type: 'BookingFlagCleared', version: 1, data: { bookingId: booking.bookingId, lab: booking.lab, date: booking.date, notes: data.notes.trim() } }];
};

/** The booking's flags after a flag event; any other event leaves them (a closing one drops them). */
export const evolveFlags = (booking: LabDayBooking, event: LabDayDecision): LabDayBooking => {
  if (event.type === 'BookingFlagged') {
    const { operationId } = event.data;
    return {
      ...booking,
      flags: [...(booking.flags ?? []).filter((id) => id !== operationId), operationId],
      flaggedBy: [...(booking.flaggedBy ?? []).filter((id) => id !== operationId), operationId],
    };
  }
  if (event.type === 'BookingFlagCleared' || booking.status !== 'approved') return { ...booking, flags: [] };
  return booking;
};
