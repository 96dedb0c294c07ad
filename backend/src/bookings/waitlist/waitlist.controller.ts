import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import {
  parseBookingRequest,
  WAITLIST_MESSAGES,
  type JoinWaitlistResponse,
  type WaiterResponse,
  type WaitStepResponse,
} from '@centre/contracts';
import { BookerAccessGuard, RateLimited, SameOriginGuard } from '../../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { centreDayAt } from '../../shared/clock/centre-day.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { ClientAddress } from '../../shared/http/client-address.js';
import { RequestValidationError } from '../../shared/http/http-errors.js';
import { LabDayCommandContext } from '../commands/command-context.decorator.js';
import { RunLabDayCommand, type CommandContext } from '../commands/lab-day.handler.js';
import { BookingRequestSender } from '../commands/request-booking/booking-request.sender.js';
import { WaiterReader, waiterView } from './waiter.reader.js';

/**
 * The waitlist's routes (issue 28 item 6): joining from the booking form (its body is the
 * form's), and the waiter's own routes, opened by the signed link of their place's id.
 */
@Controller('api')
@UseGuards(SameOriginGuard)
export class WaitlistController {
  constructor(
    private readonly sender: BookingRequestSender,
    private readonly commandBus: CommandBus,
    private readonly waiters: WaiterReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post('waitlist')
  @RateLimited('public-writes')
  async join(
    @Body() body: unknown,
    @ClientAddress() address: string,
    @LabDayCommandContext() context: CommandContext,
  ): Promise<JoinWaitlistResponse> {
    const day = centreDayAt(this.config.centreTimezone, this.clock.now());
    const parsed = parseBookingRequest(body, day.today, { hasSlotStarted: day.hasSlotStarted });
    if (!parsed.ok) throw RequestValidationError.of(parsed);
    const { bookingId, position } = await this.sender.join(parsed.value, address, context);
    return { success: true, message: WAITLIST_MESSAGES.joined, id: bookingId, position };
  }

  @Get('my-waits/:id')
  @UseGuards(BookerAccessGuard)
  async get(@Param('id') id: string, @Res({ passthrough: true }) response: Response): Promise<WaiterResponse> {
    response.setHeader('Cache-Control', 'no-store');
    return { success: true, wait: waiterView(await this.waiters.waiter(id)) };
  }

  @Post('my-waits/:id/claim')
  @UseGuards(BookerAccessGuard)
  @HttpCode(200)
  async claim(
    @Param('id') id: string,
    @ClientAddress() address: string,
    @LabDayCommandContext() context: CommandContext,
  ): Promise<WaitStepResponse> {
    const { details } = await this.waiters.waiter(id);
    const { position } = await this.sender.claim(id, details, address, context);
    return { success: true, status: 'claimed', position };
  }

  @Post('my-waits/:id/leave')
  @UseGuards(BookerAccessGuard)
  @HttpCode(200)
  async leave(@Param('id') id: string, @LabDayCommandContext() context: CommandContext): Promise<WaitStepResponse> {
    const run = new RunLabDayCommand({ type: 'LeaveWaitlist', data: { bookingId: id } }, context);
    const { position } = await this.commandBus.execute(run);
    return { success: true, status: 'left', position };
  }
}
