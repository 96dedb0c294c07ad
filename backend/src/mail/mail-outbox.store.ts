import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { MailCalendar, MailMessage } from './mail.templates.js';
import { BOUND_LIMIT } from '../shared/sqlite/bound-limit.js';
import { preparedStatements, type Prepare } from '../shared/sqlite/prepared-statements.js';

/** Rows a pruning transaction removes at most. */
const PRUNE_CHUNK = 500;
/**
 * How long a once-only notice's key is kept. A key is asked about only while its notice can
 * still be due (a day's digest on that day, a reminder before its booking's deadline), so a
 * month is far beyond any use.
 */
export const NOTICE_KEYS_KEPT_DAYS = 30;
/** A mail claimed this long ago whose sender never said how it went: that sender died mid-send. */
const STALE_AFTER_MS = 5 * 60_000;

export interface OutboxRow extends MailMessage {
  attempts: number;
}

/** A mail's fields as the outbox keeps them (a claim read back gives these, and no others). */
const outboxMessage = ({ key, to, subject, text, html, calendar }: MailMessage): MailMessage => ({
  key,
  to,
  subject,
  text,
  html,
  ...(calendar && { calendar }),
});

/** A claim as claim() makes one: up to `limit` mails, at `now` (ms since the epoch). */
export interface OutboxClaim {
  limit: number;
  now: number;
  /**
   * Delivers the claimed mails synchronously, inside the transaction that claims them; true
   * when it did, and they are then recorded sent in that same transaction (one commit for
   * record, claim and mark-sent). A crash before the commit rolls all of it back, so the
   * mails are recorded and written again after a restart: written twice at worst, never lost,
   * as a mail written but not yet marked sent always was.
   */
  deliver?: (mails: readonly OutboxRow[]) => boolean;
}

/**
 * The mail process manager's own state (`${DATA_DIR}/mail.sqlite`): its checkpoint in the log
 * and the outbox of mails to send, keyed by event and recipient. Mails are recorded in the same
 * transaction as the checkpoint, so a restart neither loses nor repeats one; a mail is claimed
 * before sending, so two processes sharing the folder never both send it.
 */
