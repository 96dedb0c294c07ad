import { join } from 'node:path';
import {
  Inject,
  Module,
  type DynamicModule,
  type OnModuleDestroy,
  type Provider,
} from '@nestjs/common';
import type { EventLogConfig } from '../../config/app-config.js';
import { EVENT_STORE, type EventStore } from './event-store.port.js';
import { EventStoreConfigError } from './event-store.errors.js';
import { EsdbEventStore } from './esdb.event-store.js';
import { SqliteEventStore } from './sqlite.event-store.js';

/**
 * The event log the configuration names: EventStoreDB when `eventStore` is 'esdb' (which then
 * needs its connection string), otherwise the embedded SQLite file `${dataDir}/events.sqlite`.
 * A half-configured ESDB fails loudly instead of quietly writing to a local file. Used by the
 * backend and, without Nest, by the projections worker, the mail's thread and the CLI.
 */
export const createEventStore = (config: EventLogConfig): EventStore => {
  if (config.eventStore === 'esdb') {
    if (!config.esdbConnectionString) {
      throw new EventStoreConfigError('EVENT_STORE=esdb needs ESDB_CONNECTION_STRING');
    }
    return new EsdbEventStore({ connectionString: config.esdbConnectionString });
  }
  return new SqliteEventStore({ path: join(config.dataDir, 'events.sqlite') });
};

/** Provides EVENT_STORE to every module and closes the log when the application shuts down. */
@Module({})
export class EventStoreModule implements OnModuleDestroy {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  static forRoot(config: EventLogConfig): DynamicModule {
    const providers: Provider[] = [
      { provide: EVENT_STORE, useFactory: () => createEventStore(config) },
    ];
    return { module: EventStoreModule, global: true, providers, exports: [EVENT_STORE] };
  }

  async onModuleDestroy(): Promise<void> {
    await this.store.close();
  }
}
