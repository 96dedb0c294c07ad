import type { AnyEvent } from '@centre/contracts';
import type { EventStore, ExpectedRevision } from '../shared/event-store/event-store.port.js';
import type { LogSource, StoredEvent } from './sqlite-log.reader.js';

/** What the migration needs of the target log: the `EventStore` port's append and stream read. */
export type MigrationTarget = Pick<EventStore, 'append' | 'readStream'>;

/** The target already holds, at a revision, another event than the source: stop, touch nothing. */
export class MigrationConflictError extends Error {
  readonly code = 'MIGRATION_CONFLICT';
}

export interface MigrationReport {
  /** Events read from the source. */
  events: number;
  streams: number;
  /** Already in the target at the same revision with the same id. */
  skipped: number;
  /** Appended (or, in a dry run, that would be). */
  appended: number;
  /** Append calls made (or planned): consecutive events of one stream go together. */
  appends: number;
  dryRun: boolean;
}

/** One append: consecutive events of one stream, in the log's order, at their revisions. */
export interface PlannedAppend {
  streamId: string;
  expected: ExpectedRevision;
  events: StoredEvent[];
}

/** What the target holds of a stream: its revision and the ids at each revision. */
export interface TargetStream {
  revision: number;
  eventIds: readonly string[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Splits a run of one stream's consecutive events into what the target already has (checked
 * id by id) and what to append after it. Pure: the resume logic in one place.
 */
export const planRun = (
  stream: TargetStream,
  run: readonly StoredEvent[],
): { skip: StoredEvent[]; append: PlannedAppend | null } => {
  const skip: StoredEvent[] = [];
  const append: StoredEvent[] = [];
  for (const stored of run) {
    if (!UUID.test(stored.event.eventId)) {
      throw new MigrationConflictError(
        `event at position ${stored.position} has id "${stored.event.eventId}"; EventStoreDB needs UUIDs`,
      );
    }
    if (stored.revision <= stream.revision) {
      const there = stream.eventIds[stored.revision];
      if (there !== stored.event.eventId) {
        throw new MigrationConflictError(
          `${stored.streamId}@${stored.revision}: the target holds ${there ?? 'nothing readable'}, the log ${stored.event.eventId}`,
        );
      }
      skip.push(stored);
      continue;
    }
    const next = stream.revision + append.length + 1;
    if (stored.revision !== next) {
      throw new MigrationConflictError(`${stored.streamId}: revision ${stored.revision} follows ${next - 1} in the target`);
    }
    append.push(stored);
  }
  const first = run[0];
  if (append.length === 0 || !first) return { skip, append: null };
  return {
    skip,
    append: { streamId: first.streamId, expected: stream.revision < 0 ? 'no-stream' : stream.revision, events: append },
  };
};

/** Consecutive events of one stream, at most `max` per run, in the order given. */
export const runsOf = (events: readonly StoredEvent[], max: number): StoredEvent[][] => {
  const runs: StoredEvent[][] = [];
  for (const event of events) {
    const last = runs[runs.length - 1];
    if (last && last[0]?.streamId === event.streamId && last.length < max) last.push(event);
    else runs.push([event]);
  }
  return runs;
};

export interface MigrateOptions {
  source: LogSource;
  target: MigrationTarget;
  dryRun?: boolean;
  /** Events read per page, and the most one append carries. */
  pageSize?: number;
  onProgress?: (report: MigrationReport, position: number) => void;
}

/**
 * Copies the log into the target in the log's order, one append per run of a stream's
 * consecutive events, each with the revision the target must be at: the same revisions and
 * event ids as the source. Resumable: what the target already holds is skipped by revision,
 * after checking its ids, so a second run after an interruption appends only the rest.
 */
export const migrateLog = async (options: MigrateOptions): Promise<MigrationReport> => {
  const { source, target } = options;
  const pageSize = options.pageSize ?? 500;
  const dryRun = options.dryRun ?? false;
  const report: MigrationReport = { events: 0, streams: 0, skipped: 0, appended: 0, appends: 0, dryRun };
  const streams = new Map<string, TargetStream>();
  const load = async (streamId: string): Promise<TargetStream> => {
    const known = streams.get(streamId);
    if (known) return known;
    const read = await target.readStream(streamId);
    const state = { revision: read.revision, eventIds: read.events.map((e) => e.event.eventId) };
    streams.set(streamId, state);
    return state;
  };

  let position = 0;
  for (;;) {
    const page = source.readAfter(position, pageSize);
    const last = page[page.length - 1];
    if (!last) break;
    report.events += page.length;
    for (const run of runsOf(page, pageSize)) {
      const streamId = run[0]!.streamId;
      const state = await load(streamId);
      const { skip, append } = planRun(state, run);
      report.skipped += skip.length;
      if (!append) continue;
      if (!dryRun) await target.append(streamId, append.events.map((e): AnyEvent => e.event), append.expected);
      // Later runs of the stream come after these revisions (the log's order).
      streams.set(streamId, { revision: state.revision + append.events.length, eventIds: state.eventIds });
      report.appended += append.events.length;
      report.appends += 1;
    }
    report.streams = streams.size;
    position = last.position;
    options.onProgress?.(report, position);
  }
  report.streams = streams.size;
  return report;
};
