import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { CENTRE_PROJECTIONS, RedisReadModelStore, listBookings } from '@centre/projections';
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
    worker = createLeasedProjections({ feed: log, store: workerStore, projections: CENTRE_PROJECTIONS, leaseClient, namespace, ttlMs: 2000 });
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
    backendHost = new ExternalProjectionHost({ feed: log, store, projections: CENTRE_PROJECTIONS }, link);
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

    const before = await store.activeGeneration('booking-lists');
    const result = await backendHost.rebuild('booking-lists');
    expect(result).toMatchObject({ projection: 'booking-lists', from: before, events: 5 });
    expect(await store.activeGeneration('booking-lists')).toBe(result.to);
    // The worker, not the backend, follows the new generation.
    await until(() => worker.host.status().projections.find((p) => p.projection === 'booking-lists')?.generation === result.to);
    expect((await listBookings(store)).total).toBe(5);

    await expect(backendHost.rebuild('no-such-projection')).rejects.toThrow('unknown projection');
  }, 30_000);

  it('waits, bounded, for the read models the worker keeps to reach a position', async () => {
    const position = await appendBookings(log, 5, 1);
    expect(await backendHost.waitForPosition(position, 10_000, ['booking-lists'])).toBe(true);
    expect((await listBookings(store)).total).toBe(6);
    expect(await backendHost.waitForPosition(position + 50, 200)).toBe(false);
  });

  it('refuses a rebuild at once when no worker holds the lease', async () => {
    await worker.leader.stop();
    await expect(backendHost.rebuild('booking-lists')).rejects.toThrow('no projections worker is running');
  });
});
