import Database from 'better-sqlite3';
import type { Actor, AnyEvent } from '@centre/contracts';

/** One event exactly as the SQLite log stored it: never upcast, so a copy rewrites nothing. */
export interface StoredEvent {
  position: number;
  streamId: string;
  revision: number;
  recordedAt: string;
  event: AnyEvent;
}

/** Where the migration reads from, in the log's order. */
export interface LogSource {
  /** Events with position > `after`, in position order, at most `limit`. */
  readAfter(after: number, limit: number): StoredEvent[];
  close(): void;
}

interface Row {
  position: number;
  stream_id: string;
  revision: number;
  event_id: string;
  type: string;
  version: number;
  data: string;
  meta: string;
  recorded_at: string;
}

/**
 * Reads an SQLite log file (`DATA_DIR/events.sqlite`) read-only, straight from its table, so
 * old event versions are copied as they were written.
 */
export class SqliteLogReader implements LogSource {
  private readonly db: Database.Database;
  private readonly page: Database.Statement<[number, number], Row>;

  constructor(file: string) {
    this.db = new Database(file, { readonly: true, fileMustExist: true });
    this.page = this.db.prepare<[number, number], Row>(
      'SELECT position, stream_id, revision, event_id, type, version, data, meta, recorded_at FROM events WHERE position > ? ORDER BY position LIMIT ?',
    );
  }

  readAfter(after: number, limit: number): StoredEvent[] {
    return this.page.all(after, limit).map((row) => {
      const meta = JSON.parse(row.meta) as { occurredAt: string; actor: Actor; correlationId: string };
      return {
        position: row.position,
        streamId: row.stream_id,
        revision: row.revision,
        recordedAt: row.recorded_at,
        event: {
          type: row.type,
          version: row.version,
          eventId: row.event_id,
          occurredAt: meta.occurredAt,
          actor: meta.actor,
          correlationId: meta.correlationId,
          data: JSON.parse(row.data) as unknown,
        },
      };
    });
  }

  close(): void {
    this.db.close();
  }
}
