import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../handle-lab-day-command.js';

export interface ReviewBookingResult {
  position: number;
}

export class ApproveBookingCommand extends Command<ReviewBookingResult> {
  constructor(
    readonly bookingId: string,
    readonly notes: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

export class RejectBookingCommand extends Command<ReviewBookingResult> {
  constructor(
    readonly bookingId: string,
    readonly notes: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
