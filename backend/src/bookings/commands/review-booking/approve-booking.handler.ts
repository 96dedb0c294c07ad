import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LabDayCommandRunner } from '../handle-lab-day-command.js';
import { labDayOfBooking } from './lab-day-of-booking.js';
import { ApproveBookingCommand, type ReviewBookingResult } from './review-booking.command.js';

@CommandHandler(ApproveBookingCommand)
export class ApproveBookingHandler implements ICommandHandler<ApproveBookingCommand, ReviewBookingResult> {
  constructor(private readonly runner: LabDayCommandRunner) {}

  async execute({ bookingId, notes, context }: ApproveBookingCommand): Promise<ReviewBookingResult> {
    const { position } = await this.runner.run(
      labDayOfBooking(bookingId),
      { type: 'ApproveBooking', data: { bookingId, notes } },
      context,
    );
    return { position };
  }
}
