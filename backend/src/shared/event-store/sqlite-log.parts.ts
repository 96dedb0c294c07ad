import Database from 'better-sqlite3';
import { builtModule, type LogPartReader } from '@centre/projections';
import { BOUND_LIMIT } from '../sqlite/bound-limit.js';
import { COLUMNS, toRecorded, type EventRow } from './sqlite-log.rows.js';

/** This module as a rebuild's fold thread imports it (see SqliteEventStore.partReader). */
export const LOG_PARTS_MODULE = builtModule(import.meta.url);

export interface LogPartsOptions {
  /** The log's file: the thread opens its own read-only connection to it. */
  file: string;
}

/** As much of the log as SQLite maps (it caps this, at 2 GiB as built here); pages past it are read as before. */
const LOG_MMAP_BYTES = 2 ** 40;

/** The part (of `parts`) a stream lies in: FNV-1a of its id. */
export const partOf = (streamId: string, parts: number): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < streamId.length; i += 1) hash = Math.imul(hash ^ streamId.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % parts;
};

/**
 * This part's streams are listed once (a stream is far rarer than its events) in a table of the
 * connection's own, so each row's test is a lookup inside SQLite: rows of other parts are
 * passed over there, their strings never copied into JavaScript, and no JavaScript is called
 * per row (a function per row cost a tenth of a rebuild's reading). The `+` keeps the
 * planner on the positions' range: through the streams index it would gather and sort every
 * event of the part for each page.
 */
export const PART_SQL = `SELECT ${COLUMNS} FROM events WHERE position > ? AND position <= ? AND +stream_id IN part_streams ORDER BY position ${BOUND_LIMIT}`;

const listPartStreams = (db: Database.Database, part: number, parts: number): void => {
  db.exec('CREATE TEMP TABLE part_streams (stream_id TEXT PRIMARY KEY) WITHOUT ROWID');
  const add = db.prepare<[string]>('INSERT INTO part_streams VALUES (?)');
  // The streams index (stream_id, revision) answers this without reading the events.
  const streams = db.prepare<[], string>('SELECT DISTINCT stream_id FROM events').pluck().all();
  db.transaction(() => {
    for (const streamId of streams) if (partOf(streamId, parts) === part) add.run(streamId);
  })();
};

/** Reads one part of the log's streams up to `upTo`, page by page (a `LogPartReader`). */
export const readLogPart: LogPartReader = function* (options, { upTo, part, parts, limit }) {
  const { file } = options as LogPartsOptions;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  // Each part reads every page of the log: mapped, SQLite reads them in place rather than
  // copying each into its cache by a system call (half the reading's system time).
  db.pragma(`mmap_size = ${LOG_MMAP_BYTES}`);
  try {
    // Streams begun after the listing lie past `upTo`: the rebuild's log ends where it began.
    listPartStreams(db, part, parts);
    const page = db.prepare<[number, number, number], EventRow>(PART_SQL).raw(true);
    let after = 0;
    for (;;) {
      const rows = page.all(after, upTo, limit);
      if (rows.length > 0) yield rows.map(toRecorded);
      if (rows.length < limit) return;
      after = rows[rows.length - 1]![0];
    }
  } finally {
    db.close();
  }
};
