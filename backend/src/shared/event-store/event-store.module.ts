import { join } from 'node:path';
import {
  Inject,
  Module,
  type DynamicModule,
  type OnModuleDestroy,
  type Provider,
} from '@nestjs/common';
import { EVENT_STORE, type EventStore } from './event-store.port.js';
import { EventStoreConfigError } from './event-store.errors.js';
import { EsdbEventStore } from './esdb.event-store.js';
import { SqliteEventStore } from './sqlite.event-store.js';

export type EventStoreEnv = Partial<
  Record<'EVENT_STORE' | 'ESDB_CONNECTION_STRING' | 'DATA_DIR', string | undefined>
>;

/**
 * The event log the environment asks for: EventStoreDB when EVENT_STORE=esdb (which then
 * needs ESDB_CONNECTION_STRING), otherwise the embedded SQLite file
 * `${DATA_DIR ?? './data'}/events.sqlite`. A half-configured ESDB fails loudly instead of
 * quietly writing to a local file. Used by the backend and, without Nest, by the projections
 * worker and the CLI.
 */
export const createEventStoreFromEnv = (env: EventStoreEnv = process.env): EventStore => {
  const kind = env.EVENT_STORE?.trim() || 'sqlite';
  if (kind === 'esdb') {
    const connectionString = env.ESDB_CONNECTION_STRING?.trim();
    if (!connectionString) {
      throw new EventStoreConfigError('EVENT_STORE=esdb needs ESDB_CONNECTION_STRING');
    }
    return new EsdbEventStore({ connectionString });
  }
  if (kind !== 'sqlite') {
    throw new EventStoreConfigError(`EVENT_STORE must be "sqlite" or "esdb", not "${kind}"`);
  }
  return new SqliteEventStore({ path: join(env.DATA_DIR?.trim() || './data', 'events.sqlite') });
};

/** Provides EVENT_STORE to every module and closes the log when the application shuts down. */
@Module({})
export class EventStoreModule implements OnModuleDestroy {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  static forRoot(env: EventStoreEnv = process.env): DynamicModule {
    const providers: Provider[] = [
      { provide: EVENT_STORE, useFactory: () => createEventStoreFromEnv(env) },
    ];
    return { module: EventStoreModule, global: true, providers, exports: [EVENT_STORE] };
  }

  async onModuleDestroy(): Promise<void> {
    await this.store.close();
  }
}
