import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { CENTRE_PROJECTIONS, RedisReadModelStore, getOccupancy, listBookings, type ReadModelStore, type WriteOp } from '@centre/projections';
import { createClient } from 'redis';
import { SqliteEventStore } from '../shared/event-store/sqlite.event-store.js';
import { tempDataDir } from '../testing/backend-process.js';
import { createLeasedProjections, projectionsLeaseKey, type LeasedProjections } from './leased-projections.js';
import { LeaseFencedStore, LeaseLostError } from './lease-fenced.store.js';
import { RedisLease } from './redis-lease.js';
import { appendBookings } from './testing/booking-events.js';
import { Gate } from './testing/gate.js';

// Two workers in one process, against real Redis and one SQLite log. Worker A can be "paused"
// (its lease renewals and its commits held at a gate, as SIGSTOP or a long GC would) to show
// that the standby takes over and that A, resumed, cannot overwrite what B committed.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TTL_MS = 1500;

const waitFor = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<number> => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - started;
};

describe('projections leader election over a Redis lease', () => {
  const data = tempDataDir();
  const namespace = `test-lease-${randomUUID()}`;
  const clients: Array<{ close(): Promise<unknown> }> = [];
  const stores: ReadModelStore[] = [];
  const closers: Array<() => Promise<void>> = [];
  let log: SqliteEventStore;

  const connect = async () => {
    const client = createClient({ url: REDIS_URL });
    client.on('error', () => {});
    await client.connect();
    clients.push(client);
    return client;
  };

  /** One worker: its own log handle, Redis connections and, optionally, a pause gate. */
  const worker = async (pause = { commits: new Gate(), lease: new Gate() }): Promise<LeasedProjections> => {
    const feed = new SqliteEventStore({ path: join(data.dir, 'events.sqlite') });
    const redisStore = await RedisReadModelStore.connect(REDIS_URL, { root: namespace });
    stores.push(redisStore);
    const gated: ReadModelStore = Object.assign(Object.create(redisStore) as RedisReadModelStore, {
      commit: pause.commits.wrap(redisStore.commit.bind(redisStore)),
    });
    const leaseClient = await connect();
    const leased = createLeasedProjections({
      feed,
      store: gated,
      leaseClient: { sendCommand: pause.lease.wrap((args: readonly string[]) => leaseClient.sendCommand([...args])) },
      namespace,
      projections: CENTRE_PROJECTIONS,
      ttlMs: TTL_MS,
      host: { retryDelayMs: 50, headPollMs: 100 },
    });
    closers.push(async () => {
      pause.commits.open();
      pause.lease.open();
      await leased.leader.stop();
      await feed.close();
    });
    return leased;
  };

  beforeAll(() => {
    log = new SqliteEventStore({ path: join(data.dir, 'events.sqlite') });
  });

  afterAll(async () => {
    for (const close of closers) await close();
    const cleaner = stores[0] as RedisReadModelStore | undefined;
    await cleaner?.dropNamespace();
    await Promise.allSettled(stores.map((s) => s.close()));
    await Promise.allSettled(clients.map((c) => c.close()));
    await log.close();
    data.remove();
  });

  it('runs the projections in one worker only, fails over to the standby, and fences the paused holder', async () => {
    await appendBookings(log, 0, 3);
    const pauseA = { commits: new Gate(), lease: new Gate() };
    const a = await worker(pauseA);
    await a.leader.start();
    expect(a.leader.role).toBe('leader');
    const b = await worker();
    await b.leader.start();
    expect(b.leader.role).toBe('standby');
    expect(await a.host.waitForPosition((await log.head()).position, 10_000)).toBe(true);
    expect(await a.lease.holder()).toBe(a.lease.owner);

    // Pause A, then give it work: its commits wait at the gate, its lease runs out.
    pauseA.lease.close();
    pauseA.commits.close();
    const head = await appendBookings(log, 3, 2);
    await waitFor('A to be held in the middle of its commits', () => pauseA.commits.waiting === a.host.names.length);

    const takeoverMs = await waitFor('B to take over', () => b.leader.role === 'leader', 5_000);
    expect(takeoverMs).toBeLessThan(TTL_MS + 1500);
    expect(await b.host.waitForPosition(head, 10_000)).toBe(true);

    // Resume A: its held commits reach Redis after B's and are refused by the checkpoint fence,
    // its renewal finds the lease taken, and it stands down.
    pauseA.commits.open();
    pauseA.lease.open();
    await waitFor('A to stand by', () => a.leader.role === 'standby', 5_000);
    const fenced = a.host.status().projections.reduce((sum, p) => sum + p.fencedCommits, 0);
    expect(fenced).toBe(a.host.names.length);
    expect(await a.lease.holder()).toBe(b.lease.owner);

    // Every booking in the read models once, as B committed them.
    const reads = stores[0]!;
    expect((await listBookings(reads, { limit: 50 })).total).toBe(5);
    expect((await listBookings(reads, { status: 'pending', limit: 50 })).items.map((r) => r.id)).toHaveLength(5);
    expect((await getOccupancy(reads, 'FabricationLab', '2026-12-01')).taken).toHaveLength(5);

    // B gives the lease back on shutdown; A takes over at its next poll, well within a TTL.
    await b.leader.stop();
    const handoverMs = await waitFor('A to take the released lease', () => a.leader.role === 'leader', 5_000);
    expect(handoverMs).toBeLessThan(TTL_MS);
  }, 40_000);

  it('refuses to commit once the lease is no longer trusted by its own clock', async () => {
    const client = await connect();
    let now = 1_000;
    const lease = new RedisLease(client, { key: projectionsLeaseKey(`${namespace}-clock`), owner: 'me', ttlMs: 60_000, now: () => now });
    expect(await lease.acquireOrRenew()).toBe(true);
    const other = new RedisLease(client, { key: lease.key, owner: 'other', ttlMs: 60_000 });
    expect(await other.acquireOrRenew()).toBe(false);

    const inner = await RedisReadModelStore.connect(REDIS_URL, { root: `${namespace}-clock` });
    stores.push(inner);
    const store = new LeaseFencedStore(inner, lease);
    const target = { projection: 'p', generation: 1 };
    await expect(store.commit(target, { ops: [], expectedCheckpoint: 0, checkpoint: 1 })).resolves.toEqual({ ok: true });

    now += 60_000;
    expect(lease.held).toBe(false);
    await expect(store.commit(target, { ops: [], expectedCheckpoint: 1, checkpoint: 2 })).rejects.toBeInstanceOf(LeaseLostError);
    expect(await inner.checkpoint(target)).toBe(1);

    await lease.release();
    expect(await lease.holder()).toBeNull();
    await inner.dropNamespace();
  });

  it('stops a bulk load that outlives the lease at the first write after it is lost', async () => {
    const lease = { key: 'lease-under-test', held: true };
    const inner = await RedisReadModelStore.connect(REDIS_URL, { root: `${namespace}-load` });
    stores.push(inner);
    const store = new LeaseFencedStore(inner, lease);
    const target = { projection: 'p', generation: 2 };
    // A rebuild's fold feeds its load while it reads the log: the lease goes in the meantime.
    async function* folding(): AsyncGenerator<WriteOp> {
      // A hash goes at once (plain strings may wait to go together as one MSET).
      yield { op: 'hset', key: 'before', fields: { value: 'stored' } };
      await new Promise((resolve) => setTimeout(resolve, 20));
      lease.held = false;
      yield { op: 'set', key: 'after', value: 'never stored' };
    }
    await expect(store.load(target, folding())).rejects.toBeInstanceOf(LeaseLostError);
    const stored = await inner.read(target, [
      { op: 'hget', key: 'before', field: 'value' },
      { op: 'get', key: 'after' },
    ] as const);
    expect(stored).toEqual(['stored', null]);
    await inner.dropNamespace();
  });
});
