import { Body, Controller, HttpCode, Inject, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import {
  BOOKING_SUBMIT_MESSAGES,
  parseBookingRequest,
  type Actor,
  type CreateBookingResponse,
} from '@centre/contracts';
import { CurrentActor } from '../../../auth/current-actor.decorator.js';
import { RateLimited } from '../../../auth/rate-limit.guard.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { centreDayAt } from '../../../shared/clock/centre-day.js';
import { CLOCK, type Clock } from '../../../shared/clock/clock.js';
import { RequestValidationError } from '../../../shared/http/http-errors.js';
import { IdempotencyInterceptor } from '../../../shared/idempotency/idempotency.interceptor.js';
import { commandContextOf } from '../command-context.js';
import { RequestBookingCommand } from './request-booking.command.js';

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
  @RateLimited('public-writes')
  @UseInterceptors(IdempotencyInterceptor)
  async request(
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @CurrentActor() actor: Actor,
  ): Promise<CreateBookingResponse> {
    const day = centreDayAt(this.config.centreTimezone, this.clock.now());
    const parsed = parseBookingRequest(body, day.today, { hasSlotStarted: day.hasSlotStarted });
    if (!parsed.ok) throw RequestValidationError.of(parsed);
    const { bookingId, position } = await this.commandBus.execute(
      new RequestBookingCommand(parsed.value, commandContextOf(request, response, actor)),
    );
    return { success: true, message: BOOKING_SUBMIT_MESSAGES.submitted, bookingId, position };
  }
}
