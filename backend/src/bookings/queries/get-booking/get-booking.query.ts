import { Query } from '@nestjs/cqrs';
import type { BookingView } from './booking-view.js';

export class GetBookingQuery extends Query<BookingView> {
  constructor(readonly bookingId: string) {
    super();
  }
}
