import { Command } from '@nestjs/cqrs';
import type { BookingDetails } from '@centre/contracts';
import type { CommandContext } from '../handle-lab-day-command.js';

export interface RequestBookingResult {
  bookingId: string;
  position: number;
}

export class RequestBookingCommand extends Command<RequestBookingResult> {
  constructor(
    readonly details: BookingDetails,
    readonly context: CommandContext,
  ) {
    super();
  }
}
