import { Body, Controller, HttpCode, Inject, Post, Req, Res, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { BOOKING_SUBMIT_MESSAGES, parseBookingRequest, type Actor, type BookingDetails } from '@centre/contracts';
import { CurrentActor } from '../../../auth/current-actor.decorator.js';
import { PublicWriteThrottleGuard } from '../../../auth/public-write-throttle.guard.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { centreDayAt } from '../../../shared/clock/centre-day.js';
import { CLOCK, type Clock } from '../../../shared/clock/clock.js';
import { RequestValidationError } from '../../../shared/http/http-errors.js';
import { IdempotencyInterceptor } from '../../../shared/idempotency/idempotency.interceptor.js';
import { randomSuffix, suffixFromKey } from '../../../shared/idempotency/idempotent-ids.js';
import { formatBookingId } from '../../domain/booking-id.js';
import { commandContextOf } from '../command-context.js';
import { RunLabDayCommand, type CommandContext } from '../lab-day.handler.js';

export interface RequestBookingResponse {
  success: true;
  message: string;
  bookingId: string;
  position: number;
}

/**
 * The RequestBooking command for checked details, with its new booking's id. A keyed request
 * always gets the same id, so its repeat finds the booking it made.
 */
export const requestBooking = (
  details: BookingDetails,
  timezone: string,
  context: CommandContext,
): { bookingId: string; run: RunLabDayCommand } => {
  const { idempotencyKey } = context;
  const bookingId = formatBookingId(details.lab, details.date, idempotencyKey === undefined ? randomSuffix() : suffixFromKey(idempotencyKey));
  return { bookingId, run: new RunLabDayCommand({ type: 'RequestBooking', data: { bookingId, details, timezone } }, context) };
};

/** POST /api/bookings: the booking form's submit (spec 3 and 7). */
@Controller('api')
export class RequestBookingController {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('bookings')
  @HttpCode(201)
  @UseGuards(PublicWriteThrottleGuard)
  @UseInterceptors(IdempotencyInterceptor)
  async request(
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @CurrentActor() actor: Actor,
  ): Promise<RequestBookingResponse> {
    const { centreTimezone } = this.config;
    const day = centreDayAt(centreTimezone, this.clock.now());
    const parsed = parseBookingRequest(body, day.today, { hasSlotStarted: day.hasSlotStarted });
    if (!parsed.ok) throw new RequestValidationError(parsed.message, parsed.errors);
    const { bookingId, run } = requestBooking(parsed.value, centreTimezone, commandContextOf(request, response, actor));
    const { position } = await this.commandBus.execute(run);
    return { success: true, message: BOOKING_SUBMIT_MESSAGES.submitted, bookingId, position };
  }
}
