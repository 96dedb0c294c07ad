import { Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ReviewLinkService, UsersService } from '../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailOutboxStore } from '../mail/index.js';
import { caughtBookingActions } from '../operations/index.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../shared/event-store/event-store.port.js';
import { CatalogueProcessManager } from './catalogue.process-manager.js';

/**
 * The retirements' process manager in this backend instance (every instance may run it): it
 * cancels and notifies through the same actions as the lab operations' process manager.
 */
@Module({})
export class CatalogueProcessModule implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly manager: CatalogueProcessManager;
  private readonly outbox: MailOutboxStore;

  constructor(
    @Inject(EVENT_STORE) events: EventStore,
    @Inject(CLOCK) clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
    commandBus: CommandBus,
    users: UsersService,
    links: ReviewLinkService,
  ) {
    const logger = new Logger('Catalogue');
    this.outbox = new MailOutboxStore(config.dataDir);
    this.manager = new CatalogueProcessManager({
      events,
      ...caughtBookingActions({ commandBus, users, links, outbox: this.outbox, clock, config }, 'catalogue'),
      now: () => clock.now(),
      timezone: config.centreTimezone,
      horizonDays: config.bookingLimits.horizonDays,
      log: (message) => logger.warn(message),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.manager.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.manager.stop();
    this.outbox.close();
  }
}
