import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { upcastEvent, type AnyEvent, type RecordedEvent } from '@centre/contracts';
import type { ThreadModule } from '@centre/projections';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type ReadStreamResult,
} from './event-store.port.js';
import { DuplicateEventIdError, EventStoreClosedError } from './event-store.errors.js';
import { PollingSubscription } from './polling.subscription.js';
import { SharedPages } from './shared-pages.js';
import { ReadAheadStopped, SqliteReadAhead } from './sqlite-log.read-ahead.js';
import { LOG_PARTS_MODULE, type LogPartsOptions } from './sqlite-log.parts.js';
import { SqliteLogWriter, type WriterAppend, type WriterOutcome } from './sqlite-log.writer.js';
import {
  COLUMNS,
  READ_ALL_SQL,
  toRecorded,
  type EventRow,
  type StoredMeta,
} from './sqlite-log.rows.js';
import type { EventStoreSubscription, SubscribeOptions } from './event-store.subscription.js';

export interface SqliteEventStoreOptions {
  /** The log's file; its folder is created. Several processes may share one file. */
  path: string;
  /** How often an idle subscription looks for events appended by other processes. */
  pollIntervalMs?: number;
  /** Events read per query while a subscription catches up. */
  pageSize?: number;
  /** How long a writer waits for another process's write lock before failing with SQLITE_BUSY. */
  busyTimeoutMs?: number;
  /**
   * FULL syncs the WAL on every commit (an append survives power loss); NORMAL syncs at
   * checkpoints only (survives a process crash, not power loss) and is several times faster.
   */
  synchronous?: 'FULL' | 'NORMAL';
  /**
   * Under load, group commits start at most once per this many milliseconds: appends made in
   * between wait for the next group rather than each paying a commit (and, with FULL, a disk
   * sync) of their own. An append that finds the log idle for longer is committed at once, so
   * a lone request waits no more than before. 0 commits as soon as the previous group ends.
   */
  groupCommitEveryMs?: number;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    position    INTEGER PRIMARY KEY AUTOINCREMENT,
    stream_id   TEXT    NOT NULL,
    revision    INTEGER NOT NULL,
    event_id    TEXT    NOT NULL UNIQUE,
    type        TEXT    NOT NULL,
    version     INTEGER NOT NULL,
    data        JSON    NOT NULL,
    meta        JSON    NOT NULL,
    recorded_at TEXT    NOT NULL,
    UNIQUE (stream_id, revision)
  )`;

/**
 * Side by side under the throughput benchmark's load (32 connections), a commit cost the
 * process about 160 µs of CPU beyond its appends (the message to the thread and back, the
 * transaction, the disk sync), and at about one booking per commit that was a sixth of a
 * booking's CPU; paced at one group every 2 ms the groups grow to several appends.
 */
const DEFAULT_GROUP_COMMIT_EVERY_MS = 2;

/** Pages a read-ahead thread keeps ready: a few MB at a rebuild's 2,000 events a page; 16 were no faster. */
const READ_AHEAD_PAGES = 4;

/** An append waiting for its group commit, and how to answer it. */
interface PendingAppend {
  streamId: string;
  events: readonly AnyEvent[];
  expected: ExpectedRevision;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

/** The append as the writing thread takes it: data and meta as the log stores them. */
const encodeAppend = ({ streamId, events, expected }: PendingAppend): WriterAppend => ({
  streamId,
  expected,
  events: events.map((event) => {
    const meta: StoredMeta = { occurredAt: event.occurredAt, actor: event.actor, correlationId: event.correlationId };
    return {
      eventId: event.eventId,
      type: event.type,
      version: event.version,
      data: JSON.stringify(event.data),
      meta: JSON.stringify(meta),
    };
  }),
});

/** Events kept decoded for this process's subscriptions at most (a stuck one reads the log instead). */
const RECENT_EVENTS_CAP = 10_000;

/**
 * The events of this process's latest commits, at consecutive positions from `first`, as
 * RecordedEvents built from the appended objects themselves (no query, no JSON decoding),
 * kept only until every live subscription of the process has taken them. Every live
 * subscription (half a dozen in the backend) wants exactly these events next; without this
 * each one that fell a commit behind queried and decoded them again.
 */
class RecentEvents {
  private events: RecordedEvent[] = [];
  private first = 0;

  /** Appends a commit's events; a gap (another process committed between) starts afresh. */
  add(committed: readonly RecordedEvent[]): void {
    const start = committed[0]?.position;
    if (start === undefined) return;
    const contiguous = committed.every((event, i) => event.position === start + i);
    if (!contiguous) {
      this.events = [];
      return;
    }
    if (this.events.length === 0 || start !== this.first + this.events.length) {
      this.events = [...committed];
      this.first = start;
    } else {
      this.events.push(...committed);
    }
    if (this.events.length > RECENT_EVENTS_CAP) this.forget(this.first + this.events.length - RECENT_EVENTS_CAP - 1);
  }

  /** Drops the events up to `position`: every subscription has them. */
  forget(position: number): void {
    const drop = Math.min(this.events.length, position + 1 - this.first);
    if (drop <= 0) return;
    this.events = this.events.slice(drop);
    this.first += drop;
  }

  /**
   * The events after `after`, at most `limit`, when the next one is held here; else null.
   * Shorter than a page read only by events committed since by another process, which the
   * subscription's next wait finds.
   */
  page(after: number, limit: number): RecordedEvent[] | null {
    const from = after + 1 - this.first;
    if (from < 0 || from >= this.events.length) return null;
    return this.events.slice(from, from + limit);
  }
}

/**
 * The embedded event log: one SQLite file in WAL mode. The row id is the global position;
 * the unique (stream_id, revision) index and an IMMEDIATE transaction per group commit give
 * optimistic concurrency, also between processes sharing the file. Appends are committed by
 * a thread of their own (SqliteLogWriter); reads use this connection.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly appended = new EventEmitter();
  private readonly subscriptions = new Set<PollingSubscription>();
  private readonly pollIntervalMs: number;
  private readonly pageSize: number;
  private readonly file: string;
  private readonly readers = new Set<SqliteReadAhead>();
  /** Read-aheads others may still join, by `after:limit`. */
  private readonly sharedReads = new Map<string, SharedPages<RecordedEvent>>();
  private closed = false;

  private readonly statements: {
    readStream: Database.Statement<[string], EventRow>;
    readAll: Database.Statement<[number, number], EventRow>;
    head: Database.Statement<[], { position: number; recorded_at: string }>;
  };

  /** Appends not yet sent to the writing thread, and the commits sent and not yet answered. */
  private pending: PendingAppend[] = [];
  private readonly committing = new Set<Promise<void>>();
  private flushQueued = false;
  private readonly groupCommitEveryMs: number;
  /** When the latest group was sent to the writing thread (performance.now()). */
  private lastGroupAt = -Infinity;
  /** The next group waits for this timer (see flush). */
  private paced: NodeJS.Timeout | null = null;
  private readonly writer: SqliteLogWriter;
  private readonly recent = new RecentEvents();
  /** The newest position this process knows of: its own commits, and what the poll saw. */
  private knownHead: number;
  /** Looks for other processes' appends while anything subscribes. */
  private poll: NodeJS.Timeout | null = null;
  /** The newest head the poll saw while a commit of this process was in flight (see startPolling). */
  private polledHead = 0;

  constructor(options: SqliteEventStoreOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 25;
    this.groupCommitEveryMs = options.groupCommitEveryMs ?? DEFAULT_GROUP_COMMIT_EVERY_MS;
    this.pageSize = options.pageSize ?? 500;
    this.file = options.path;
    mkdirSync(dirname(options.path), { recursive: true });
    const busyTimeoutMs = options.busyTimeoutMs ?? 10_000;
    const synchronous = options.synchronous ?? 'FULL';
    this.db = new Database(options.path, { timeout: busyTimeoutMs });
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${synchronous}`);
    this.db.exec(SCHEMA);
    this.appended.setMaxListeners(0);
    this.writer = new SqliteLogWriter({ file: options.path, busyTimeoutMs, synchronous });

    this.statements = {
      readStream: this.db
        .prepare<[string], EventRow>(`SELECT ${COLUMNS} FROM events WHERE stream_id = ? ORDER BY revision`)
        .raw(true),
      readAll: this.db.prepare<[number, number], EventRow>(READ_ALL_SQL).raw(true),
      head: this.db.prepare(
        'SELECT position, recorded_at FROM events ORDER BY position DESC LIMIT 1',
      ),
    };
    this.knownHead = this.statements.head.get()?.position ?? 0;
  }

  async append(
    streamId: string,
    events: readonly AnyEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    this.assertOpen();
    if (events.length === 0) throw new RangeError(`Append to ${streamId} needs at least one event`);
    return new Promise<AppendResult>((resolve, reject) => {
      this.pending.push({ streamId, events, expected, resolve, reject });
      this.queueFlush();
    });
  }

  /**
   * Every append made in one turn of the event loop goes to the writing thread together, and
   * the appends made while a group is being committed wait for it, then go together: one
   * message, one wake-up of the thread and one fsync per group (each message to the thread
   * cost the event loop about as much as the rest of a booking's append).
   */
  private queueFlush(): void {
    if (this.flushQueued) return;
    this.flushQueued = true;
    setImmediate(() => {
      this.flushQueued = false;
      this.flush();
    });
  }

  private flush(): void {
    if (this.pending.length === 0 || this.committing.size > 0 || this.paced) return;
    this.lastGroupAt = performance.now();
    const batch: PendingAppend[] = [];
    const appends: WriterAppend[] = [];
    for (const item of this.pending) {
      try {
        appends.push(encodeAppend(item));
        batch.push(item);
      } catch (error: unknown) {
        item.reject(error);
      }
    }
    this.pending = [];
    if (batch.length === 0) return;
    const committing: Promise<void> = this.writer
      .commit(appends)
      .then(
        (outcomes) => this.settle(batch, outcomes),
        (error: unknown) => {
          for (const item of batch) item.reject(error);
        },
      )
      .finally(() => {
        this.committing.delete(committing);
        // What the poll saw during the commit, beyond the commit itself: other processes' appends.
        if (this.polledHead > this.knownHead) {
          this.knownHead = this.polledHead;
          this.appended.emit('append', this.knownHead);
        }
        this.polledHead = 0;
        this.flushAfterCommit();
      });
    this.committing.add(committing);
  }

  /**
   * Appends that arrived while a group was being committed mean others are writing too: the
   * next group waits until groupCommitEveryMs after the previous one was sent, gathering the
   * appends made meanwhile. A lone writer (nothing arrived during its commit) is never held
   * back: its next append goes at once, however soon it comes.
   */
  private flushAfterCommit(): void {
    if (this.pending.length === 0) return;
    const wait = this.lastGroupAt + this.groupCommitEveryMs - performance.now();
    if (wait <= 0 || this.closed) return this.flush();
    this.paced ??= setTimeout(() => {
      this.paced = null;
      this.flush();
    }, Math.ceil(wait));
  }

  /** Answers each append of a committed group, then wakes this process's subscribers. */
  private settle(batch: readonly PendingAppend[], outcomes: readonly WriterOutcome[]): void {
    const committed: RecordedEvent[] = [];
    batch.forEach((item, i) => {
      const outcome = outcomes[i]!;
      if ('ok' in outcome) {
        let revision = outcome.nextRevision - item.events.length;
        item.events.forEach(({ type, version, eventId, occurredAt, actor, correlationId, data }, k) => {
          revision += 1;
          // As a read of the log gives it: the envelope's fields, upcast (a no-op for what is written now).
          const event = upcastEvent({ type, version, eventId, occurredAt, actor, correlationId, data });
          committed.push({ position: outcome.positions[k]!, streamId: item.streamId, revision, recordedAt: outcome.recordedAt, event });
        });
        item.resolve({ nextRevision: outcome.nextRevision, position: outcome.positions.at(-1)! });
      } else if ('refused' in outcome) {
        item.reject(
          outcome.refused === 'duplicate'
            ? new DuplicateEventIdError(item.streamId, outcome.eventId)
            : new WrongExpectedRevisionError(item.streamId, item.expected, outcome.actual),
        );
      } else {
        item.reject(Object.assign(new Error(outcome.failed), { code: outcome.code }));
      }
    });
    const last = committed.at(-1);
    if (!last) return;
    this.recent.forget(Math.min(...[...this.subscriptions].map((subscription) => subscription.lastPosition)));
    this.recent.add(committed);
    this.knownHead = Math.max(this.knownHead, last.position);
    this.appended.emit('append', last.position);
  }

  async readStream(streamId: string): Promise<ReadStreamResult> {
    this.assertOpen();
    const events = this.statements.readStream.all(streamId).map(toRecorded);
    return { events, revision: events.at(-1)?.revision ?? -1 };
  }

  async readAll(after: number, limit: number): Promise<RecordedEvent[]> {
    this.assertOpen();
    return this.readPage(after, limit);
  }

  /**
   * How a rebuild's fold thread reads its part of the log by itself (see sqlite-log.parts.ts):
   * from its own read-only connection to the same file.
   */
  get partReader(): ThreadModule<LogPartsOptions> {
    return { module: LOG_PARTS_MODULE, export: 'readLogPart', options: { file: this.file } };
  }

  /**
   * The log after `after` in pages of `limit`, read by a thread of its own a few pages ahead
   * of the caller (see SqliteReadAhead): what a rebuild's fold reads the whole log with.
   * Callers that ask for the same pages before the first one is read share one reading and
   * its decoded events (see SharedPages): rebuilds started together read the log once.
   */
  async *readAhead(after: number, limit: number): AsyncGenerator<RecordedEvent[]> {
    this.assertOpen();
    const key = `${after}:${limit}`;
    let pages = this.sharedReads.get(key)?.join();
    if (!pages) {
      const shared: SharedPages<RecordedEvent> = new SharedPages(this.decodedPages(after, limit), READ_AHEAD_PAGES, () => {
        if (this.sharedReads.get(key) === shared) this.sharedReads.delete(key);
      });
      this.sharedReads.set(key, shared);
      pages = shared.join()!;
    }
    yield* pages;
  }

  private async *decodedPages(after: number, limit: number): AsyncGenerator<RecordedEvent[]> {
    const reader = new SqliteReadAhead({ file: this.file, after, limit, pagesAhead: READ_AHEAD_PAGES });
    this.readers.add(reader);
    try {
      for await (const rows of reader) yield rows.map(toRecorded);
    } catch (error: unknown) {
      throw error instanceof ReadAheadStopped && this.closed ? new EventStoreClosedError() : error;
    } finally {
      this.readers.delete(reader);
    }
  }

  async head(): Promise<{ position: number; recordedAt: string | null }> {
    this.assertOpen();
    const row = this.statements.head.get();
    return row
      ? { position: row.position, recordedAt: row.recorded_at }
      : { position: 0, recordedAt: null };
  }

  /**
   * Delivers every event after `after`, catching up page by page, then live: appends of this
   * process wake the subscription at once, those of other processes within pollIntervalMs.
   * See EventStoreSubscription for how it stops.
   */
  subscribe(
    after: number,
    onEvent: (event: RecordedEvent) => Promise<void> | void,
    options: SubscribeOptions = {},
  ): EventStoreSubscription {
    this.assertOpen();
    const subscription = new PollingSubscription({
      after,
      onEvent,
      onError: options.onError,
      pageSize: this.pageSize,
      pollIntervalMs: this.pollIntervalMs,
      // Live, the next page is usually among this process's latest commits: no query, no decoding.
      readPage: (from, limit) => this.recent.page(from, limit) ?? this.readPage(from, limit),
      knownHead: () => this.knownHead,
      appended: this.appended,
      onStop: () => {
        this.subscriptions.delete(subscription);
        if (this.subscriptions.size === 0) this.stopPolling();
      },
    });
    this.subscriptions.add(subscription);
    this.startPolling();
    return subscription;
  }

  /**
   * One look at the log's head every pollIntervalMs while anything subscribes, for the appends
   * of other processes: a subscription waits for 'append' and asks no query of its own. A
   * failed look wakes the subscriptions too, so that their next read meets the failure.
   * While a commit of this process is in flight, a newer head may be that commit, written by
   * the writing thread and not yet answered: announced now, it sent every subscription to
   * query and decode the commit's events from the file just before they arrived decoded
   * (RecentEvents). So such a head is announced when the commit has settled, if still newer.
   */
  private startPolling(): void {
    if (this.poll) return;
    this.poll = setInterval(() => {
      let head: number;
      try {
        head = this.statements.head.get()?.position ?? 0;
      } catch {
        this.appended.emit('append', this.knownHead);
        return;
      }
      if (head <= this.knownHead) return;
      if (this.committing.size > 0) {
        this.polledHead = Math.max(this.polledHead, head);
        return;
      }
      this.knownHead = head;
      this.appended.emit('append', head);
    }, this.pollIntervalMs);
    this.poll.unref();
  }

  private stopPolling(): void {
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // Appends already accepted are committed before the file closes.
    if (this.paced) clearTimeout(this.paced);
    this.paced = null;
    while (this.pending.length > 0 || this.committing.size > 0) {
      this.flush();
      await Promise.all(this.committing);
    }
    await this.writer.close();
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    this.stopPolling();
    await Promise.all([...this.readers].map((reader) => reader.stop()));
    this.db.close();
  }

  private readPage(after: number, limit: number): RecordedEvent[] {
    return this.statements.readAll.all(after, limit).map(toRecorded);
  }

  private assertOpen(): void {
    if (this.closed) throw new EventStoreClosedError();
  }
}
