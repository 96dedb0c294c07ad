import { occupancyKey, type LabDayEvent, type OccupancySnapshot } from '@centre/contracts';
import { InMemoryEventFeed } from '../testing/in-memory-event-feed.js';
import { bookingStream, streamOf } from '../testing/events.js';
import { STORES, type OpenedStore } from '../testing/projection-harness.js';
import { ProjectionHost } from '../engine/projection-host.js';
import type { ReadModelStore } from '../store/read-model-store.port.js';
import { applyPatch, evolveLabDay, parseCell } from './occupancy/occupancy.evolve.js';
import { checkAvailability, getOccupancy, onOccupancyChanged } from './occupancy/occupancy.query.js';
import { listBookings } from './booking-lists/booking-lists.query.js';
import { listContactMessages } from './inbox/inbox.query.js';
import { CENTRE_PROJECTIONS } from './index.js';

const LABS = ['FabricationLab', 'BioLab', 'MediaLab'];
const DATES = ['2026-12-01', '2026-12-02', '2026-12-03'];
const SLOTS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00'];

const fill = (feed: InMemoryEventFeed, from: number, count: number) => {
  for (const event of bookingStream(from, count)) feed.append(streamOf(event), event);
};

/** The truth, folded straight from the log up to a position. */
const cellsAt = (feed: InMemoryEventFeed, lab: string, date: string, position: number) => {
  let cells = new Map<string, string>();
  for (const recorded of feed.events.slice(0, position)) {
    const event = recorded.event as LabDayEvent;
    if (event.data.lab === lab && event.data.date === date) cells = applyPatch(cells, evolveLabDay(cells, event));
  }
  return cells;
};

/** What every read model answers, through its queries. */
const everything = async (store: ReadModelStore) => {
  const occupancy: Array<Omit<OccupancySnapshot, 'position'>> = [];
  for (const lab of LABS) {
    for (const date of DATES) {
      const { position: _position, ...rest } = await getOccupancy(store, lab, date);
      occupancy.push(rest);
    }
  }
  const lists = [];
  for (const sort of ['created-desc', 'date-asc'] as const) {
    for (const status of [undefined, 'pending', 'approved', 'rejected'] as const) {
      lists.push(await listBookings(store, { sort, limit: 500, ...(status && { status }) }));
    }
  }
  return { occupancy, lists, inbox: await listContactMessages(store, { limit: 500 }) };
};

