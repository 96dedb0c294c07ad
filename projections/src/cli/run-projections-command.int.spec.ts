import { InMemoryEventFeed } from '../testing/in-memory-event-feed.js';
import { bookingStream, streamOf } from '../testing/events.js';
import { STORES, type OpenedStore } from '../testing/projection-harness.js';
import type { BookingApproved } from '@centre/contracts';
import { fieldsProjection } from '../engine/fields-projection.js';
import { ProjectionHost } from '../engine/projection-host.js';
import { CENTRE_PROJECTIONS } from '../read-models/index.js';
import { inboxProjection } from '../read-models/inbox/inbox.projection.js';
import { occupancyProjection } from '../read-models/occupancy/occupancy.projection.js';
import { getOccupancy } from '../read-models/occupancy/occupancy.query.js';
import { runProjectionsCommand } from './run-projections-command.js';

describe.each(STORES)('runProjectionsCommand (%s)', (_, open) => {
  let opened: OpenedStore;
  let feed: InMemoryEventFeed;
  let lines: string[];
  let errors: string[];
  const run = (...argv: string[]) => runWith({}, ...argv);
  const runWith = (deps: { rebuildFoldLimit?: number }, ...argv: string[]) =>
    runProjectionsCommand(argv, {
      feed,
      store: opened.store,
      projections: CENTRE_PROJECTIONS,
      out: (line) => lines.push(line),
      err: (line) => errors.push(line),
      progressEveryMs: 5,
      ...deps,
    });

  beforeEach(async () => {
    opened = await open();
    feed = new InMemoryEventFeed();
    for (const event of bookingStream(0, 200)) feed.append(streamOf(event), event);
    lines = [];
    errors = [];
  });
  afterEach(() => opened.dispose());

  it('status reports every projection from the store, before anything ran', async () => {
    expect(await run('status', '--json')).toBe(0);
    const report = JSON.parse(lines.join('\n')) as Array<Record<string, unknown>>;
    expect(report.map((p) => p.projection)).toEqual(['occupancy', 'booking-lists', 'inbox', 'booking-holds', 'applications', 'lab-operations', 'qualifications', 'catalogue']);
    expect(report[0]).toEqual({
      projection: 'occupancy',
      version: occupancyProjection.version,
      storedVersion: null,
      generation: null,
      checkpoint: 0,
      head: 200,
      lagEvents: 200,
    });
  });

  it('rebuild NAME builds a new generation that a running host then follows', async () => {
    const host = new ProjectionHost({ feed, store: opened.store, projections: CENTRE_PROJECTIONS, retryDelayMs: 10 });
    await host.start();
    await host.whenLive();
    const before = await getOccupancy(opened.store, 'FabricationLab', '2026-12-01');

    expect(await run('rebuild', 'occupancy')).toBe(0);
    expect(lines.at(-1)).toMatch(/^rebuilt occupancy: generation 1 → 2, 200 events in \d+ ms \(\d+ events\/s\)$/);
    expect(await getOccupancy(opened.store, 'FabricationLab', '2026-12-01')).toEqual(before);

    // The host's runner on generation 1 is retired at its next commit and follows generation 2.
    for (const event of bookingStream(200, 3)) feed.append(streamOf(event), event);
    expect(await host.waitForPosition(203, 3000, ['occupancy'])).toBe(true);
    await host.whenLive();
    expect(host.status().projections[0]).toMatchObject({ projection: 'occupancy', generation: 2, status: 'live' });
    expect((await getOccupancy(opened.store, 'FabricationLab', '2026-12-01')).position).toBe(203);
    await host.stop();

    lines = [];
    await run('status');
    // Stored and current version: occupancy's own.
    expect(lines[1]).toMatch(new RegExp(`^occupancy\\s+2\\s+${occupancyProjection.version}/${occupancyProjection.version}\\s+203\\s+203\\s+0$`));
  });

  it('says where a rebuild stopped folding in memory and went on batch by batch', async () => {
    // More than one page of the log (2,000 events): the limit is reached after the first.
    for (const event of bookingStream(200, 2_100)) feed.append(streamOf(event), event);
    expect(await runWith({ rebuildFoldLimit: 20 }, 'rebuild', 'occupancy')).toBe(0);
    const rebuilt = lines.filter((line) => line.startsWith('rebuilt '));
    if (opened.store.prefersBulkLoad) {
      expect(rebuilt).toEqual([
        expect.stringMatching(/^rebuilt occupancy: generation - → 1, 2300 events in \d+ ms \(\d+ events\/s\); folded in memory to position \d+ \(REBUILD_FOLD_LIMIT reached\), then batch by batch$/),
      ]);
      const position = Number(/to position (\d+)/.exec(rebuilt[0]!)![1]);
      expect(position).toBe(2_000);
    } else {
      // A store that does not prefer bulk loads replays batch by batch from the start: no fold.
      expect(rebuilt).toEqual([expect.stringMatching(/ \(\d+ events\/s\)$/)]);
    }
  });

  it('rebuild --all rebuilds every projection together; one that fails does not stop the others', async () => {
    const broken = fieldsProjection<BookingApproved>({
      name: 'broken',
      version: 1,
      handles: ['BookingApproved'],
      documentId: () => 'any',
      fieldsRead: () => [],
      evolve: () => {
        throw new Error('no such slot');
      },
    });
    const projections = [occupancyProjection, broken, inboxProjection];
    const code = await runProjectionsCommand(['rebuild', '--all'], {
      feed,
      store: opened.store,
      projections,
      out: (line) => lines.push(line),
      err: (line) => errors.push(line),
      progressEveryMs: 5,
    });

    expect(code).toBe(1);
    const rebuilt = lines.filter((line) => line.startsWith('rebuilt '));
    expect(rebuilt.map((line) => line.split(':')[0])).toEqual(['rebuilt occupancy', 'rebuilt inbox']);
    expect(rebuilt.every((line) => / → 1, 200 events in \d+ ms/.test(line))).toBe(true);
    expect(errors).toEqual([expect.stringMatching(/^rebuild of broken failed: .*no such slot/)]);

    lines = [];
    expect(await run('status')).toBe(0);
    expect(lines.find((line) => line.startsWith('occupancy'))).toMatch(new RegExp(`^occupancy\\s+1\\s+${occupancyProjection.version}/${occupancyProjection.version}\\s+200\\s+200\\s+0$`));
  });

  it('rejects an unknown projection or command with usage and exit code 2', async () => {
    expect(await run('rebuild', 'nope')).toBe(2);
    expect(errors[0]).toContain('unknown projection: nope');
    expect(await run('frobnicate')).toBe(2);
    expect(await run('help')).toBe(0);
  });
});
