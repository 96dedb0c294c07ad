import { Body, Controller, Get, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import {
  bookerView,
  hasSlotStarted,
  holdsCells,
  slotIdFromLabel,
  type Actor,
  type BookerBookingResponse,
  type BookingRecord,
  type BookingStepResponse,
} from '@centre/contracts';
import { BookerAccessGuard, CurrentActor, SameOriginGuard } from '../../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { reasonOf } from '../commands/cancel-reason.js';
import { commandContextOf } from '../commands/command-context.js';
import { RunLabDayCommand } from '../commands/lab-day.handler.js';
import { GetBookingQuery } from '../queries/get-booking/get-booking.query.js';

/**
 * The booker's own routes, opened by the signed link in their mails (DESIGN 6): their
 * booking with its history, confirming it (idempotent) and cancelling it before it starts.
 */
@Controller('api/my-bookings')
@UseGuards(SameOriginGuard, BookerAccessGuard)
export class MyBookingController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get(':id')
  async get(@Param('id') id: string, @Res({ passthrough: true }) response: Response): Promise<BookerBookingResponse> {
    response.setHeader('Cache-Control', 'no-store');
    const found = await this.queryBus.execute(new GetBookingQuery(id));
    return { success: true, booking: bookerView(found, this.canCancel(found.record)) };
  }

  @Post(':id/confirm')
  @HttpCode(200)
  confirm(@Param('id') id: string, @Req() request: Request, @Res({ passthrough: true }) response: Response, @CurrentActor() actor: Actor) {
    return this.step(new RunLabDayCommand({ type: 'ConfirmBooking', data: { bookingId: id } }, commandContextOf(request, response, actor)), id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  cancel(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @CurrentActor() actor: Actor,
  ): Promise<BookingStepResponse> {
    const data = { bookingId: id, by: 'booker' as const, reason: reasonOf(body), timezone: this.config.centreTimezone };
    return this.step(new RunLabDayCommand({ type: 'CancelBooking', data }, commandContextOf(request, response, actor)), id);
  }

  private async step(run: RunLabDayCommand, id: string): Promise<BookingStepResponse> {
    const { position } = await this.commandBus.execute(run);
    const { record } = await this.queryBus.execute(new GetBookingQuery(id));
    return { success: true, status: record.status, position };
  }

  private canCancel(record: BookingRecord): boolean {
    const first = slotIdFromLabel(record.timeSlots[0] ?? '');
    return holdsCells(record.status) && first !== undefined && !hasSlotStarted(first, record.date, this.config.centreTimezone, this.clock.now());
  }
}
