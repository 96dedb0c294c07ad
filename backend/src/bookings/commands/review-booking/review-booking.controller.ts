import { Body, Controller, HttpCode, Inject, Param, Post, Put, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  parseReviewAction,
  reviewSuccessMessage,
  statusAfter,
  type BookingStepResponse,
  type ReviewAction,
  type UpdateBookingStatusResponse,
} from '@centre/contracts';
import { ReviewAccessGuard, SameOriginGuard } from '../../../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { reasonOf } from '../cancel-reason.js';
import { RequestValidationError } from '../../../shared/http/http-errors.js';
import { IdempotencyInterceptor } from '../../../shared/idempotency/idempotency.interceptor.js';
import { LabDayCommandContext } from '../command-context.decorator.js';
import type { LabDayCommand } from '../../domain/lab-day.decider.js';
import { RunLabDayCommand, type CommandContext } from '../lab-day.handler.js';
import { ReviewerReachGuard } from './reviewer-reach.guard.js';

/** PUT …/status answers as POST …/approve and …/reject do (`DecideBookingResponse`). */
type ReviewBookingResponse = UpdateBookingStatusResponse;

/** The review page's two variants (spec 7): PUT …/status with the verb and notes, or POST …/approve|reject. */
@Controller('api/bookings')
// A decision changes state: refuse cross-site requests before looking at who asks, then
// whether they may decide this lab's bookings.
@UseGuards(SameOriginGuard, ReviewAccessGuard, ReviewerReachGuard)
@UseInterceptors(IdempotencyInterceptor)
export class ReviewBookingController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Put(':id/status')
  @HttpCode(200)
  setStatus(@Param('id') id: string, @Body() body: unknown, @LabDayCommandContext() context: CommandContext): Promise<ReviewBookingResponse> {
    const parsed = parseReviewAction(body);
    if (!parsed.ok) throw RequestValidationError.of(parsed);
    return this.review(parsed.value.action, id, parsed.value.adminNotes, context);
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(@Param('id') id: string, @LabDayCommandContext() context: CommandContext): Promise<ReviewBookingResponse> {
    return this.review('approve', id, '', context);
  }

  @Post(':id/reject')
  @HttpCode(200)
  reject(@Param('id') id: string, @LabDayCommandContext() context: CommandContext): Promise<ReviewBookingResponse> {
    return this.review('reject', id, '', context);
  }

  /** A reviewer cancels a booking (approved or not) with a reason, which goes into the booker's mail. */
  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@Param('id') id: string, @Body() body: unknown, @LabDayCommandContext() context: CommandContext): Promise<BookingStepResponse> {
    const data = { bookingId: id, by: 'reviewer' as const, reason: reasonOf(body), timezone: this.config.centreTimezone };
    return { success: true, status: 'cancelled', position: await this.run({ type: 'CancelBooking', data }, context) };
  }

  /**
   * "Keep booking": a reviewer keeps an approved booking flagged since (a closure, an outage, a
   * retirement), with a note (`reason` in the body, as a cancellation's); the flag goes.
   */
  @Post(':id/keep')
  @HttpCode(200)
  async keep(@Param('id') id: string, @Body() body: unknown, @LabDayCommandContext() context: CommandContext): Promise<BookingStepResponse> {
    const data = { bookingId: id, notes: reasonOf(body) };
    return { success: true, status: 'approved', position: await this.run({ type: 'ClearBookingFlag', data }, context) };
  }

  private async review(action: ReviewAction, id: string, notes: string, context: CommandContext): Promise<ReviewBookingResponse> {
    const type = action === 'approve' ? 'ApproveBooking' : 'RejectBooking';
    const position = await this.run({ type, data: { bookingId: id, notes } }, context);
    return {
      success: true,
      message: reviewSuccessMessage(action),
      status: statusAfter(action),
      position,
    };
  }

  /** The command through the lab-day's one path; its position in the log. */
  private async run(command: LabDayCommand, context: CommandContext): Promise<number> {
    const { position } = await this.commandBus.execute(new RunLabDayCommand(command, context));
    return position;
  }
}
