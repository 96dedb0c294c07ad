import Database from 'better-sqlite3';
import {
  READ_ALL_SQL,
  storedEventOf,
  type EventRow,
  type StoredEvent,
} from '../shared/event-store/sqlite-log.rows.js';

export type { StoredEvent };

/** Where the migration reads from, in the log's order. */
export interface LogSource {
  /** Events with position > `after`, in position order, at most `limit`. */
  readAfter(after: number, limit: number): StoredEvent[];
  close(): void;
}

/**
 * Reads an SQLite log file (`DATA_DIR/events.sqlite`) read-only, straight from its table, so
 * old event versions are copied as they were written: never upcast, so a copy rewrites nothing.
 */
export class SqliteLogReader implements LogSource {
  private readonly db: Database.Database;
  private readonly page: Database.Statement<[number, number], EventRow>;

  constructor(file: string) {
    this.db = new Database(file, { readonly: true, fileMustExist: true });
    this.page = this.db.prepare<[number, number], EventRow>(READ_ALL_SQL).raw(true);
  }

  readAfter(after: number, limit: number): StoredEvent[] {
    return this.page.all(after, limit).map(storedEventOf);
  }

  close(): void {
    this.db.close();
  }
}
