import type { RecordedEvent } from '@centre/contracts';
import { InMemoryEventFeed } from '../testing/in-memory-event-feed.js';
import { bookingStream, streamOf } from '../testing/events.js';
import { STORES, type OpenedStore } from '../testing/projection-harness.js';
import type { ReadModelStore, WriteOp } from '../store/read-model-store.port.js';
import type { CommittedBatch, Projection, ProjectionFold } from './projection.js';
import { ProjectionRunner } from './projection-runner.js';

/** Deliberately not idempotent: it counts every application, so a double effect shows. */
const counting = (failAt?: number): Projection => ({
  name: 'counting',
  version: 1,
  handles: ['BookingRequested', 'BookingApproved', 'BookingRejected'],
  apply(event: RecordedEvent, tx) {
    if (event.position === failAt) throw new Error(`cannot apply ${event.event.type}`);
    tx.hincrby('applied', String(event.position), 1);
    tx.changed(`position|${event.position}`);
  },
});

const G1 = { projection: 'counting', generation: 1 };

const fill = (feed: InMemoryEventFeed, from: number, count: number) => {
  for (const event of bookingStream(from, count)) feed.append(streamOf(event), event);
};

const appliedCounts = async (store: ReadModelStore) => {
  const [applied] = await store.read(G1, [{ op: 'hgetall', key: 'applied' }]);
  return applied;
};

/** Every position 1..n applied exactly once. */
const expectExactlyOnce = async (store: ReadModelStore, n: number) => {
  const applied = await appliedCounts(store);
  expect(Object.keys(applied)).toHaveLength(n);
  expect(Object.values(applied).every((count) => count === '1')).toBe(true);
};

/** The store with some methods replaced, as a faulty or watched connection would behave. */
const storeWith = (store: ReadModelStore, overrides: Partial<ReadModelStore>): ReadModelStore =>
  Object.assign(Object.create(store) as ReadModelStore, overrides);

/** Turns of the event loop counted at each read of the log (answered synchronously) while `during` runs. */
const countTurnsAtReads = async (feed: InMemoryEventFeed, during: () => Promise<void>): Promise<number[]> => {
  let turns = 0;
  let spinning = true;
  const spin = () => {
    turns += 1;
    if (spinning) setImmediate(spin);
  };
  setImmediate(spin);
  const turnsAtRead: number[] = [];
  // Answered at once, as the embedded SQLite log does: no I/O lets the loop turn.
  feed.readAll = async (after, limit) => {
    turnsAtRead.push(turns);
    return feed.events.slice(after, after + limit);
  };
  try {
    await during();
  } finally {
    spinning = false;
  }
  return turnsAtRead;
};

/** True when the loop turned between every two reads: each count beyond the one before. */
const turnedBetween = (turnsAtRead: readonly number[]): boolean =>
  turnsAtRead.every((turns, i) => i === 0 || turns > turnsAtRead[i - 1]!);

