import { Query } from '@nestjs/cqrs';
import type { BookingWithHistory } from '@centre/contracts';

/** One booking and its history, read from its lab-day stream; each reader shapes it for its page. */
export class GetBookingQuery extends Query<BookingWithHistory> {
  constructor(readonly bookingId: string) {
    super();
  }
}
