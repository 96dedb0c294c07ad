import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { IdempotencyStore, StoredResponse } from './idempotency.store.port.js';

interface Row {
  fingerprint: string;
  status: number;
  body: string;
}

/** Keys older than this are forgotten; the log still refuses their duplicates (see below). */
const RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Idempotency keys, durable and shared by every process using the same DATA_DIR.
 *
 * Two layers, on purpose:
 * 1. The log itself is the guarantee. A command carrying a key derives its booking id and
 *    event ids from the key (`idempotent-ids.ts`), so a repeat — even a concurrent one in
 *    another process, or one after a crash between append and answer — finds its own event
 *    in the lab-day stream (or is refused by the log's unique event id) and appends nothing.
 * 2. This table keeps the first *answer* (status and body, also a refusal such as a 409), so
 *    a repeat gets exactly that answer back, and a key reused for a different request is
 *    detected by its fingerprint. Losing a row (retention, another host) loses only the
 *    exact replay, never the no-duplicate guarantee.
 */
export class SqliteIdempotencyStore implements IdempotencyStore {
  private readonly db: Database.Database;
  private readonly select: Database.Statement<[string], Row>;
  private readonly insert: Database.Statement<[string, string, number, string, number]>;
  private readonly purge: Database.Statement<[number]>;
  private writes = 0;

  constructor(path: string, private readonly now: () => number = Date.now) {
    mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path, { timeout: 10_000 });
    this.db.pragma('journal_mode = WAL');
    this.db.exec(`CREATE TABLE IF NOT EXISTS idempotency (
      key         TEXT    PRIMARY KEY,
      fingerprint TEXT    NOT NULL,
      status      INTEGER NOT NULL,
      body        JSON    NOT NULL,
      created_ms  INTEGER NOT NULL
    )`);
    this.select = this.db.prepare('SELECT fingerprint, status, body FROM idempotency WHERE key = ?');
    this.insert = this.db.prepare(
      'INSERT OR IGNORE INTO idempotency (key, fingerprint, status, body, created_ms) VALUES (?, ?, ?, ?, ?)',
    );
    this.purge = this.db.prepare('DELETE FROM idempotency WHERE created_ms < ?');
  }

  get(key: string): StoredResponse | undefined {
    const row = this.select.get(key);
    return row && { fingerprint: row.fingerprint, status: row.status, body: JSON.parse(row.body) as unknown };
  }

  putFirst(key: string, response: StoredResponse): StoredResponse {
    const now = this.now();
    this.insert.run(key, response.fingerprint, response.status, JSON.stringify(response.body), now);
    if (++this.writes % 1000 === 0) this.purge.run(now - RETENTION_MS);
    return this.get(key) ?? response;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