describe.each(STORES)('ProjectionRunner (%s)', (_, open) => {
  let opened: OpenedStore;
  let store: ReadModelStore;
  const runners: ProjectionRunner[] = [];
  const runner = (feed: InMemoryEventFeed, options: Partial<ConstructorParameters<typeof ProjectionRunner>[0]> = {}) => {
    const r = new ProjectionRunner({ projection: counting(), feed, store, generation: 1, mode: 'rebuild', batchSize: 50, retryDelayMs: 10, ...options });
    runners.push(r);
    return r;
  };

  beforeEach(async () => {
    opened = await open();
    store = opened.store;
    await store.switchActive('counting', 1, null);
  });
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
    await opened.dispose();
  });

  it('catches up in batches, then follows the log live', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 120);
    const r = runner(feed, { mode: 'live' });
    r.start();
    await r.whenLive();
    expect(r.checkpoint).toBe(120);
    expect(r.status).toBe('live');
    fill(feed, 120, 30);
    expect(await r.waitForPosition(150, 2000)).toBe(true);
    await expectExactlyOnce(store, 150);
    expect(r.snapshot()).toMatchObject({ checkpoint: 150, head: 150, lagEvents: 0, lagMs: 0, status: 'live', errors: 0 });
  });

  it('lets the event loop turn between batches while catching up, so a backend keeps answering', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 500);
    const r = runner(feed);
    const turnsAtRead = await countTurnsAtReads(feed, async () => {
      r.start();
      await r.whenLive();
    });
    // The 10 batches of the catch-up: the loop turned before each next read.
    expect(turnedBetween(turnsAtRead.slice(0, 10))).toBe(true);
  });

  it('resumes from its checkpoint after a restart, applying nothing twice', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 60);
    const first = runner(feed);
    first.start();
    await first.whenLive();
    await first.stop();
    fill(feed, 60, 40);
    const second = runner(feed);
    second.start();
    await second.whenLive();
    expect(second.checkpoint).toBe(100);
    await expectExactlyOnce(store, 100);
  });

  it('takes effect exactly once when the commit succeeded but its acknowledgement was lost', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 100);
    let crashes = 0;
    const flaky: ReadModelStore = storeWith(store, {
      commit: async (...args: Parameters<ReadModelStore['commit']>) => {
        const outcome = await store.commit(...args);
        if (crashes < 2 && args[1].checkpoint >= 50) {
          crashes += 1;
          throw new Error('connection reset before the reply');
        }
        return outcome;
      },
    });
    const r = runner(feed, { store: flaky });
    r.start();
    expect(await r.waitForPosition(100, 3000)).toBe(true);
    expect(crashes).toBe(2);
    await expectExactlyOnce(store, 100);
    expect(r.snapshot().errors).toBe(2);
  });

  it('takes effect exactly once when the feed delivers every live event twice', async () => {
    const feed = new InMemoryEventFeed({ redeliver: true });
    const r = runner(feed, { mode: 'live' });
    r.start();
    await r.whenLive();
    fill(feed, 0, 80);
    expect(await r.waitForPosition(80, 2000)).toBe(true);
    await expectExactlyOnce(store, 80);
  });

  it('fences: two overlapping runners on one generation never apply an event twice', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 400);
    const a = runner(feed);
    const b = runner(feed);
    a.start();
    b.start();
    expect(await a.waitForPosition(400, 5000)).toBe(true);
    expect(await b.waitForPosition(400, 5000)).toBe(true);
    fill(feed, 400, 100);
    expect(await a.waitForPosition(500, 5000)).toBe(true);
    expect(await b.waitForPosition(500, 5000)).toBe(true);
    await expectExactlyOnce(store, 500);
    expect(a.snapshot().fencedCommits + b.snapshot().fencedCommits).toBeGreaterThan(0);
  });

  it('a runner holding an older checkpoint cannot overwrite what another committed', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 10);
    const ahead = runner(feed);
    ahead.start();
    await ahead.whenLive();
    await ahead.stop();
    // A write prepared against checkpoint 5 arrives after the checkpoint moved to 10.
    const stale = await store.commit(G1, { ops: [{ op: 'hincrby', key: 'applied', field: '6', by: 1 }], expectedCheckpoint: 5, checkpoint: 6 });
    expect(stale).toEqual({ ok: false, reason: 'fenced', storedCheckpoint: 10 });
    await expectExactlyOnce(store, 10);
  });

  it('stops at a throwing handler with the error visible, having applied what came before', async () => {
    const feed = new InMemoryEventFeed();
    const events = feed.append('labday-x', ...bookingStream(0, 20));
    const r = runner(feed, { projection: counting(7), mode: 'live' });
    r.start();
    await expect(r.whenLive()).rejects.toThrow('failed at position 7');
    expect(r.status).toBe('failed');
    expect(r.checkpoint).toBe(6);
    expect(r.snapshot().lastError).toEqual({
      message: `cannot apply ${events[6]?.event.type}`,
      eventId: events[6]?.event.eventId,
      position: 7,
    });
    await expectExactlyOnce(store, 6);
    expect(await store.checkpoint(G1)).toBe(6);
  });

  it('stops cleanly at a throwing handler while live deliveries wait on backpressure', async () => {
    const feed = new InMemoryEventFeed();
    const r = runner(feed, { projection: counting(95), mode: 'live', batchSize: 10 });
    r.start();
    await r.whenLive();
    feed.append('labday-x', ...bookingStream(0, 200));
    for (let i = 0; i < 200 && r.status !== 'failed'; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(r.status).toBe('failed');
    expect(r.checkpoint).toBe(94);
    expect(r.snapshot().lastError?.position).toBe(95);
    await r.stop();
    await expectExactlyOnce(store, 94);
  });

  it('waitForPosition resolves once reached, and false after its timeout', async () => {
    const feed = new InMemoryEventFeed();
    const r = runner(feed, { mode: 'live' });
    r.start();
    await r.whenLive();
    const waiting = r.waitForPosition(3, 2000);
    fill(feed, 0, 3);
    expect(await waiting).toBe(true);
    expect(await r.waitForPosition(3, 10)).toBe(true);
    expect(await r.waitForPosition(4, 30)).toBe(false);
  });

  it('fires onCommitted after the commit when live, never while rebuilding', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 5);
    const rebuilding = runner(feed);
    const seenWhileRebuilding: CommittedBatch[] = [];
    rebuilding.onCommitted((batch) => seenWhileRebuilding.push(batch));
    rebuilding.start();
    await rebuilding.whenLive();
    expect(seenWhileRebuilding).toEqual([]);
    rebuilding.promote();
    const seen: Array<{ batch: CommittedBatch; stored: number }> = [];
    rebuilding.onCommitted((batch) => void store.checkpoint(G1).then((stored) => seen.push({ batch, stored })));
    fill(feed, 5, 2);
    expect(await rebuilding.waitForPosition(7, 2000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const changes = seen.flatMap((s) => s.batch.changes);
    expect(changes).toEqual(['position|6', 'position|7']);
    expect(seen.every((s) => s.stored >= s.batch.to)).toBe(true);
  });

  it('reports lag in events and milliseconds while behind', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 10);
    const r = runner(feed, { mode: 'live' });
    r.start();
    await r.whenLive();
    await r.stop();
    const later = feed.append('labday-x', ...bookingStream(10, 1));
    r.observeHead(11, new Date(Date.parse(feed.events[9]?.recordedAt ?? '') + 1500).toISOString());
    expect(later).toHaveLength(1);
    expect(r.snapshot()).toMatchObject({ checkpoint: 10, head: 11, lagEvents: 1, lagMs: 1500, status: 'stopped' });
  });
});

