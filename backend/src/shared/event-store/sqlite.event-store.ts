import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { upcastEvent, type AnyEvent, type RecordedEvent } from '@centre/contracts';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type ReadStreamResult,
} from './event-store.port.js';
import { DuplicateEventIdError, EventStoreClosedError } from './event-store.errors.js';
import { PollingSubscription } from './polling.subscription.js';
import { ReadAheadStopped, SqliteReadAhead } from './sqlite-log.read-ahead.js';
import {
  COLUMNS,
  READ_ALL_SQL,
  storedEventOf,
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

/** Pages a read-ahead thread keeps ready: a few MB at a rebuild's 2,000 events a page; 16 were no faster. */
const READ_AHEAD_PAGES = 4;

const toRecorded = (row: EventRow): RecordedEvent => {
  const recorded: RecordedEvent = storedEventOf(row);
  recorded.event = upcastEvent(recorded.event);
  return recorded;
};

const matchesExpected = (expected: ExpectedRevision, actual: number): boolean =>
  expected === 'any' || (expected === 'no-stream' ? actual === -1 : expected === actual);

// Duck-typed: the native addon keeps the SqliteError class of the first realm that loaded it,
// so `instanceof` fails in a second realm (a second Jest test file in the same worker).
const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  error.code === 'SQLITE_CONSTRAINT_UNIQUE';

/**
 * The embedded event log: one SQLite file in WAL mode. The row id is the global position;
 * the unique (stream_id, revision) index and an IMMEDIATE transaction per append give
 * optimistic concurrency, also between processes sharing the file.
 */
interface PendingAppend {
  streamId: string;
  events: readonly AnyEvent[];
  expected: ExpectedRevision;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

/** One append as the group transaction committed it: its result and the rows it wrote. */
interface CommittedAppend {
  result: AppendResult;
  rows: EventRow[];
}

/**
 * The rows of this process's newest group commit, at consecutive positions from `first`,
 * decoded once on first use. Every live subscription of the process wants exactly these
 * events next; without this each one (six in the backend) queried and decoded them again.
 */
class LastCommit {
  private events: RecordedEvent[] | undefined;

  private constructor(
    private readonly first: number,
    private readonly rows: readonly EventRow[],
  ) {}

  /** Null when the rows do not follow each other without a gap (then readers query the log). */
  static of(rows: readonly EventRow[]): LastCommit | null {
    const first = rows[0]?.[0];
    if (first === undefined || rows.some((row, i) => row[0] !== first + i)) return null;
    return new LastCommit(first, rows);
  }

  /**
   * The events after `after`, at most `limit`, when this commit holds the very next position;
   * else null. Shorter than a page read only by events committed since by another process,
   * which the subscription's head check finds next.
   */
  page(after: number, limit: number): RecordedEvent[] | null {
    const from = after + 1 - this.first;
    if (from < 0 || from >= this.rows.length) return null;
    this.events ??= this.rows.map(toRecorded);
    return this.events.slice(from, from + limit);
  }
}

export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly appended = new EventEmitter();
  private readonly subscriptions = new Set<PollingSubscription>();
  private readonly pollIntervalMs: number;
  private readonly pageSize: number;
  private readonly file: string;
  private readonly readers = new Set<SqliteReadAhead>();
  private closed = false;

  private readonly statements: {
    streamRevision: Database.Statement<[string], { revision: number | null }>;
    insert: Database.Statement<[string, number, string, string, number, string, string, string]>;
    streamOwningEvent: Database.Statement<[string], { stream_id: string }>;
    readStream: Database.Statement<[string], EventRow>;
    readAll: Database.Statement<[number, number], EventRow>;
    head: Database.Statement<[], { position: number; recorded_at: string }>;
  };

  /** Appends waiting for the next group commit. */
  private pending: PendingAppend[] = [];
  private readonly commitGroup: (batch: readonly PendingAppend[]) => Array<CommittedAppend | Error>;
  private lastCommit: LastCommit | null = null;

  constructor(options: SqliteEventStoreOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 25;
    this.pageSize = options.pageSize ?? 500;
    this.file = options.path;
    mkdirSync(dirname(options.path), { recursive: true });
    this.db = new Database(options.path, { timeout: options.busyTimeoutMs ?? 10_000 });
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${options.synchronous ?? 'FULL'}`);
    this.db.exec(SCHEMA);
    this.appended.setMaxListeners(0);

    this.statements = {
      streamRevision: this.db.prepare(
        'SELECT MAX(revision) AS revision FROM events WHERE stream_id = ?',
      ),
      insert: this.db.prepare(
        'INSERT INTO events (stream_id, revision, event_id, type, version, data, meta, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      streamOwningEvent: this.db.prepare('SELECT stream_id FROM events WHERE event_id = ?'),
      readStream: this.db
        .prepare<[string], EventRow>(`SELECT ${COLUMNS} FROM events WHERE stream_id = ? ORDER BY revision`)
        .raw(true),
      readAll: this.db.prepare<[number, number], EventRow>(READ_ALL_SQL).raw(true),
      head: this.db.prepare(
        'SELECT position, recorded_at FROM events ORDER BY position DESC LIMIT 1',
      ),
    };

    const transaction = this.db.transaction(
      (streamId: string, events: readonly AnyEvent[], expected: ExpectedRevision): CommittedAppend => {
        const actual = this.streamRevision(streamId);
        if (!matchesExpected(expected, actual))
          throw new WrongExpectedRevisionError(streamId, expected, actual);
        const recordedAt = new Date().toISOString();
        let revision = actual;
        const rows: EventRow[] = [];
        for (const event of events) {
          revision += 1;
          rows.push(this.insert(streamId, revision, event, recordedAt, expected));
        }
        return { result: { nextRevision: revision, position: rows.at(-1)![0] }, rows };
      },
    );
    // Group commit: every append queued while the event loop was busy shares one transaction
    // and so one fsync (synchronous=FULL keeps every acknowledged append durable), yet each
    // runs in its own savepoint (better-sqlite3 nests transactions as savepoints), so a
    // conflict undoes only that append. IMMEDIATE takes the write lock before any revision is
    // read, so no other process can append between a check and its insert.
    const group = this.db.transaction((batch: readonly PendingAppend[]) =>
      batch.map((item): CommittedAppend | Error => {
        try {
          return transaction(item.streamId, item.events, item.expected);
        } catch (error: unknown) {
          return error instanceof Error ? error : new Error(String(error));
        }
      }),
    );
    this.commitGroup = (batch) => group.immediate(batch);
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
      if (this.pending.length === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    let results: Array<CommittedAppend | Error>;
    try {
      if (this.closed) throw new EventStoreClosedError();
      results = this.commitGroup(batch);
    } catch (error: unknown) {
      for (const item of batch) item.reject(error);
      return;
    }
    const rows: EventRow[] = [];
    batch.forEach((item, i) => {
      const committed = results[i]!;
      if (committed instanceof Error) return item.reject(committed);
      rows.push(...committed.rows);
      item.resolve(committed.result);
    });
    if (rows.length === 0) return;
    this.lastCommit = LastCommit.of(rows);
    this.appended.emit('append', rows.at(-1)![0]);
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
   * The log after `after` in pages of `limit`, read by a thread of its own a few pages ahead
   * of the caller (see SqliteReadAhead): what a rebuild's fold reads the whole log with.
   */
  async *readAhead(after: number, limit: number): AsyncGenerator<RecordedEvent[]> {
    this.assertOpen();
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
      // Live, the next page is usually this process's newest commit: no query, decoded once.
      readPage: (from, limit) => this.lastCommit?.page(from, limit) ?? this.readPage(from, limit),
      headPosition: () => this.statements.head.get()?.position ?? 0,
      appended: this.appended,
      onStop: () => this.subscriptions.delete(subscription),
    });
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    // Appends already accepted are committed before the file closes.
    this.flush();
    this.closed = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await Promise.all([...this.readers].map((reader) => reader.stop()));
    this.db.close();
  }

  private readPage(after: number, limit: number): RecordedEvent[] {
    return this.statements.readAll.all(after, limit).map(toRecorded);
  }

  private streamRevision(streamId: string): number {
    return this.statements.streamRevision.get(streamId)?.revision ?? -1;
  }

  /** Inserts one event and returns its row as a read would return it. */
  private insert(
    streamId: string,
    revision: number,
    event: AnyEvent,
    recordedAt: string,
    expected: ExpectedRevision,
  ): EventRow {
    const meta: StoredMeta = {
      occurredAt: event.occurredAt,
      actor: event.actor,
      correlationId: event.correlationId,
    };
    const data = JSON.stringify(event.data);
    const metaJson = JSON.stringify(meta);
    try {
      const info = this.statements.insert.run(
        streamId,
        revision,
        event.eventId,
        event.type,
        event.version,
        data,
        metaJson,
        recordedAt,
      );
      return [Number(info.lastInsertRowid), streamId, revision, event.eventId, event.type, event.version, data, metaJson, recordedAt];
    } catch (error: unknown) {
      if (!isUniqueViolation(error)) throw error;
      if (this.statements.streamOwningEvent.get(event.eventId))
        throw new DuplicateEventIdError(streamId, event.eventId);
      // (stream_id, revision) taken: another writer got there first despite the lock.
      throw new WrongExpectedRevisionError(streamId, expected, this.streamRevision(streamId));
    }
  }

  private assertOpen(): void {
    if (this.closed) throw new EventStoreClosedError();
  }
}
