import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Test } from '@nestjs/testing';
import { EsdbEventStore } from './esdb.event-store.js';
import { EventStoreClosedError, EventStoreConfigError } from './event-store.errors.js';
import { loadConfig } from '../../config/app-config.js';
import { EventStoreModule, createEventStore } from './event-store.module.js';
import { EVENT_STORE, type EventStore } from './event-store.port.js';
import { SqliteEventStore } from './sqlite.event-store.js';
import { testEvent, uniqueStreamId } from './testing/event-store.fixtures.js';

describe('Event store from the configuration', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = join(await mkdtemp(join(tmpdir(), 'centre-data-')), 'data');
  });

  afterEach(async () => {
    await rm(join(dataDir, '..'), { recursive: true, force: true });
  });

  it('defaults to SQLite at DATA_DIR/events.sqlite, creating the folder', async () => {
    const store = createEventStore(loadConfig({ DATA_DIR: dataDir }));
    try {
      expect(store).toBeInstanceOf(SqliteEventStore);
      expect(existsSync(join(dataDir, 'events.sqlite'))).toBe(true);
    } finally {
      await store.close();
    }
  });

  it('builds EventStoreDB when asked, and fails loudly when half configured', async () => {
    const esdb = createEventStore(
      loadConfig({
        EVENT_STORE: 'esdb',
        ESDB_CONNECTION_STRING: 'esdb://127.0.0.1:1?tls=false',
      }),
    );
    expect(esdb).toBeInstanceOf(EsdbEventStore);
    await esdb.close();
    expect(() => loadConfig({ EVENT_STORE: 'esdb', DATA_DIR: dataDir })).toThrow(
      'EVENT_STORE=esdb needs ESDB_CONNECTION_STRING',
    );
    expect(() =>
      createEventStore({ eventStore: 'esdb', esdbConnectionString: undefined, dataDir }),
    ).toThrow(new EventStoreConfigError('EVENT_STORE=esdb needs ESDB_CONNECTION_STRING'));
    expect(() => loadConfig({ EVENT_STORE: 'postgres' })).toThrow(
      'EVENT_STORE must be "sqlite" or "esdb", not "postgres"',
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it('provides EVENT_STORE through Nest and closes it when the application closes', async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [EventStoreModule.forRoot(loadConfig({ DATA_DIR: dataDir }))],
    }).compile();
    const app = moduleRef.createNestApplication();
    await app.init();
    const store = app.get<EventStore>(EVENT_STORE);
    const streamId = uniqueStreamId();
    await store.append(streamId, [testEvent(1)], 'no-stream');
    expect((await store.readStream(streamId)).revision).toBe(0);

    await app.close();

    await expect(store.readStream(streamId)).rejects.toBeInstanceOf(EventStoreClosedError);
  });
});
