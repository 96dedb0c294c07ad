import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { AnyEvent, RecordedEvent } from '@centre/contracts';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type ExpectedRevision,
  type ReadStreamResult,
} from '../shared/event-store/event-store.port.js';
import { SqliteEventStore } from '../shared/event-store/sqlite.event-store.js';
import { tempDataDir } from '../testing/backend-process.js';
import { bookingRequested } from '../scale-out/testing/booking-events.js';
import { MigrationConflictError, migrateLog, planRun, runsOf, type MigrationTarget } from './log-migration.js';
import { SqliteLogReader, type StoredEvent } from './sqlite-log.reader.js';

/** The EventStore port's append and stream read over memory, failing after `failAfter` appends. */
class FakeTarget implements MigrationTarget {
  readonly streams = new Map<string, AnyEvent[]>();
  readonly calls: Array<{ streamId: string; count: number; expected: ExpectedRevision }> = [];
  failAfter = Infinity;

  async append(streamId: string, events: readonly AnyEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (this.calls.length >= this.failAfter) throw new Error('connection lost');
    const stream = this.streams.get(streamId) ?? [];
    const actual = stream.length - 1;
    if (expected !== 'any' && (expected === 'no-stream' ? actual !== -1 : expected !== actual)) {
      throw new WrongExpectedRevisionError(streamId, expected, actual);
    }
    stream.push(...events);
    this.streams.set(streamId, stream);
    this.calls.push({ streamId, count: events.length, expected });
    return { nextRevision: stream.length - 1, position: 0 };
  }

  async readStream(streamId: string): Promise<ReadStreamResult> {
    const stream = this.streams.get(streamId) ?? [];
    const events = stream.map(
      (event, revision): RecordedEvent => ({ streamId, revision, position: 0, recordedAt: '', event }),
    );
    return { events, revision: stream.length - 1 };
  }
}

const stored = (streamId: string, revision: number, position: number, eventId: string = randomUUID()): StoredEvent => ({
  streamId,
  revision,
  position,
  recordedAt: '2026-11-21T00:00:00.000Z',
  event: { ...bookingRequested(position), eventId },
});

describe('planning the appends', () => {
  it('groups consecutive events of one stream, never reordering', () => {
    const events = [stored('a', 0, 1), stored('a', 1, 2), stored('b', 0, 3), stored('a', 2, 4), stored('a', 3, 5), stored('a', 4, 6)];
    expect(runsOf(events, 2).map((run) => run.map((e) => e.position))).toEqual([[1, 2], [3], [4, 5], [6]]);
  });

  it('appends a new stream with no-stream, and after its revision when the target has some', () => {
    const run = [stored('a', 0, 1), stored('a', 1, 2)];
    expect(planRun({ revision: -1, eventIds: [] }, run).append).toMatchObject({ expected: 'no-stream', events: run });
    const resumed = planRun({ revision: 0, eventIds: [run[0]!.event.eventId] }, run);
    expect(resumed.skip).toEqual([run[0]]);
    expect(resumed.append).toMatchObject({ expected: 0, events: [run[1]] });
    expect(planRun({ revision: 1, eventIds: run.map((e) => e.event.eventId) }, run)).toEqual({ skip: run, append: null });
  });

  it('refuses a target that holds another event at a revision, a gap, or an id EventStoreDB cannot take', () => {
    const run = [stored('a', 0, 1), stored('a', 1, 2)];
    expect(() => planRun({ revision: 0, eventIds: [randomUUID()] }, run)).toThrow(MigrationConflictError);
    expect(() => planRun({ revision: -1, eventIds: [] }, [stored('a', 1, 2)])).toThrow(/revision 1 follows -1/);
    expect(() => planRun({ revision: -1, eventIds: [] }, [stored('a', 0, 1, 'evt-1')])).toThrow(/needs UUIDs/);
  });
});