export class MailOutboxStore {
  private readonly db: Database.Database;
  private readonly prepare: Prepare;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.db = new Database(path.join(dataDir, 'mail.sqlite'));
    this.prepare = preparedStatements(this.db);
    this.db.pragma('journal_mode = WAL');
    // No fsync per transaction (a booking's mails took four, each blocking the event loop):
    // the outbox is derived from the log. A process crash loses nothing; a power cut can only
    // roll back the newest transactions, checkpoint included, and then those events are read
    // again and their mails recorded again (a mail may go twice, with the same Message-ID).
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 10000');
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS checkpoint (name TEXT PRIMARY KEY, position INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS outbox (
        key TEXT PRIMARY KEY, recipient TEXT NOT NULL, subject TEXT NOT NULL, text TEXT NOT NULL,
        html TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0,
        claimed_at INTEGER, last_error TEXT, created_at TEXT NOT NULL, sent_at TEXT
      );
      CREATE INDEX IF NOT EXISTS outbox_status ON outbox (status, created_at);
      CREATE TABLE IF NOT EXISTS notices (key TEXT PRIMARY KEY, recorded_at TEXT NOT NULL);
      CREATE INDEX IF NOT EXISTS notices_by_age ON notices (recorded_at);
    `);
    // Outboxes made before mails carried calendar entries get the column.
    const columns = this.db.prepare<[], { name: string }>('PRAGMA table_info(outbox)').all();
    if (!columns.some((c) => c.name === 'calendar')) this.db.exec('ALTER TABLE outbox ADD COLUMN calendar TEXT');
  }

  hasCheckpoint(): boolean {
    return this.prepare("SELECT 1 FROM checkpoint WHERE name = 'mail'").get() !== undefined;
  }

  checkpoint(): number {
    const row = this.prepare<[], { position: number }>(
      "SELECT position FROM checkpoint WHERE name = 'mail'",
    ).get();
    return row?.position ?? 0;
  }

  /**
   * Records an event's mails and moves the checkpoint past it, atomically. With `claim`, also
   * claims as claim() would, in the same transaction, and returns what it claimed: an idle
   * sender's next batch (usually these very mails) costs no commit of its own. What waited
   * before these mails is claimed first; then these, up to the limit, are written claimed
   * rather than written pending and claimed after, so they are not read back either. With
   * `claim.deliver`, the claimed mails are delivered and marked sent before the commit.
   */
  record(position: number, mails: readonly MailMessage[], now: Date, claim?: OutboxClaim): OutboxRow[] {
    const insert = this.prepare<[string, string, string, string, string, string | null, string, string, number | null, number]>(
      'INSERT OR IGNORE INTO outbox (key, recipient, subject, text, html, calendar, created_at, status, claimed_at, attempts) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const advance = this.prepare(
      "INSERT INTO checkpoint (name, position) VALUES ('mail', ?) ON CONFLICT(name) DO UPDATE SET position = MAX(position, excluded.position)",
    );
    const at = now.toISOString();
    return this.db.transaction(() => {
      const claimed = claim ? this.claimRows(claim.limit, claim.now, STALE_AFTER_MS) : [];
      for (const mail of mails) {
        const calendar = mail.calendar ? JSON.stringify(mail.calendar) : null;
        if (!claim || claimed.length >= claim.limit) {
          insert.run(mail.key, mail.to, mail.subject, mail.text, mail.html, calendar, at, 'pending', null, 0);
          continue;
        }
        // Not written when another process recorded it first: that one sends it.
        if (insert.run(mail.key, mail.to, mail.subject, mail.text, mail.html, calendar, at, 'sending', claim.now, 1).changes === 1)
          claimed.push({ ...outboxMessage(mail), attempts: 1 });
      }
      advance.run(position);
      if (claim?.deliver && claimed.length > 0 && claim.deliver(claimed))
        this.markSentRows(
          claimed.map((mail) => mail.key),
          now,
        );
      return claimed;
    })();
  }

  /**
   * Records the mails of a notice that goes out once (a day's digest, a booking's reminder),
   * unless that notice was recorded before, by this process or any other sharing the folder:
   * the notice's key and its mails are written in one transaction. True when this call recorded it.
   * Keys older than NOTICE_KEYS_KEPT_DAYS go in the same transaction (the index makes it a
   * short range), so the table holds a month of notices, not the site's whole life.
   */
  recordOnce(noticeKey: string, mails: readonly MailMessage[], now: Date): boolean {
    const mark = this.prepare('INSERT OR IGNORE INTO notices (key, recorded_at) VALUES (?, ?)');
    const insert = this.prepare(
      'INSERT OR IGNORE INTO outbox (key, recipient, subject, text, html, calendar, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const forget = this.prepare('DELETE FROM notices WHERE recorded_at < ?');
    const at = now.toISOString();
    const oldest = new Date(now.getTime() - NOTICE_KEYS_KEPT_DAYS * 86_400_000).toISOString();
    return this.db
      .transaction(() => {
        if (mark.run(noticeKey, at).changes === 0) return false;
        for (const mail of mails) insert.run(mail.key, mail.to, mail.subject, mail.text, mail.html, null, at);
        forget.run(oldest);
        return true;
      })
      .immediate();
  }

  /** Whether a once-only notice was recorded (so a pass need not compose it again). */
  hasNotice(noticeKey: string): boolean {
    return this.prepare('SELECT 1 FROM notices WHERE key = ?').get(noticeKey) !== undefined;
  }

  /**
   * Claims up to `limit` mails: those whose sender died mid-send (claimed before `now -
   * staleAfterMs`) first, then pending ones, oldest first. Two queries, each an index's order:
   * one query with an OR sorted every pending row each time, so a backlog made each claim
   * slower than the last.
   */
  claim(limit: number, now: number, staleAfterMs = STALE_AFTER_MS): OutboxRow[] {
    return this.db.transaction(() => this.claimRows(limit, now, staleAfterMs)).immediate();
  }

  /** Marks the mails sent, in one transaction. */
  markSent(keys: readonly string[], now: Date): void {
    this.db.transaction(() => this.markSentRows(keys, now))();
  }

  /**
   * Marks the last pass's mails sent and claims the next ones, in one transaction: a sender's
   * pass then costs one commit, not two (under load a pass holds a few mails, and the commits
   * were most of the mail thread's time).
   */
  markSentAndClaim(sent: readonly string[], sentAt: Date, limit: number, now: number): OutboxRow[] {
    return this.db
      .transaction(() => {
        this.markSentRows(sent, sentAt);
        return this.claimRows(limit, now, STALE_AFTER_MS);
      })
      .immediate();
  }

  private claimRows(limit: number, now: number, staleAfterMs: number): OutboxRow[] {
    type Row = {
      key: string;
      recipient: string;
      subject: string;
      text: string;
      html: string;
      calendar: string | null;
      attempts: number;
    };
    const columns = 'key, recipient, subject, text, html, calendar, attempts';
    const stale = this.prepare<[number, number], Row>(
      `SELECT ${columns} FROM outbox WHERE status = 'sending' AND claimed_at < ? ORDER BY created_at ${BOUND_LIMIT}`,
    ).all(now - staleAfterMs, limit);
    const pending = this.prepare<[number], Row>(
      `SELECT ${columns} FROM outbox WHERE status = 'pending' ORDER BY created_at ${BOUND_LIMIT}`,
    ).all(limit - stale.length);
    const rows = [...stale, ...pending];
    const mark = this.prepare(
      "UPDATE outbox SET status = 'sending', claimed_at = ?, attempts = attempts + 1 WHERE key = ?",
    );
    for (const row of rows) mark.run(now, row.key);
    return rows.map((row) => ({
      key: row.key,
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      html: row.html,
      ...(row.calendar !== null && { calendar: JSON.parse(row.calendar) as MailCalendar }),
      attempts: row.attempts + 1,
    }));
  }

  private markSentRows(keys: readonly string[], now: Date): void {
    const mark = this.prepare(
      "UPDATE outbox SET status = 'sent', sent_at = ?, last_error = NULL WHERE key = ?",
    );
    const at = now.toISOString();
    for (const key of keys) mark.run(at, key);
  }

  /** Back to pending for a later try; after `maxAttempts` it stays failed and visible. */
  markFailed(key: string, error: string, maxAttempts: number): void {
    this.prepare(
      "UPDATE outbox SET status = CASE WHEN attempts >= ? THEN 'failed' ELSE 'pending' END, last_error = ? WHERE key = ?",
    ).run(maxAttempts, error, key);
  }

  /**
   * Forgets the mails sent before `cutoff` (their text and HTML stay in the outbox otherwise,
   * for as long as the site runs); pending and failed ones stay. A few hundred rows per
   * transaction, the event loop turning between them. Their keys go too: only an event read
   * again after a power cut could record a mail again, and that is one of the newest, never
   * one sent days ago.
   */
  async pruneSent(cutoff: Date): Promise<number> {
    const remove = this.prepare<[string, string, number]>(
      `DELETE FROM outbox WHERE rowid IN (
         SELECT rowid FROM outbox WHERE status = 'sent' AND created_at < ? AND sent_at < ? ${BOUND_LIMIT}
       )`,
    );
    const at = cutoff.toISOString();
    let removed = 0;
    for (;;) {
      const { changes } = remove.run(at, at, PRUNE_CHUNK);
      removed += changes;
      if (changes < PRUNE_CHUNK) return removed;
      await new Promise((resolve) => setImmediate(resolve));
      // Closed meanwhile (the process is stopping): the rest waits for the next pass.
      if (!this.db.open) return removed;
    }
  }

  /** Mails recorded and not yet sent (pending, or claimed by a sender that has not finished). */
  pending(): number {
    return (
      this.prepare<[], { n: number }>(
        "SELECT COUNT(*) AS n FROM outbox WHERE status IN ('pending', 'sending')",
      ).get()?.n ?? 0
    );
  }

  counts(): Record<string, number> {
    const rows = this.prepare<[], { status: string; n: number }>(
      'SELECT status, COUNT(*) AS n FROM outbox GROUP BY status',
    ).all();
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  }

  close(): void {
    this.db.close();
  }
}
