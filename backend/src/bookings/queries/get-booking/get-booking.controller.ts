import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ReviewAccessGuard } from '../../../auth/review-access.guard.js';
import { GetBookingQuery } from './get-booking.query.js';
import type { BookingView } from './booking-view.js';

/** GET /api/bookings/:id — only for a reviewer, an admin, or the booking's signed review link. */
@Controller('api/bookings')
export class GetBookingController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id')
  @UseGuards(ReviewAccessGuard)
  async get(@Param('id') id: string): Promise<{ success: true; booking: BookingView }> {
    const booking = await this.queryBus.execute(new GetBookingQuery(id));
    return { success: true, booking };
  }
}
