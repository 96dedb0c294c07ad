import { findLab, labDayStreamId } from '@centre/contracts';
import { parseBookingId } from '../../domain/booking-id.js';
import { BookingNotFoundError } from '../../domain/booking.errors.js';

/** The stream a booking lives in, from its id alone; a garbled or foreign id is not found. */
export const labDayOfBooking = (bookingId: string): string => {
  const parts = parseBookingId(bookingId);
  if (!parts || !findLab(parts.lab)) throw new BookingNotFoundError(bookingId);
  return labDayStreamId(parts.lab, parts.date);
};
