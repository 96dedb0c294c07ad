import { Worker } from 'node:worker_threads';
import type { ExpectedRevision } from './event-store.port.js';
import { SQLITE_DRIVER } from './sqlite-log.rows.js';

/** One append as the writing thread receives it: the event's data and meta already JSON. */
export interface WriterAppend {
  streamId: string;
  expected: ExpectedRevision;
  events: Array<{ eventId: string; type: string; version: number; data: string; meta: string }>;
}

/** What became of one append of a group: written at these positions, or refused, or failed. */
export type WriterOutcome =
  | { ok: true; positions: number[]; nextRevision: number; recordedAt: string }
  | { refused: 'wrong-expected'; actual: number }
  | { refused: 'duplicate'; eventId: string }
  | { failed: string; code?: string };

type WriterMessage =
  | { id: number; outcomes: WriterOutcome[] }
  | { id: number; failed: string; code?: string }
  | { fatal: string; code?: string };

/**
 * The writing thread (CommonJS, run with `eval`: no file of its own in `dist` or under Jest).
 * The messages waiting when it turns to them are one group commit: one IMMEDIATE
 * transaction, so one fsync, with every append in a savepoint of its own, so a refused append
 * undoes only itself. IMMEDIATE takes
 * the write lock before any revision is read: no other process can append between a check
 * and its insert.
 */
const WRITER = `
const { parentPort, receiveMessageOnPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
let db;
try {
  db = new Database(workerData.file, { timeout: workerData.busyTimeoutMs });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = ' + workerData.synchronous);
} catch (error) {
  parentPort.postMessage({ fatal: String((error && error.message) || error), code: error && error.code });
  throw error;
}
const revisionOf = db.prepare('SELECT MAX(revision) FROM events WHERE stream_id = ?').pluck();
const insert = db.prepare(
  'INSERT INTO events (stream_id, revision, event_id, type, version, data, meta, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
);
const owner = db.prepare('SELECT stream_id FROM events WHERE event_id = ?').pluck();
const revision = (streamId) => {
  const found = revisionOf.get(streamId);
  return found === null || found === undefined ? -1 : found;
};
const matches = (expected, actual) =>
  expected === 'any' || (expected === 'no-stream' ? actual === -1 : expected === actual);

const appendOne = db.transaction((append) => {
  const actual = revision(append.streamId);
  if (!matches(append.expected, actual)) throw { refused: 'wrong-expected', actual };
  const recordedAt = new Date().toISOString();
  const positions = [];
  let next = actual;
  for (const event of append.events) {
    next += 1;
    try {
      const info = insert.run(append.streamId, next, event.eventId, event.type, event.version, event.data, event.meta, recordedAt);
      positions.push(Number(info.lastInsertRowid));
    } catch (error) {
      if (!error || error.code !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
      if (owner.get(event.eventId) !== undefined) throw { refused: 'duplicate', eventId: event.eventId };
      // (stream_id, revision) taken: another writer got there first despite the lock.
      throw { refused: 'wrong-expected', actual: revision(append.streamId) };
    }
  }
  return { ok: true, positions, nextRevision: next, recordedAt };
});

const group = db.transaction((appends) =>
  appends.map((append) => {
    try {
      return appendOne(append);
    } catch (error) {
      if (error && error.refused) return error;
      return { failed: String((error && error.message) || error), code: error && error.code };
    }
  }),
);

// Every commit the owner sent while the last one was syncing goes into the next transaction:
// the group commit happens here, however busy the owner's event loop is.
parentPort.on('message', (first) => {
  const messages = [first];
  for (let next; (next = receiveMessageOnPort(parentPort)); ) messages.push(next.message);
  const commits = messages.filter((message) => !message.close);
  if (commits.length > 0) {
    let outcomes;
    try {
      outcomes = group.immediate(commits.flatMap((message) => message.appends));
    } catch (error) {
      for (const message of commits) {
        parentPort.postMessage({ id: message.id, failed: String((error && error.message) || error), code: error && error.code });
      }
    }
    if (outcomes) {
      let from = 0;
      for (const message of commits) {
        parentPort.postMessage({ id: message.id, outcomes: outcomes.slice(from, from + message.appends.length) });
        from += message.appends.length;
      }
    }
  }
  if (commits.length < messages.length) {
    db.close();
    parentPort.close();
  }
});
`;

