import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import type { RecordedEvent } from '@centre/contracts';
import type { Projection } from '../engine/projection.js';
import { Rebuild } from '../engine/rebuild.js';
import { InMemoryEventFeed } from '../testing/in-memory-event-feed.js';
import { centreLog } from '../testing/logs.js';
import { openRedisStore, REDIS_URL } from '../testing/redis.js';
import { bookingListsProjection } from './booking-lists/booking-lists.projection.js';
import { inboxProjection } from './inbox/inbox.projection.js';
import { occupancyProjection } from './occupancy/occupancy.projection.js';

// A rebuild's fold in parts, on real threads into a real Redis, of the centre's read models:
// the threads import the built packages and the JSON-file log of testing/json-log.threads.mjs
// (`npm test` builds first).
const THREADS = new URL('../testing/json-log.threads.mjs', import.meta.url).href;

/** The log in memory for this thread, and in a JSON file for the fold's threads. */
class FileBackedFeed extends InMemoryEventFeed {
  constructor(
    private readonly file: string,
    private readonly reader = 'readJsonLogPart',
  ) {
    // recordedAt by position, the same in every copy of the log (it ends in `_checkpoint_at`).
    let appended = 0;
    super({ clock: () => new Date(Date.UTC(2026, 10, 1) + (appended += 1) * 1000) });
  }

  get partReader() {
    writeFileSync(this.file, JSON.stringify(this.events));
    return { module: THREADS, export: this.reader, options: { file: this.file } };
  }
}

const replay = (feed: InMemoryEventFeed, events: readonly RecordedEvent[]) => {
  for (const { streamId, event } of events) feed.append(streamId, event);
};

