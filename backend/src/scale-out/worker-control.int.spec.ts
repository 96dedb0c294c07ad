import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { RedisReadModelStore } from '@centre/projections';
import { createClient } from 'redis';
import { SqliteEventStore } from '../shared/event-store/sqlite.event-store.js';
import { tempDataDir } from '../testing/backend-process.js';
import { ExternalProjectionHost } from './external-projection-host.js';
import { createLeasedProjections, type LeasedProjections } from './leased-projections.js';
import { appendBookings } from './testing/booking-events.js';
import { WorkerControl, WorkerLink } from './worker-control.js';

// A backend in external mode sees the leading worker's status and has it run rebuilds, over
// real Redis; with no worker holding the lease, a rebuild is refused at once.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('the backend link to the projections worker', () => {
  const data = tempDataDir();
  const namespace = `test-control-${randomUUID()}`;
  const closers: Array<() => Promise<void>> = [];
  let log: SqliteEventStore;
  let store: RedisReadModelStore;
  let worker: LeasedProjections;
  let backendHost: ExternalProjectionHost;

  beforeAll(async () => {
    log = new SqliteEventStore({ path: join(data.dir, 'events.sqlite') });
    await appendBookings(log, 0, 5);
    store = await RedisReadModelStore.connect(REDIS_URL, { root: namespace });
    const leaseClient = createClient({ url: REDIS_URL });
    await leaseClient.connect();
    const workerStore = await RedisReadModelStore.connect(REDIS_URL, { root: namespace });
    worker = createLeasedProjections({ feed: log, store: workerStore, leaseClient, namespace, ttlMs: 2000 });
    await worker.leader.start();
    const control = await WorkerControl.start({
      redisUrl: REDIS_URL,
      namespace,
      host: worker.host,
      leader: worker.leader,
      owner: worker.lease.owner,
      intervalMs: 100,
    });
    const link = await WorkerLink.connect({ redisUrl: REDIS_URL, namespace, pollMs: 100, acceptTimeoutMs: 2000 });
    backendHost = new ExternalProjectionHost({ feed: log, store }, link);
    closers.push(
      () => backendHost.stop(),
      () => control.close(),
      () => worker.leader.stop(),
      () => workerStore.close(),
      async () => void (await leaseClient.close()),
    );
  });

  afterAll(async () => {
    for (const close of closers) await close().catch(() => {});
    await store.dropNamespace();
    await store.close();
    await log.close();
    data.remove();
  });

  const until = async (check: () => boolean | Promise<boolean>) => {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it("shows the worker's status, and runs a rebuild on the worker", async () => {
    const head = (await log.head()).position;
    await until(() => backendHost.status().ready && backendHost.status().projections.every((p) => p.checkpoint === head));
    expect(backendHost.status().projections.map((p) => p.projection)).toEqual(worker.host.names);

    const before = await store.activeGeneration('counters');
    const result = await backendHost.rebuild('counters');
    expect(result).toMatchObject({ projection: 'counters', from: before, events: 5 });
    expect(await store.activeGeneration('counters')).toBe(result.to);
    // The worker, not the backend, follows the new generation.
    await until(() => worker.host.status().projections.find((p) => p.projection === 'counters')?.generation === result.to);
    expect((await backendHost.getCounters()).bookings.total).toBe(5);

    await expect(backendHost.rebuild('no-such-projection')).rejects.toThrow('unknown projection');
  }, 30_000);

  it('refuses a rebuild at once when no worker holds the lease', async () => {
    await worker.leader.stop();
    await expect(backendHost.rebuild('counters')).rejects.toThrow('no projections worker is running');
  });
});