describe.each(STORES)('the centre’s projections in a ProjectionHost (%s)', (_, open) => {
  const opened: OpenedStore[] = [];
  const hosts: ProjectionHost[] = [];
  const newHost = async (feed: InMemoryEventFeed) => {
    const store = await open();
    opened.push(store);
    const host = new ProjectionHost({ feed, store: store.store, projections: CENTRE_PROJECTIONS, batchSize: 100, rebuildBatchSize: 250, headPollMs: 50 });
    hosts.push(host);
    return { host, store: store.store };
  };
  afterEach(async () => {
    for (const host of hosts.splice(0)) await host.stop();
    for (const store of opened.splice(0)) await store.dispose();
  });

  it('starts every projection from the log, answers queries, and reports ready', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 300);
    const { host, store } = await newHost(feed);
    expect(host.isReady()).toBe(false);
    await host.start();
    await host.whenLive();
    const status = host.status();
    expect(status.ready).toBe(true);
    expect(host.isReady()).toBe(true);
    expect(status.head).toBe(300);
    expect(status.projections.map((p) => [p.projection, p.status, p.checkpoint, p.generation])).toEqual([
      ['occupancy', 'live', 300, 1],
      ['booking-lists', 'live', 300, 1],
      ['inbox', 'live', 300, 1],
      ['booking-holds', 'live', 300, 1],
      ['applications', 'live', 300, 1],
      ['lab-operations', 'live', 300, 1],
      ['qualifications', 'live', 300, 1],
      ['catalogue', 'live', 300, 1],
    ]);
    expect((await listBookings(store, { limit: 1 })).total).toBeGreaterThan(0);
    const metrics = await host.metrics.metrics();
    expect(metrics).toContain('centre_projection_checkpoint{projection="occupancy"} 300');
    expect(metrics).toContain('centre_projection_lag_events{projection="inbox"} 0');
    expect(metrics).toContain('centre_projection_status{projection="inbox",status="live"} 1');
    expect(metrics).toContain('centre_projection_events_applied_total{projection="occupancy"} 300');
    for (const name of ['head', 'lag_ms', 'events_per_second']) expect(metrics).toContain(`centre_projection_${name}{`);
  });

  it('waits for a position across projections, bounded', async () => {
    const feed = new InMemoryEventFeed();
    const { host, store } = await newHost(feed);
    await host.start();
    await host.whenLive();
    const [appended] = feed.append('labday-FabricationLab-2026-12-01', ...bookingStream(0, 1));
    expect(await host.waitForPosition(appended?.position ?? 1, 2000)).toBe(true);
    expect((await listBookings(store)).items.map((item) => item.id)).toEqual(['b-0']);
    expect(await host.waitForPosition(99, 30)).toBe(false);
  });

  it('pushes the new occupancy of a changed lab-day after its commit', async () => {
    const feed = new InMemoryEventFeed();
    const { host, store } = await newHost(feed);
    const pushed: OccupancySnapshot[] = [];
    onOccupancyChanged(host, store, (snapshot) => pushed.push(snapshot));
    await host.start();
    await host.whenLive();
    fill(feed, 0, 1);
    await host.waitForPosition(1, 2000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(pushed).toEqual([
      {
        lab: 'FabricationLab',
        date: '2026-12-01',
        position: 1,
        taken: [{ slotId: '09:00', facilityId: 'f-0', bookingId: 'b-0', status: 'pending' }],
      },
    ]);
  });

  it('reads and pushes no snapshot of a lab-day nobody follows', async () => {
    const feed = new InMemoryEventFeed();
    const { host, store } = await newHost(feed);
    const asked: string[] = [];
    const pushed: OccupancySnapshot[] = [];
    let following = false;
    onOccupancyChanged(
      host,
      store,
      (snapshot) => pushed.push(snapshot),
      (day) => {
        asked.push(`${day.lab} ${day.date}`);
        return following;
      },
    );
    await host.start();
    await host.whenLive();
    fill(feed, 0, 1);
    await host.waitForPosition(1, 2000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(asked).toEqual(['FabricationLab 2026-12-01']);
    expect(pushed).toEqual([]);

    following = true;
    fill(feed, 1, 1);
    await host.waitForPosition(2, 2000);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(pushed.map((snapshot) => snapshot.position)).toEqual([2]);
  });

  it('rebuilds while events keep arriving: availability stays right throughout, the result equals a fresh build', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 1500);
    const { host, store } = await newHost(feed);
    const pushedDuringRebuild: OccupancySnapshot[] = [];
    await host.start();
    await host.whenLive();

    let appended = 1500;
    const appender = setInterval(() => {
      fill(feed, appended, 5);
      appended += 5;
    }, 5);
    let checking = true;
    let checks = 0;
    const checker = (async () => {
      while (checking) {
        const lab = LABS[checks % 3] ?? 'BioLab';
        const date = DATES[(checks >> 1) % 3] ?? '2026-12-01';
        const facilities = Array.from({ length: 40 }, (_, k) => `f-${(checks * 37 + k * 3) % appended}`);
        const answer = await checkAvailability(store, lab, date, SLOTS, facilities);
        const truth = cellsAt(feed, lab, date, answer.position);
        const expected = SLOTS.flatMap((slotId) =>
          facilities.flatMap((facilityId) => {
            const value = truth.get(occupancyKey(slotId, facilityId));
            return value ? [{ slotId, facilityId, ...parseCell(value) }] : [];
          }),
        );
        expect(answer.conflicts).toEqual(expected);
        checks += 1;
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();

    const progress = setInterval(() => {
      if (process.env['DEBUG_REBUILD']) console.log(JSON.stringify(host.status().projections.map((p) => [p.projection, p.status, p.checkpoint, p.rebuild?.checkpoint]), null, 0), feed.position);
    }, 1000);
    const rebuilt = await Promise.all([host.rebuild('occupancy'), host.rebuild('booking-lists'), host.rebuild('inbox')]);
    onOccupancyChanged(host, store, (snapshot) => pushedDuringRebuild.push(snapshot));
    clearInterval(appender);
    clearInterval(progress);
    checking = false;
    await checker;
    expect(checks).toBeGreaterThan(5);
    expect(rebuilt.map((r) => [r.projection, r.from, r.to])).toEqual([
      ['occupancy', 1, 2],
      ['booking-lists', 1, 2],
      ['inbox', 1, 2],
    ]);
    expect(await host.waitForPosition(feed.position, 5000)).toBe(true);

    const fresh = await newHost(feed);
    await fresh.host.start();
    await fresh.host.whenLive();
    expect(await everything(store)).toEqual(await everything(fresh.store));
    expect(host.status().projections.find((p) => p.projection === 'occupancy')).toMatchObject({
      generation: 2,
      status: 'live',
      rebuild: null,
    });
    // Only changes after the switch are pushed, and only from the new generation.
    expect(pushedDuringRebuild.every((s) => s.position > rebuilt[0]!.events - 1)).toBe(true);
  }, 60_000);

  it('folds a rebuild in memory and bulk-loads it only into a store that prefers that', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 600);
    const { host, store } = await newHost(feed);
    await host.start();
    await host.whenLive();
    const before = await everything(store);
    const load = store.load.bind(store);
    let loads = 0;
    store.load = (...args) => {
      loads += 1;
      return load(...args);
    };
    const result = await host.rebuild('booking-lists');
    expect(loads).toBe(store.prefersBulkLoad ? 1 : 0);
    expect(result.events).toBe(600);
    expect(await everything(store)).toEqual(before);
  });

  it('rebuilds at start a projection whose stored generation another version wrote, serving the old one meanwhile', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 30);
    const { host, store } = await newHost(feed);
    const old = { projection: 'occupancy', generation: await store.allocateGeneration('occupancy') };
    await store.switchActive('occupancy', old.generation, null);
    await store.commit(old, {
      ops: [
        { op: 'set', key: '_version', value: '0' },
        { op: 'hset', key: 'labday:FabricationLab:2026-12-01', fields: { '09:00|old': 'b-old:approved' } },
      ],
      expectedCheckpoint: 0,
      checkpoint: 30,
    });
    await host.start();
    // Rebuilding at start: not ready, by either account.
    expect(host.status().ready).toBe(false);
    expect(host.isReady()).toBe(false);
    await host.whenLive();
    expect(host.isReady()).toBe(true);
    expect(host.status().projections[0]).toMatchObject({ projection: 'occupancy', status: 'live', generation: old.generation + 1 });
    const taken = (await getOccupancy(store, 'FabricationLab', '2026-12-01')).taken;
    expect(taken.some((t) => t.facilityId === 'old')).toBe(false);
    expect(taken.length).toBeGreaterThan(0);
  });

  it('stopping during a rebuild ends the rebuild and drops its generation', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 3000);
    const { host, store } = await newHost(feed);
    await host.start();
    await host.whenLive();
    const rebuilding = host.rebuild('booking-lists');
    const outcome = rebuilding.then(() => 'finished', () => 'stopped');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await host.stop();
    expect(['finished', 'stopped']).toContain(await outcome);
    const active = await store.activeGeneration('booking-lists');
    const other = active === 1 ? 2 : 1;
    expect(await store.checkpoint({ projection: 'booking-lists', generation: other })).toBe(0);
  });

  it('a rebuild that fails leaves the live generation serving', async () => {
    const feed = new InMemoryEventFeed();
    fill(feed, 0, 50);
    const { host } = await newHost(feed);
    await host.start();
    await host.whenLive();
    await expect(host.rebuild('nope')).rejects.toThrow('unknown projection: nope');
    expect(host.status().ready).toBe(true);
  });
});
