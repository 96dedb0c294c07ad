import { Controller, Get, Header, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { reviewPageBooking, type GetBookingResponse } from '@centre/contracts';
import { ReviewAccessGuard } from '../../../auth/index.js';
import { GetBookingQuery } from './get-booking.query.js';

/** GET /api/bookings/:id — only for a reviewer, an admin, or the booking's signed review link. */
@Controller('api/bookings')
export class GetBookingController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(':id')
  @UseGuards(ReviewAccessGuard)
  // The booker's name, email and phone: no browser or proxy keeps a copy.
  @Header('Cache-Control', 'no-store')
  async get(@Param('id') id: string): Promise<GetBookingResponse> {
    const booking = reviewPageBooking(await this.queryBus.execute(new GetBookingQuery(id)));
    return { success: true, booking };
  }
}
