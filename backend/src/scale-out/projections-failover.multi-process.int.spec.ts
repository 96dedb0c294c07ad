import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { CENTRE_PROJECTIONS, RedisReadModelStore, getOccupancy, listBookings } from '@centre/projections';
import { SqliteEventStore } from '../shared/event-store/sqlite.event-store.js';
import { tempDataDir } from '../testing/backend-process.js';
import { appendBookings } from './testing/booking-events.js';
import { startWorker, type WorkerProcess } from './testing/worker-process.js';

// Two projections worker processes over one SQLite log and real Redis. The holder is frozen
// (SIGSTOP) while bookings keep coming: the standby takes over; thawed, the old holder finds
// its lease gone and stands by without writing; killed later, the other takes over again.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TTL_MS = 2000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('projections workers as separate processes', () => {
  const data = tempDataDir();
  const namespace = `test-failover-${randomUUID()}`;
  const env = { DATA_DIR: data.dir, REDIS_URL, READ_MODEL_NAMESPACE: namespace, PROJECTIONS_LEASE_TTL_MS: String(TTL_MS) };
  const workers: WorkerProcess[] = [];
  let log: SqliteEventStore;
  let store: RedisReadModelStore;

  const role = async (worker: WorkerProcess) => (await worker.health()).role;
  const until = async (what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<number> => {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
      await sleep(50);
    }
    return Date.now() - started;
  };
  const converged = () =>
    until(
      'the projections to reach the head of the log',
      async () => {
        const head = (await log.head()).position;
        const checkpoints = await Promise.all(
          CENTRE_PROJECTIONS.map(async (p) => {
            const generation = await store.activeGeneration(p.name);
            return generation === null ? -1 : store.checkpoint({ projection: p.name, generation });
          }),
        );
        return checkpoints.every((c) => c === head);
      },
      20_000,
    );

  beforeAll(async () => {
    log = new SqliteEventStore({ path: join(data.dir, 'events.sqlite') });
    store = await RedisReadModelStore.connect(REDIS_URL, { root: namespace });
    workers.push(await startWorker(env));
    await until('the first worker to lead', async () => (await role(workers[0]!)) === 'leader', 10_000);
    workers.push(await startWorker(env));
  }, 60_000);

  afterAll(async () => {
    for (const worker of workers) {
      worker.signal('SIGCONT');
      await worker.stop('SIGKILL');
    }
    await store?.dropNamespace();
    await store?.close();
    await log?.close();
    data.remove();
  });

  it('fails over from a frozen holder, which comes back as a standby without writing, and back again', async () => {
    const [first, second] = workers as [WorkerProcess, WorkerProcess];
    expect(await role(second)).toBe('standby');
    await appendBookings(log, 0, 20);
    await converged();

    first.signal('SIGSTOP');
    const appending = appendBookings(log, 20, 20);
    const takeoverMs = await until('the standby to take over', async () => (await role(second)) === 'leader', 10_000);
    expect(takeoverMs).toBeLessThan(TTL_MS + 3000);
    await appending;
    await converged();

    first.signal('SIGCONT');
    await until('the thawed worker to stand by', async () => (await role(first)) === 'standby', 10_000);
    await appendBookings(log, 40, 10);
    await converged();
    expect((await listBookings(store, { limit: 100 })).total).toBe(50);
    expect((await listBookings(store, { status: 'pending', limit: 1 })).total).toBe(50);
    expect((await getOccupancy(store, 'FabricationLab', '2026-12-01')).taken).toHaveLength(50);
    expect([await role(first), await role(second)]).toEqual(['standby', 'leader']);

    await second.stop('SIGKILL');
    await until('the first worker to lead again', async () => (await role(first)) === 'leader', 10_000);
    await appendBookings(log, 50, 10);
    await converged();
    expect((await listBookings(store, { limit: 1 })).total).toBe(60);
    expect((await getOccupancy(store, 'FabricationLab', '2026-12-01')).taken).toHaveLength(60);
  }, 60_000);
});