describe.each(STORES)('ProjectionRunner rebuilding with an in-memory fold (%s)', (_, open) => {
  let opened: OpenedStore;
  let store: ReadModelStore;
  let commits: number[];
  const runners: ProjectionRunner[] = [];
  /** A rebuild of generation 1, which is not active, counting the commits that reach the store. */
  const rebuilder = (feed: InMemoryEventFeed, options: Partial<ConstructorParameters<typeof ProjectionRunner>[0]> = {}) => {
    const counted: ReadModelStore = storeWith(store, {
      commit: (...args: Parameters<ReadModelStore['commit']>) => {
        commits.push(args[1].checkpoint);
        return store.commit(...args);
      },
    });
    const r = new ProjectionRunner({
      projection: counting(),
      feed,
      store: counted,
      generation: 1,
      mode: 'rebuild',
      batchSize: 50,
      retryDelayMs: 10,
      foldLimit: 1_000_000,
      ...options,
    });
    runners.push(r);
    return r;
  };

  beforeEach(async () => {
    opened = await open();
    store = opened.store;
    commits = [];
  });
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
    await opened.dispose();
  });

  it('folds the whole log in memory and stores it with one commit, then follows live', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 430);
    const r = rebuilder(feed);
    // What the ops view sees at each read of the log: the fold's reach, nothing stored yet.
    // Each page is asked for while the one before it is folded: the second read comes at once.
    const seen: Array<[number, number]> = [];
    const readAll = feed.readAll.bind(feed);
    feed.readAll = (after, limit) => {
      const { foldedTo, checkpoint } = r.snapshot();
      seen.push([foldedTo, checkpoint]);
      return readAll(after, limit);
    };
    r.start();
    await r.whenLive();
    expect(seen.slice(0, 4)).toEqual([[0, 0], [0, 0], [50, 0], [100, 0]]);
    expect(r.snapshot().foldedTo).toBe(0);
    expect(commits).toEqual([430]);
    expect(r.foldStopped).toBeNull();
    expect(r.snapshot()).toMatchObject({ checkpoint: 430, eventsApplied: 430, status: 'rebuilding' });
    await expectExactlyOnce(store, 430);
    fill(feed, 430, 5);
    expect(await r.waitForPosition(435, 2000)).toBe(true);
    await expectExactlyOnce(store, 435);
  });

  it('lets the event loop turn between pages while folding, so a backend keeps answering', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 1000);
    const r = rebuilder(feed);
    const turnsAtRead = await countTurnsAtReads(feed, async () => {
      r.start();
      await r.whenLive();
    });
    // The 20 pages of the fold: the loop turned before each next read, from the read ahead
    // of the second page on (asked for as soon as the first arrived).
    expect(turnedBetween(turnsAtRead.slice(1, 21))).toBe(true);
  });

  it('stops folding at its limit and commits the rest batch by batch', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 300);
    // One entry per event: the limit is reached after the third page of 50.
    const r = rebuilder(feed, { foldLimit: 120 });
    r.start();
    await r.whenLive();
    expect(commits).toEqual([150, 200, 250, 300]);
    expect(r.foldStopped).toEqual({ position: 150, by: 'fold-limit' });
    await expectExactlyOnce(store, 300);
  });

  it('stops folding when the heap is under pressure, whatever the limit', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 300);
    let pages = 0;
    const r = rebuilder(feed, { heapPressure: () => ++pages >= 2 });
    r.start();
    await r.whenLive();
    expect(commits).toEqual([100, 150, 200, 250, 300]);
    expect(r.foldStopped).toEqual({ position: 100, by: 'heap' });
    await expectExactlyOnce(store, 300);
  });

  it('replaces what a load that failed midway left, and takes effect once', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 200);
    let failures = 0;
    const flaky: ReadModelStore = storeWith(store, {
      load: async (target: Parameters<ReadModelStore['load']>[0], ops: Parameters<ReadModelStore['load']>[1]) => {
        if (failures > 0) return store.load(target, ops);
        failures += 1;
        // Half of the content reaches the store, then the connection drops. What it wrote
        // includes a key the next fold does not write (a state the log later moved past).
        const all: WriteOp[] = [];
        for await (const op of ops) all.push(op);
        await store.load(target, [...all.slice(0, Math.ceil(all.length / 2)), { op: 'set', key: 'leftover', value: 'x' }]);
        throw new Error('connection reset during the load');
      },
    });
    const r = rebuilder(feed, { store: flaky });
    r.start();
    await r.whenLive();
    expect(failures).toBe(1);
    expect(r.snapshot().errors).toBe(1);
    await expectExactlyOnce(store, 200);
    expect(await store.read(G1, [{ op: 'get', key: 'leftover' }])).toEqual([null]);
  });

  it('a throwing handler ends the fold: the batch-by-batch replay stops at it with the error visible', async () => {
    const feed = new InMemoryEventFeed();
    const events = feed.append('labday-x', ...bookingStream(0, 120));
    const r = rebuilder(feed, { projection: counting(77) });
    r.start();
    await expect(r.whenLive()).rejects.toThrow('failed at position 77');
    expect(r.snapshot().lastError).toEqual({
      message: `cannot apply ${events[76]?.event.type}`,
      eventId: events[76]?.event.eventId,
      position: 77,
    });
    expect(await store.checkpoint(G1)).toBe(76);
    await expectExactlyOnce(store, 76);
  });

  it('a fold ended by a throwing handler leaves nothing of an earlier failed load under the batches', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 120);
    let loads = 0;
    const flaky: ReadModelStore = storeWith(store, {
      load: async (target: Parameters<ReadModelStore['load']>[0], ops: Parameters<ReadModelStore['load']>[1]) => {
        loads += 1;
        if (loads > 1) return store.load(target, ops);
        // The fold runs to its end (it feeds the load), then the load fails midway.
        for await (const op of ops) void op;
        await store.load(target, [{ op: 'set', key: 'leftover', value: 'x' }]);
        throw new Error('connection reset during the load');
      },
    });
    // Throws at position 77 from the second replay on: the first fold gets as far as its load.
    let replays = 0;
    const base = counting();
    const projection: Projection = {
      ...base,
      apply(event, tx) {
        if (event.position === 1) replays += 1;
        if (replays >= 2 && event.position === 77) throw new Error('cannot apply');
        return base.apply(event, tx);
      },
    };
    const r = rebuilder(feed, { store: flaky, projection });
    r.start();
    await expect(r.whenLive()).rejects.toThrow('failed at position 77');
    expect(await store.read(G1, [{ op: 'get', key: 'leftover' }])).toEqual([null]);
    await expectExactlyOnce(store, 76);
  });

  it("stores a fold's drained writes while it reads on, then its dump, then the checkpoint", async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 230);
    // A fold of its own: each event's position drained as a field of 'drained', the count dumped.
    let held = 0;
    const drainedFold: ProjectionFold = {
      entries: 0,
      apply(event) {
        held += 1;
        pending.push(String(event.position));
      },
      *drain() {
        if (pending.length > 0) yield { op: 'hset', key: 'drained', fields: Object.fromEntries(pending.splice(0).map((p) => [p, '1'])) };
      },
      *dump() {
        yield { op: 'set', key: 'dumped', value: String(held) };
      },
    };
    const pending: string[] = [];
    const stored: Array<[string, number]> = [];
    const r = rebuilder(feed, {
      projection: { ...counting(), fold: () => drainedFold },
      store: storeWith(store, {
        load: async (target: Parameters<ReadModelStore['load']>[0], ops: Parameters<ReadModelStore['load']>[1]) => {
          // The fold's reach as each write reaches the store.
          async function* watched() {
            for await (const op of ops) {
              stored.push([op.key, r.snapshot().foldedTo]);
              yield op;
            }
          }
          return store.load(target, watched());
        },
      }),
    });
    r.start();
    await r.whenLive();
    expect(stored.slice(0, 3)).toEqual([['drained', 50], ['drained', 100], ['drained', 150]]);
    expect(stored.at(-1)).toEqual(['dumped', 230]);
    expect(await store.checkpoint(G1)).toBe(230);
    const [drained, dumped] = await store.read(G1, [{ op: 'hgetall', key: 'drained' }, { op: 'get', key: 'dumped' }]);
    expect(Object.keys(drained)).toHaveLength(230);
    expect(dumped).toBe('230');
  });

  it('never folds into a generation that already has a checkpoint: it resumes from it', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 100);
    const first = rebuilder(feed, { foldLimit: 0 });
    first.start();
    await first.whenLive();
    await first.stop();
    commits = [];
    fill(feed, 100, 60);
    const second = rebuilder(feed);
    second.start();
    await second.whenLive();
    expect(commits).toEqual([150, 160]);
    await expectExactlyOnce(store, 160);
  });
});