export interface LogWriterOptions {
  file: string;
  busyTimeoutMs: number;
  synchronous: 'FULL' | 'NORMAL';
}

/** The writing thread's own failure (it could not open the file, it died), with SQLite's code. */
export class LogWriterFailed extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(`Writing to the event log failed: ${message}`);
    this.name = 'LogWriterFailed';
  }
}

interface InFlight {
  resolve: (outcomes: WriterOutcome[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Commits the log's appends on a thread of its own, so that the fsync of every commit
 * (synchronous=FULL: an acknowledged append survives a power cut) no longer stops the event
 * loop: HTTP requests, socket pushes and projections go on while the disk syncs. The thread
 * starts with the first commit, holds the process open only while a commit is in flight, and
 * is started afresh by the next commit if it fails.
 */
export class SqliteLogWriter {
  /** The thread taking commits now, and the commits it has not answered yet. */
  private current: { worker: Worker; inFlight: Map<number, InFlight> } | null = null;
  private nextId = 1;
  private exited: Promise<void> = Promise.resolve();

  constructor(private readonly options: LogWriterOptions) {}

  /**
   * Appends for the next group commit: the outcome of each, in order. Rejects only if their
   * whole transaction failed, or the thread did. Commits are taken in the order they are sent.
   */
  commit(appends: WriterAppend[]): Promise<WriterOutcome[]> {
    let thread: NonNullable<SqliteLogWriter['current']>;
    try {
      thread = this.current ?? this.start();
    } catch (error: unknown) {
      // A thread that cannot even be created (out of memory, say) fails these appends only.
      return Promise.reject(new LogWriterFailed(error instanceof Error ? error.message : String(error), undefined));
    }
    const id = this.nextId++;
    return new Promise<WriterOutcome[]>((resolve, reject) => {
      if (thread.inFlight.size === 0) thread.worker.ref();
      thread.inFlight.set(id, { resolve, reject });
      thread.worker.postMessage({ id, appends });
    });
  }

  /** Ends the thread after the commits already sent; resolves once it has exited. */
  async close(): Promise<void> {
    this.current?.worker.postMessage({ close: true });
    this.current?.worker.ref();
    await this.exited;
  }

  private start(): NonNullable<SqliteLogWriter['current']> {
    const worker = new Worker(WRITER, {
      eval: true,
      workerData: { driver: SQLITE_DRIVER, ...this.options },
    });
    const thread = { worker, inFlight: new Map<number, InFlight>() };
    // A failing thread takes no more commits (the next one starts a new thread), and only
    // the commits it was given fail.
    const fail = (error: LogWriterFailed): void => {
      if (this.current === thread) this.current = null;
      for (const waiting of thread.inFlight.values()) waiting.reject(error);
      thread.inFlight.clear();
    };
    worker.unref();
    worker.on('message', (message: WriterMessage) => {
      if ('fatal' in message) return fail(new LogWriterFailed(message.fatal, message.code));
      const waiting = thread.inFlight.get(message.id);
      thread.inFlight.delete(message.id);
      if (thread.inFlight.size === 0) worker.unref();
      if (!waiting) return;
      if ('outcomes' in message) waiting.resolve(message.outcomes);
      else waiting.reject(new LogWriterFailed(message.failed, message.code));
    });
    // Anything the thread did not catch itself (it could not prepare its statements, say).
    worker.on('error', (error: unknown) => {
      fail(new LogWriterFailed(error instanceof Error ? error.message : String(error), undefined));
    });
    this.exited = new Promise((resolve) =>
      worker.on('exit', () => {
        fail(new LogWriterFailed('the writing thread has ended', undefined));
        resolve();
      }),
    );
    this.current = thread;
    return thread;
  }
}
