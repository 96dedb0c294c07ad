import { Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  BOOKING_HOLDS,
  BOOKING_LISTS,
  listDueBookings,
  listDueOffers,
  listDueWaits,
  type ProjectionHost,
  type ReadModelStore,
} from '@centre/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PROJECTION_HOST, READ_MODEL_STORE } from '../../read-models/index.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { ClockModule } from '../../shared/clock/clock.module.js';
import { RunLabDayCommand } from '../commands/lab-day.handler.js';
import { ExpiryScheduler } from './expiry.scheduler.js';

/** How often each instance looks for bookings past a deadline. */
export const EXPIRY_EVERY_MS = 30_000;

/**
 * Due bookings one pass reads. A lab-day's due bookings are one append, so a pass appends once per
 * lab-day it holds; between passes it waits for the projections to show its expiries. A page
 * this size takes a backlog of 10,000 in one pass: measured in Redis mode
 * (e2e/bench/results/compare-expiry-batch.md), 2,000 spent a quarter of the expiry waiting.
 */
const DUE_PAGE = 10_000;

/** How long a pass waits for the due list to show its expiries before the next pass reads it. */
const CAUGHT_UP_MS = 5_000;

/** Runs the deadline scheduler in this backend instance (every instance may: see expireDue). */
// READ_MODEL_STORE and PROJECTION_HOST come from the global read-models module.
@Module({ imports: [ClockModule] })
export class ExpiryModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly scheduler: ExpiryScheduler;

  constructor(
    commandBus: CommandBus,
    @Inject(READ_MODEL_STORE) readModels: ReadModelStore,
    @Inject(PROJECTION_HOST) host: ProjectionHost,
    @Inject(CLOCK) clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const logger = new Logger('ExpiryScheduler');
    this.scheduler = new ExpiryScheduler(
      {
        due: async (now) => (await listDueBookings(readModels, now, DUE_PAGE)).map((r) => r.id),
        dueOffers: (now) => listDueOffers(readModels, now, DUE_PAGE),
        dueWaits: (now) => listDueWaits(readModels, now, DUE_PAGE),
        run: (command) => {
          const subject = command.type === 'ExpireDueBookings' ? `${command.data.lab}-${command.data.date}` : command.data.bookingId;
          return commandBus.execute(new RunLabDayCommand(command, { actor: { kind: 'scheduler' }, correlationId: `expiry-${subject}` }));
        },
        caughtUp: (position) => host.waitForPosition(position, CAUGHT_UP_MS, [BOOKING_LISTS, BOOKING_HOLDS]),
        now: () => clock.now(),
        timezone: config.centreTimezone,
        decisionLeadMinutes: config.bookingDeadlines.decisionLeadMinutes,
        log: (message) => logger.warn(message),
      },
      EXPIRY_EVERY_MS,
    );
  }

  onApplicationBootstrap(): void {
    this.scheduler.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.scheduler.stop();
  }
}
