import Database from 'better-sqlite3';
import { builtModule, type LogPartReader } from '@centre/projections';
import { COLUMNS, toRecorded, type EventRow } from './sqlite-log.rows.js';

/** This module as a rebuild's fold thread imports it (see SqliteEventStore.partReader). */
export const LOG_PARTS_MODULE = builtModule(import.meta.url);

export interface LogPartsOptions {
  /** The log's file: the thread opens its own read-only connection to it. */
  file: string;
}

/**
 * The part (of `parts`) a stream lies in: FNV-1a of its id. Rows of other parts are passed
 * over inside SQLite, so their strings are never copied into JavaScript nor decoded.
 */
export const partOf = (streamId: string, parts: number): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < streamId.length; i += 1) hash = Math.imul(hash ^ streamId.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % parts;
};

const PART_SQL = `SELECT ${COLUMNS} FROM events WHERE position > ? AND position <= ? AND part_of(stream_id, ?) = ? ORDER BY position LIMIT ?`;

/** Reads one part of the log's streams up to `upTo`, page by page (a `LogPartReader`). */
export const readLogPart: LogPartReader = function* (options, { upTo, part, parts, limit }) {
  const { file } = options as LogPartsOptions;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    db.function('part_of', { deterministic: true }, (streamId: unknown, count: unknown) => partOf(String(streamId), Number(count)));
    const page = db.prepare<[number, number, number, number, number], EventRow>(PART_SQL).raw(true);
    let after = 0;
    for (;;) {
      const rows = page.all(after, upTo, parts, part, limit);
      if (rows.length > 0) yield rows.map(toRecorded);
      if (rows.length < limit) return;
      after = rows[rows.length - 1]![0];
    }
  } finally {
    db.close();
  }
};
