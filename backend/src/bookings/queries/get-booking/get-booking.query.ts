import { Query } from '@nestjs/cqrs';
import type { ReviewPageBooking } from '@centre/contracts';

export class GetBookingQuery extends Query<ReviewPageBooking> {
  constructor(readonly bookingId: string) {
    super();
  }
}
