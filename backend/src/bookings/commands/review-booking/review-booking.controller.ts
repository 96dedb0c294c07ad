import { Body, Controller, HttpCode, Inject, Param, Post, Put, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import {
  parseReviewAction,
  reviewSuccessMessage,
  statusAfter,
  type Actor,
  type BookingStepResponse,
  type ReviewAction,
  type UpdateBookingStatusResponse,
} from '@centre/contracts';
import { CurrentActor, ReviewAccessGuard, SameOriginGuard } from '../../../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { reasonOf } from '../cancel-reason.js';
import { RequestValidationError } from '../../../shared/http/http-errors.js';
import { IdempotencyInterceptor } from '../../../shared/idempotency/idempotency.interceptor.js';
import { commandContextOf } from '../command-context.js';
import { RunLabDayCommand } from '../lab-day.handler.js';
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
  async setStatus(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @CurrentActor() actor: Actor,
  ): Promise<ReviewBookingResponse> {
    const parsed = parseReviewAction(body);
    if (!parsed.ok) throw RequestValidationError.of(parsed);
    return this.review(parsed.value.action, id, parsed.value.adminNotes, request, response, actor);
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(
    @Param('id') id: string,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @CurrentActor() actor: Actor,
  ): Promise<ReviewBookingResponse> {
    return this.review('approve', id, '', request, response, actor);
  }

  @Post(':id/reject')
  @HttpCode(200)
  reject(
    @Param('id') id: string,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @CurrentActor() actor: Actor,
  ): Promise<ReviewBookingResponse> {
    return this.review('reject', id, '', request, response, actor);
  }

  /** A reviewer cancels a booking (approved or not) with a reason, which goes into the booker's mail. */
  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @CurrentActor() actor: Actor,
  ): Promise<BookingStepResponse> {
    const data = { bookingId: id, by: 'reviewer' as const, reason: reasonOf(body), timezone: this.config.centreTimezone };
    const { position } = await this.commandBus.execute(new RunLabDayCommand({ type: 'CancelBooking', data }, commandContextOf(request, response, actor)));
    return { success: true, status: 'cancelled', position };
  }

  /**
   * "Keep booking": a reviewer keeps an approved booking flagged since (a closure, an outage, a
   * retirement), with a note (`reason` in the body, as a cancellation's); the flag goes.
   */
  @Post(':id/keep')
  @HttpCode(200)
  async keep(
    @Param('id') id: string,
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @CurrentActor() actor: Actor,
  ): Promise<BookingStepResponse> {
    const data = { bookingId: id, notes: reasonOf(body) };
    const { position } = await this.commandBus.execute(new RunLabDayCommand({ type: 'ClearBookingFlag', data }, commandContextOf(request, response, actor)));
    return { success: true, status: 'approved', position };
  }

  private async review(
    action: ReviewAction,
    id: string,
    notes: string,
    request: Request,
    response: Response,
    actor: Actor,
  ): Promise<ReviewBookingResponse> {
    const type = action === 'approve' ? 'ApproveBooking' : 'RejectBooking';
    const run = new RunLabDayCommand({ type, data: { bookingId: id, notes } }, commandContextOf(request, response, actor));
    const { position } = await this.commandBus.execute(run);
    return {
      success: true,
      message: reviewSuccessMessage(action),
      status: statusAfter(action),
      position,
    };
  }
}
