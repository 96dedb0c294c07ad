import { InMemoryEventFeed } from '../testing/in-memory-event-feed.js';
import { bookingStream } from '../testing/events.js';
import { STORES, type OpenedStore } from '../testing/projection-harness.js';
import { counting } from '../testing/counting.projection.js';
import { G1, countTurnsAtReads, expectExactlyOnce, fill, storeWith, turnedBetween } from '../testing/engine-checks.js';
import type { ReadModelStore, WriteOp } from '../store/read-model-store.port.js';
import { Rebuild } from './rebuild.js';

describe.each(STORES)('Rebuild with an in-memory fold (%s)', (_, open) => {
  let opened: OpenedStore;
  let store: ReadModelStore;
  let commits: number[];
  const runners: Rebuild[] = [];
  /** A rebuild of generation 1, which is not active, counting the commits that reach the store. */
  const rebuilder = (feed: InMemoryEventFeed, options: Partial<ConstructorParameters<typeof Rebuild>[0]> = {}) => {
    const counted: ReadModelStore = storeWith(store, {
      commit: (...args: Parameters<ReadModelStore['commit']>) => {
        commits.push(args[1].checkpoint);
        return store.commit(...args);
      },
    });
    const r = new Rebuild({
      projection: counting(),
      feed,
      store: counted,
      generation: 1,
      batchSize: 50,
      retryDelayMs: 10,
      foldLimit: 1_000_000,
      // The test process's own heap is not what these cases are about (a long Jest worker can
      // hold more than the share); the heap case below sets its own pressure.
      heapPressure: () => false,
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
    await r.run();
    expect(seen.slice(0, 4)).toEqual([[0, 0], [0, 0], [50, 0], [100, 0]]);
    expect(r.snapshot().foldedTo).toBe(0);
    expect(commits).toEqual([430]);
    expect(r.foldStopped).toBeNull();
    expect(r.snapshot()).toMatchObject({ checkpoint: 430, eventsApplied: 430, status: 'rebuilding' });
    await expectExactlyOnce(store, 430);
    fill(feed, 430, 5);
    expect(await r.follower?.waitForPosition(435, 2000)).toBe(true);
    await expectExactlyOnce(store, 435);
  });

  it('lets the event loop turn between pages while folding, so a backend keeps answering', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 1000);
    const r = rebuilder(feed);
    const turnsAtRead = await countTurnsAtReads(feed, async () => {
      await r.run();
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
    await r.run();
    expect(commits).toEqual([150, 200, 250, 300]);
    expect(r.foldStopped).toEqual({ position: 150, by: 'fold-limit' });
    await expectExactlyOnce(store, 300);
  });

  it('stops folding when the heap is under pressure, whatever the limit', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 300);
    let pages = 0;
    const r = rebuilder(feed, { heapPressure: () => ++pages >= 2 });
    await r.run();
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
    await r.run();
    expect(failures).toBe(1);
    expect(r.snapshot().errors).toBe(1);
    await expectExactlyOnce(store, 200);
    expect(await store.read(G1, [{ op: 'get', key: 'leftover' }])).toEqual([null]);
  });

  it('a throwing handler ends the fold: the batch-by-batch replay stops at it with the error visible', async () => {
    const feed = new InMemoryEventFeed();
    const events = feed.append('labday-x', ...bookingStream(0, 120));
    const r = rebuilder(feed, { projection: counting(77) });
    await expect(r.run()).rejects.toThrow('failed at position 77');
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
    const projection = counting(undefined, (event) => {
      if (event.position === 1) replays += 1;
      return replays >= 2 && event.position === 77;
    });
    const r = rebuilder(feed, { store: flaky, projection });
    await expect(r.run()).rejects.toThrow('failed at position 77');
    expect(await store.read(G1, [{ op: 'get', key: 'leftover' }])).toEqual([null]);
    await expectExactlyOnce(store, 76);
  });

  it('never folds into a generation that already has a checkpoint: it resumes from it', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 100);
    const first = rebuilder(feed, { foldLimit: 0 });
    await first.run();
    await first.stop();
    commits = [];
    fill(feed, 100, 60);
    const second = rebuilder(feed);
    await second.run();
    expect(commits).toEqual([150, 160]);
    await expectExactlyOnce(store, 160);
  });
});
