import { InMemoryEventFeed } from '../testing/in-memory-event-feed.js';
import { bookingStream } from '../testing/events.js';
import { STORES, type OpenedStore } from '../testing/projection-harness.js';
import type { ReadModelStore } from '../store/read-model-store.port.js';
import { counting } from '../testing/counting.projection.js';
import { G1, countTurnsAtReads, expectExactlyOnce, fill, storeWith, turnedBetween } from '../testing/engine-checks.js';
import type { CommittedBatch } from './projection.js';
import { LiveFollower } from './live-follower.js';

describe.each(STORES)('LiveFollower (%s)', (_, open) => {
  let opened: OpenedStore;
  let store: ReadModelStore;
  const runners: LiveFollower[] = [];
  const runner = (feed: InMemoryEventFeed, options: Partial<ConstructorParameters<typeof LiveFollower>[0]> = {}) => {
    const r = new LiveFollower({ projection: counting(), feed, store, generation: 1, active: false, batchSize: 50, retryDelayMs: 10, ...options });
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
    const r = runner(feed, { active: true });
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
    const r = runner(feed, { active: true });
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
    const r = runner(feed, { projection: counting(7), active: true });
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
    const r = runner(feed, { projection: counting(95), active: true, batchSize: 10 });
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
    const r = runner(feed, { active: true });
    r.start();
    await r.whenLive();
    const waiting = r.waitForPosition(3, 2000);
    fill(feed, 0, 3);
    expect(await waiting).toBe(true);
    expect(await r.waitForPosition(3, 10)).toBe(true);
    expect(await r.waitForPosition(4, 30)).toBe(false);
  });

  it('fires onCommitted after the commit when active, never for a generation not active yet', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 5);
    const rebuilding = runner(feed);
    const seenWhileRebuilding: CommittedBatch[] = [];
    rebuilding.onCommitted((batch) => seenWhileRebuilding.push(batch));
    rebuilding.start();
    await rebuilding.whenLive();
    expect(seenWhileRebuilding).toEqual([]);
    rebuilding.activate();
    const seen: Array<{ batch: CommittedBatch; stored: number }> = [];
    rebuilding.onCommitted((batch) => void store.checkpoint(G1).then((stored) => seen.push({ batch, stored })));
    fill(feed, 5, 2);
    expect(await rebuilding.waitForPosition(7, 2000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    // One batch an event, each with the document it changed.
    expect(seen.map((s) => [s.batch.from, s.batch.to, s.batch.changes])).toEqual([
      [5, 6, ['applied']],
      [6, 7, ['applied']],
    ]);
    expect(seen.every((s) => s.stored >= s.batch.to)).toBe(true);
  });

  it('reports lag in events and milliseconds while behind', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 10);
    const r = runner(feed, { active: true });
    r.start();
    await r.whenLive();
    await r.stop();
    const later = feed.append('labday-x', ...bookingStream(10, 1));
    r.observeHead(11, new Date(Date.parse(feed.events[9]?.recordedAt ?? '') + 1500).toISOString());
    expect(later).toHaveLength(1);
    expect(r.snapshot()).toMatchObject({ checkpoint: 10, head: 11, lagEvents: 1, lagMs: 1500, status: 'stopped' });
  });
});

