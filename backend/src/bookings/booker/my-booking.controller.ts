import { Body, Controller, Get, HttpCode, Inject, Optional, Param, Post, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import {
  bookerView,
  cancellableUntil,
  hasSlotStarted,
  holdsCells,
  slotIdFromLabel,
  slotStartsAt,
  type BookerBookingResponse,
  type BookingRecord,
  type BookingStepResponse,
} from '@centre/contracts';
import { BookerAccessGuard, SameOriginGuard } from '../../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { reasonOf } from '../commands/cancel-reason.js';
import { LabDayCommandContext } from '../commands/command-context.decorator.js';
import { RunLabDayCommand, type CommandContext } from '../commands/lab-day.handler.js';
import type { LabDayCommand } from '../domain/lab-day.decider.js';
import { GetBookingQuery } from '../queries/get-booking/get-booking.query.js';
import { LAB_DAY_OPERATIONS_READER, type LabDayOperationsReader } from '../queries/lab-day-operations/lab-day-operations.reader.js';
import { parseBookingId } from '../domain/booking-id.js';

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
    @Optional() @Inject(LAB_DAY_OPERATIONS_READER) private readonly labOperations?: LabDayOperationsReader,
  ) {}

  @Get(':id')
  async get(@Param('id') id: string, @Res({ passthrough: true }) response: Response): Promise<BookerBookingResponse> {
    response.setHeader('Cache-Control', 'no-store');
    const [found, notice] = await Promise.all([this.queryBus.execute(new GetBookingQuery(id)), this.cancelNoticeHours(id)]);
    // Told only before the first slot starts: after it, the page says it has started.
    const until = this.canCancel(found.record) ? this.cancelUntil(found.record, notice) : undefined;
    const canCancel = until !== undefined && this.clock.now() < until;
    return { success: true, booking: bookerView(found, canCancel, until?.toISOString()) };
  }

  @Post(':id/confirm')
  @HttpCode(200)
  confirm(@Param('id') id: string, @LabDayCommandContext() context: CommandContext): Promise<BookingStepResponse> {
    return this.step({ type: 'ConfirmBooking', data: { bookingId: id } }, context, id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@Param('id') id: string, @Body() body: unknown, @LabDayCommandContext() context: CommandContext): Promise<BookingStepResponse> {
    const cancelNoticeHours = await this.cancelNoticeHours(id);
    const data = { bookingId: id, by: 'booker' as const, reason: reasonOf(body), timezone: this.config.centreTimezone, cancelNoticeHours };
    return this.step({ type: 'CancelBooking', data }, context, id);
  }

  private async step(command: LabDayCommand, context: CommandContext, id: string): Promise<BookingStepResponse> {
    const { position } = await this.commandBus.execute(new RunLabDayCommand(command, context));
    const { record } = await this.queryBus.execute(new GetBookingQuery(id));
    return { success: true, status: record.status, position };
  }

  /** The lab's notice to cancel (lab limits, from the lab-operations read model); 0 when unknown. */
  private async cancelNoticeHours(id: string): Promise<number> {
    const parts = parseBookingId(id);
    if (!parts || !this.labOperations) return 0;
    return (await this.labOperations.operations(parts.lab, parts.date))?.limits?.cancelNoticeHours ?? 0;
  }

  private cancelUntil(record: BookingRecord, noticeHours: number): Date | undefined {
    const first = slotIdFromLabel(record.timeSlots[0] ?? '');
    const starts = first === undefined ? undefined : slotStartsAt(first, record.date, this.config.centreTimezone);
    return starts ? cancellableUntil(starts, noticeHours) : undefined;
  }

  private canCancel(record: BookingRecord): boolean {
    const first = slotIdFromLabel(record.timeSlots[0] ?? '');
    return holdsCells(record.status) && first !== undefined && !hasSlotStarted(first, record.date, this.config.centreTimezone, this.clock.now());
  }
}
