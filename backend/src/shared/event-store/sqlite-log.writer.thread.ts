// The event log's writing thread (started by SqliteLogWriter, from this module's build in
// `dist`). The messages waiting when it turns to them are one group commit: one IMMEDIATE
// transaction, so one fsync, with every append in a savepoint of its own, so a refused append
// undoes only itself. IMMEDIATE takes the write lock before any revision is read: no other
// process can append between a check and its insert.
import { parentPort, receiveMessageOnPort, workerData, type MessagePort } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { ExpectedRevision } from './event-store.port.js';
import type { LogWriterOptions, WriterAppend, WriterCommit, WriterMessage, WriterOutcome, WriterRequest } from './sqlite-log.writer.js';

type Refusal = Extract<WriterOutcome, { refused: string }>;

/** Thrown inside an append's savepoint to undo it and answer it with `refusal`. */
class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.refused);
  }
}

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const port: MessagePort = parentPort!;
const post = (message: WriterMessage): void => port.postMessage(message);
const options = workerData as LogWriterOptions;

let db: Database.Database;
try {
  db = new Database(options.file, { timeout: options.busyTimeoutMs });
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${options.synchronous}`);
} catch (error: unknown) {
  post({ fatal: messageOf(error), code: codeOf(error) });
  throw error;
}

const revisionOf = db.prepare<[string], number | null>('SELECT MAX(revision) FROM events WHERE stream_id = ?').pluck();
const insert = db.prepare<[string, number, string, string, number, string, string, string]>(
  'INSERT INTO events (stream_id, revision, event_id, type, version, data, meta, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
);
const owner = db.prepare<[string], string>('SELECT stream_id FROM events WHERE event_id = ?').pluck();

const revision = (streamId: string): number => revisionOf.get(streamId) ?? -1;

const matches = (expected: ExpectedRevision, actual: number): boolean =>
  expected === 'any' || (expected === 'no-stream' ? actual === -1 : expected === actual);

const appendOne = db.transaction((append: WriterAppend, recordedAt: string): WriterOutcome => {
  const actual = revision(append.streamId);
  if (!matches(append.expected, actual)) throw new Refused({ refused: 'wrong-expected', actual });
  const positions: number[] = [];
  let next = actual;
  for (const event of append.events) {
    next += 1;
    try {
      const info = insert.run(append.streamId, next, event.eventId, event.type, event.version, event.data, event.meta, recordedAt);
      positions.push(Number(info.lastInsertRowid));
    } catch (error: unknown) {
      if (codeOf(error) !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
      if (owner.get(event.eventId) !== undefined) throw new Refused({ refused: 'duplicate', eventId: event.eventId });
      // (stream_id, revision) taken: another writer got there first despite the lock.
      throw new Refused({ refused: 'wrong-expected', actual: revision(append.streamId) });
    }
  }
  return { ok: true, positions, nextRevision: next, recordedAt };
});

// Nested in `group`, each append runs in a savepoint: a refusal or failure undoes it alone.
// A group is one transaction, so its events share one time of recording: the commit's.
const group = db.transaction((appends: readonly WriterAppend[]): WriterOutcome[] => {
  const recordedAt = new Date().toISOString();
  return appends.map((append) => {
    try {
      return appendOne(append, recordedAt);
    } catch (error: unknown) {
      if (error instanceof Refused) return error.refusal;
      return { failed: messageOf(error), code: codeOf(error) };
    }
  });
});

// Every commit the owner sent while the last one was syncing goes into the next transaction:
// the group commit happens here, however busy the owner's event loop is.
port.on('message', (first: WriterRequest) => {
  const messages: WriterRequest[] = [first];
  for (let next = receiveMessageOnPort(port); next; next = receiveMessageOnPort(port)) messages.push(next.message as WriterRequest);
  const commits = messages.filter((message): message is WriterCommit => 'appends' in message);
  if (commits.length > 0) {
    let outcomes: WriterOutcome[] | undefined;
    try {
      outcomes = group.immediate(commits.flatMap((message) => message.appends));
    } catch (error: unknown) {
      for (const { id } of commits) post({ id, failed: messageOf(error), code: codeOf(error) });
    }
    if (outcomes) {
      let from = 0;
      for (const { id, appends } of commits) {
        post({ id, outcomes: outcomes.slice(from, from + appends.length) });
        from += appends.length;
      }
    }
  }
  if (commits.length < messages.length) {
    db.close();
    port.close();
  }
});
