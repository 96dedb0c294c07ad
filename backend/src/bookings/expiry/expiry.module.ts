import { Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { listDueBookings, listDueOffers, type ReadModelStore } from '@centre/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { READ_MODEL_STORE } from '../../read-models/index.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { ClockModule } from '../../shared/clock/clock.module.js';
import { RunLabDayCommand } from '../commands/lab-day.handler.js';
import { ExpiryScheduler } from './expiry.scheduler.js';

/** How often each instance looks for bookings past a deadline. */
export const EXPIRY_EVERY_MS = 30_000;

/** Runs the deadline scheduler in this backend instance (every instance may: see expireDue). */
// READ_MODEL_STORE comes from the global read-models module.
@Module({ imports: [ClockModule] })
export class ExpiryModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly scheduler: ExpiryScheduler;

  constructor(
    commandBus: CommandBus,
    @Inject(READ_MODEL_STORE) readModels: ReadModelStore,
    @Inject(CLOCK) clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const logger = new Logger('ExpiryScheduler');
    this.scheduler = new ExpiryScheduler(
      {
        due: async (now) => (await listDueBookings(readModels, now)).map((r) => r.id),
        dueOffers: (now) => listDueOffers(readModels, now),
        run: (command) =>
          commandBus.execute(
            new RunLabDayCommand(command, { actor: { kind: 'scheduler' }, correlationId: `expiry-${command.data.bookingId}` }),
          ),
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