describe('migrating an SQLite log', () => {
  const data = tempDataDir();
  const file = join(data.dir, 'events.sqlite');
  let written: Array<{ streamId: string; eventId: string; position: number }> = [];

  beforeAll(async () => {
    const log = new SqliteEventStore({ path: file });
    // Interleaved streams: three lab-days, and one contact message stream in between.
    const revisions = new Map<string, number>();
    for (let n = 0; n < 40; n += 1) {
      const streamId = n % 7 === 3 ? `contact-${n}` : `labday-FabricationLab-2026-12-0${(n % 3) + 1}`;
      const event = bookingRequested(n);
      const revision = revisions.get(streamId) ?? -1;
      const { position } = await log.append(streamId, [event], revision < 0 ? 'no-stream' : revision);
      revisions.set(streamId, revision + 1);
      written.push({ streamId, eventId: event.eventId, position });
    }
    await log.close();
    written = written.sort((a, b) => a.position - b.position);
  });

  afterAll(() => data.remove());

  it('reads the log in its order, as stored', () => {
    const reader = new SqliteLogReader(file);
    try {
      const first = reader.readAfter(0, 15);
      const rest = reader.readAfter(first[first.length - 1]!.position, 100);
      const all = [...first, ...rest];
      expect(all.map((e) => e.event.eventId)).toEqual(written.map((w) => w.eventId));
      expect(all[0]).toMatchObject({ revision: 0, event: { type: 'BookingRequested', version: 2, actor: { kind: 'visitor' } } });
    } finally {
      reader.close();
    }
  });

  it('copies every stream with its revisions and ids; a dry run counts and appends nothing', async () => {
    const reader = new SqliteLogReader(file);
    try {
      const target = new FakeTarget();
      const plan = await migrateLog({ source: reader, target, dryRun: true, pageSize: 8 });
      expect(plan).toMatchObject({ events: 40, streams: 9, skipped: 0, appended: 40, dryRun: true });
      expect(target.calls).toEqual([]);

      const report = await migrateLog({ source: reader, target, pageSize: 8 });
      expect(report).toEqual({ ...plan, dryRun: false });
      for (const [streamId, events] of target.streams) {
        expect(events.map((e) => e.eventId)).toEqual(written.filter((w) => w.streamId === streamId).map((w) => w.eventId));
      }
      // Appends follow the log's order: each call's events come right after the previous call's.
      const order = [...target.calls.flatMap((c) => Array.from({ length: c.count }, () => c.streamId))];
      expect(order).toEqual(written.map((w) => w.streamId));
    } finally {
      reader.close();
    }
  });

  it('resumes after an interruption, appending only what is missing', async () => {
    const reader = new SqliteLogReader(file);
    try {
      const target = new FakeTarget();
      target.failAfter = 5;
      await expect(migrateLog({ source: reader, target, pageSize: 8 })).rejects.toThrow('connection lost');
      const before = [...target.streams.values()].reduce((n, s) => n + s.length, 0);
      expect(before).toBeGreaterThan(0);

      target.failAfter = Infinity;
      const report = await migrateLog({ source: reader, target, pageSize: 8 });
      expect(report).toMatchObject({ events: 40, skipped: before, appended: 40 - before });
      const again = await migrateLog({ source: reader, target, pageSize: 8 });
      expect(again).toMatchObject({ events: 40, skipped: 40, appended: 0, appends: 0 });
      for (const [streamId, events] of target.streams) {
        expect(events.map((e) => e.eventId)).toEqual(written.filter((w) => w.streamId === streamId).map((w) => w.eventId));
      }
    } finally {
      reader.close();
    }
  });

  it('stops, appending nothing more, when the target holds other events', async () => {
    const reader = new SqliteLogReader(file);
    try {
      const target = new FakeTarget();
      await target.append(written[0]!.streamId, [bookingRequested(99)], 'no-stream');
      await expect(migrateLog({ source: reader, target })).rejects.toBeInstanceOf(MigrationConflictError);
      expect(target.calls).toHaveLength(1);
    } finally {
      reader.close();
    }
  });

  it('runs as a command: a dry run without a server prints the counts', async () => {
    const script = join(import.meta.dirname, '../../dist/migrate-to-esdb.js');
    const { stdout } = await promisify(execFile)(process.execPath, [script, '--dry-run'], {
      env: { ...process.env, DATA_DIR: data.dir, ESDB_CONNECTION_STRING: '' },
    });
    expect(stdout).toContain('40 events in 9 streams: 0 already in the target, 40 to append in');
  }, 30_000);
});
