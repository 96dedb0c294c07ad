import { Controller, Get, Header, HttpException, HttpStatus, Param, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { apiError, receiptOf, RECEIPT_TOKEN_HEADER, type BookingReceiptResponse } from '@centre/contracts';
import { ReviewLinkService } from '../../../auth/index.js';
import { GetBookingQuery } from '../get-booking/get-booking.query.js';

/**
 * GET /api/bookings/:id/receipt — the thank-you page's summary of a request just sent. No
 * session: the receipt that the request's answer carried is the proof of being its booker.
 * It reads the log (no projection lag right after the request) and grants nothing more.
 */
@Controller('api/bookings')
export class BookingReceiptController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly links: ReviewLinkService,
  ) {}

  @Get(':id/receipt')
  @Header('Cache-Control', 'no-store')
  async get(@Param('id') id: string, @Req() request: Request): Promise<BookingReceiptResponse> {
    const token = request.header(RECEIPT_TOKEN_HEADER);
    if (token === undefined || !this.links.verifyReceipt(token, id).ok) {
      throw new HttpException(apiError('REVIEW_ACCESS_DENIED', 'bookingSubmit.receiptInvalid'), HttpStatus.UNAUTHORIZED);
    }
    const { record } = await this.queryBus.execute(new GetBookingQuery(id));
    return { success: true, receipt: receiptOf(record) };
  }
}
