import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { bookingFromLog, findLab, labDayStreamId, type BookingWithHistory } from '@centre/contracts';
import { EVENT_STORE, type EventStore } from '../../../shared/event-store/event-store.port.js';
import { parseBookingId } from '../../domain/booking-id.js';
import { BookingNotFoundError } from '../../domain/booking.errors.js';
import { GetBookingQuery } from './get-booking.query.js';

/**
 * Reads the booking from its lab-day stream (found from the id), so the reviewer sees the
 * log itself: no projection lag between a decision and the page that shows it.
 */
@QueryHandler(GetBookingQuery)
export class GetBookingHandler implements IQueryHandler<GetBookingQuery, BookingWithHistory> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ bookingId }: GetBookingQuery): Promise<BookingWithHistory> {
    const parts = parseBookingId(bookingId);
    if (!parts || !findLab(parts.lab)) throw new BookingNotFoundError(bookingId);
    const { events } = await this.store.readStream(labDayStreamId(parts.lab, parts.date));
    const found = bookingFromLog(bookingId, events);
    if (!found) throw new BookingNotFoundError(bookingId);
    return found;
  }
}
