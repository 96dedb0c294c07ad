import { Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { caughtBookingDeps } from '../operations/index.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { EVENT_STORE, type EventStore } from '../shared/event-store/event-store.port.js';
import { CatalogueProcessManager } from './catalogue.process-manager.js';

/**
 * The retirements' process manager in this backend instance (every instance may run it): it
 * cancels and flags through the same actions as the lab operations' process manager.
 */
@Module({})
export class CatalogueProcessModule implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly manager: CatalogueProcessManager;

  constructor(
    @Inject(EVENT_STORE) events: EventStore,
    @Inject(CLOCK) clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
    commandBus: CommandBus,
  ) {
    const logger = new Logger('Catalogue');
    this.manager = new CatalogueProcessManager(caughtBookingDeps({ events, clock, commandBus, config }, 'catalogue', (message) => logger.warn(message)));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.manager.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.manager.stop();
  }
}
