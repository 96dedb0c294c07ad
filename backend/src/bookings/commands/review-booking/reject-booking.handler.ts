import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LabDayCommandRunner } from '../handle-lab-day-command.js';
import { labDayOfBooking } from './lab-day-of-booking.js';
import { RejectBookingCommand, type ReviewBookingResult } from './review-booking.command.js';

@CommandHandler(RejectBookingCommand)
export class RejectBookingHandler implements ICommandHandler<RejectBookingCommand, ReviewBookingResult> {
  constructor(private readonly runner: LabDayCommandRunner) {}

  async execute({ bookingId, notes, context }: RejectBookingCommand): Promise<ReviewBookingResult> {
    const { position } = await this.runner.run(
      labDayOfBooking(bookingId),
      { type: 'RejectBooking', data: { bookingId, notes } },
      context,
    );
    return { position };
  }
}
