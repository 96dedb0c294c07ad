import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { labDayStreamId } from '@centre/contracts';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { randomSuffix, suffixFromKey } from '../../../shared/idempotency/idempotent-ids.js';
import { formatBookingId } from '../../domain/booking-id.js';
import { LabDayCommandRunner } from '../handle-lab-day-command.js';
import { RequestBookingCommand, type RequestBookingResult } from './request-booking.command.js';

@CommandHandler(RequestBookingCommand)
export class RequestBookingHandler implements ICommandHandler<RequestBookingCommand, RequestBookingResult> {
  constructor(
    private readonly runner: LabDayCommandRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ details, context }: RequestBookingCommand): Promise<RequestBookingResult> {
    const { lab, date } = details;
    // A keyed request always gets the same id, so its repeat finds the booking it made.
    const suffix = context.idempotencyKey === undefined ? randomSuffix() : suffixFromKey(context.idempotencyKey);
    const bookingId = formatBookingId(lab, date, suffix);
    const { position } = await this.runner.run(
      labDayStreamId(lab, date),
      { type: 'RequestBooking', data: { bookingId, details, timezone: this.config.centreTimezone } },
      context,
    );
    return { bookingId, position };
  }
}