describe('a rebuild folded in parts on threads', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fold-parts-'));
  const redis = createClient({ url: REDIS_URL, RESP: 2 });
  const disposers: Array<() => Promise<void>> = [];
  const runners: Rebuild[] = [];

  beforeAll(() => redis.connect());
  afterAll(async () => {
    await redis.close();
    rmSync(dir, { recursive: true, force: true });
  });
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
    for (const dispose of disposers.splice(0)) await dispose();
  });

  const feedOf = (events: readonly RecordedEvent[], reader?: string) => {
    const feed = new FileBackedFeed(join(dir, `${Math.random().toString(36).slice(2)}.json`), reader);
    replay(feed, events);
    return feed;
  };

  const rebuild = async (feed: InMemoryEventFeed, options: { projection?: Projection; foldThreads: number; foldLimit?: number }) => {
    const opened = await openRedisStore();
    disposers.push(opened.dispose);
    const runner = new Rebuild({
      projection: options.projection ?? occupancyProjection,
      feed,
      store: opened.store,
      generation: 1,
      batchSize: 100,
      retryDelayMs: 10,
      foldLimit: options.foldLimit ?? 1_000_000,
      foldThreads: options.foldThreads,
    });
    runners.push(runner);
    return { runner, store: opened.store, root: opened.root };
  };

  /** Every key of the generation with its fields or members, as sorted plain data. */
  const contents = async (root: string, projection = 'occupancy') => {
    const prefix = `${root}:${projection}:g1:`;
    const out: Record<string, unknown> = {};
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) {
      for (const key of keys) {
        const type = await redis.type(key);
        out[key.slice(prefix.length)] =
          type === 'hash'
            ? Object.entries(await redis.hGetAll(key)).sort()
            : type === 'zset'
              ? await redis.zRangeWithScores(key, 0, -1)
              : await redis.get(key);
      }
    }
    return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
  };

  it('ends in the read model a fold on one thread makes, with the same checkpoint, and says it ran in parts', async () => {
    const events = centreLog(7, 3000);
    const alone = await rebuild(feedOf(events), { foldThreads: 0 });
    const inParts = await rebuild(feedOf(events), { foldThreads: 3 });
    await Promise.all([alone.runner.run(), inParts.runner.run()]);

    expect(inParts.runner.foldedInParts).toBe(3);
    expect(alone.runner.foldedInParts).toBe(0);
    expect(inParts.runner.follower?.checkpoint).toBe(3000);
    expect(inParts.runner.snapshot().eventsApplied).toBe(3000);
    const expected = await contents(alone.root);
    // Every lab-day of the log, and the checkpoint, its time and the version.
    expect(Object.keys(expected).length).toBeGreaterThan(6);
    expect(await contents(inParts.root)).toEqual(expected);
  });

  it.each([bookingListsProjection, inboxProjection])('$name, whose parts write the same keys, ends as on one thread too', async (projection) => {
    const events = centreLog(19, 3000);
    const alone = await rebuild(feedOf(events), { projection, foldThreads: 0 });
    const inParts = await rebuild(feedOf(events), { projection, foldThreads: 2 });
    await Promise.all([alone.runner.run(), inParts.runner.run()]);

    expect(inParts.runner.foldedInParts).toBe(2);
    const expected = await contents(alone.root, projection.name);
    expect(Object.keys(expected).length).toBeGreaterThan(2);
    expect(await contents(inParts.root, projection.name)).toEqual(expected);
  });

  it('replaces what an earlier attempt left in the generation, as a load on one thread does', async () => {
    const events = centreLog(23, 1500);
    const inParts = await rebuild(feedOf(events), { foldThreads: 2 });
    // A lab-day no event of the log makes: what a first attempt whose checkpoint never landed could leave.
    await inParts.store.load({ projection: 'occupancy', generation: 1 }, [{ op: 'hset', key: 'labday:LeftoverLab:2026-12-31', fields: { x: '1' } }]);
    await inParts.runner.run();
    expect(inParts.runner.foldedInParts).toBe(2);

    const alone = await rebuild(feedOf(events), { foldThreads: 0 });
    await alone.runner.run();
    const expected = await contents(alone.root);
    expect(expected).not.toHaveProperty(['labday:LeftoverLab:2026-12-31']);
    expect(await contents(inParts.root)).toEqual(expected);
  });

  it('goes on from the head it folded to: events appended while the parts fold are applied after, once', async () => {
    const events = centreLog(11, 24000);
    const feed = feedOf(events.slice(0, 20000));
    const inParts = await rebuild(feed, { foldThreads: 2 });
    const running = inParts.runner.run();
    // The parts took the head (20000) and fold; what comes now is beyond it.
    while (inParts.runner.snapshot().foldedTo === 0) await new Promise((resolve) => setTimeout(resolve, 2));
    const reached = inParts.runner.snapshot().foldedTo;
    replay(feed, events.slice(20000));
    await running;
    expect(reached).toBeLessThan(20000);
    expect(inParts.runner.foldedInParts).toBe(2);
    expect(await inParts.runner.follower?.waitForPosition(24000, 5000)).toBe(true);
    expect(inParts.runner.snapshot().eventsApplied).toBe(24000);

    const alone = await rebuild(feedOf(events), { foldThreads: 0 });
    await alone.runner.run();
    expect(await contents(inParts.root)).toEqual(await contents(alone.root));
  });

  it('a part past its share of the fold limit gives the work back to one thread, which stops where it must', async () => {
    const events = centreLog(3, 2000);
    const limited = await rebuild(feedOf(events), { foldThreads: 2, foldLimit: 200 });
    await limited.runner.run();
    expect(limited.runner.foldedInParts).toBe(0);
    expect(limited.runner.foldStopped?.by).toBe('fold-limit');

    const alone = await rebuild(feedOf(events), { foldThreads: 0 });
    await alone.runner.run();
    expect(await contents(limited.root)).toEqual(await contents(alone.root));
  });

  it('a handler that throws in a part: the rebuild stops at that event with the error visible, nothing of the parts kept', async () => {
    const { poisonedOccupancy } = (await import(THREADS)) as { poisonedOccupancy: Projection };
    const events = centreLog(5, 1500);
    const at = events.findIndex((e, i) => i > 900 && e.event.type === 'BookingRequested');
    const poisoned = events.map((e, i) =>
      i === at ? { ...e, event: { ...e.event, data: { ...(e.event.data as object), bookingId: 'poison-1' } } } : e,
    ) as RecordedEvent[];
    const failing = await rebuild(feedOf(poisoned), { projection: poisonedOccupancy, foldThreads: 2 });
    await expect(failing.runner.run()).rejects.toThrow(`failed at position ${at + 1}`);
    expect(failing.runner.foldedInParts).toBe(0);
    expect(failing.runner.snapshot().lastError).toEqual({
      message: 'cannot apply poison-1',
      eventId: poisoned[at]!.event.eventId,
      position: at + 1,
    });
    expect(await failing.store.checkpoint({ projection: 'occupancy', generation: 1 })).toBe(at);

    // What it holds is what the events before the poisoned one make, committed batch by batch.
    const before = await rebuild(feedOf(poisoned.slice(0, at)), { foldThreads: 0 });
    await before.runner.run();
    expect(await contents(failing.root)).toEqual(await contents(before.root));
  });

  it('stopping the rebuild while its parts fold ends their threads', async () => {
    const inParts = await rebuild(feedOf(centreLog(13, 20000), 'readJsonLogPartSlowly'), { foldThreads: 2 });
    const running = inParts.runner.run();
    // Stopped once the parts have folded their first pages, with many to go.
    while (inParts.runner.snapshot().foldedTo === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    await inParts.runner.stop();
    await expect(running).rejects.toThrow('rebuild stopped');
    expect(inParts.runner.follower).toBeNull();
    expect(inParts.runner.foldedInParts).toBe(0);
    // Threads left running would load their dumps within a second (the whole fold takes less).
    // Stopped while folding, they have loaded nothing; on a slow host the stop may come once
    // they load, and then what they loaded stays (the next attempt's load replaces it), but
    // nothing lands after the stop.
    const atStop = await contents(inParts.root);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await contents(inParts.root)).toEqual(atStop);
  });

  it('stopping the rebuild while its parts load their dumps: nothing of theirs lands after the stop', async () => {
    const inParts = await rebuild(feedOf(centreLog(17, 20000)), { projection: bookingListsProjection, foldThreads: 2 });
    const running = inParts.runner.run();
    // Once a part's first writes are in the generation, its dump is under way.
    while (Object.keys(await contents(inParts.root, bookingListsProjection.name)).length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await inParts.runner.stop();
    await running.catch(() => {});
    const atStop = await contents(inParts.root, bookingListsProjection.name);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await contents(inParts.root, bookingListsProjection.name)).toEqual(atStop);
  });
});
