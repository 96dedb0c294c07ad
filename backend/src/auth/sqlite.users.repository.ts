import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { UserRole } from '@centre/contracts';
import { AuthError, errorCode } from './auth.errors.js';
import type { SessionRecord, UserChanges, UserRecord, UsersRepository } from './users.repository.port.js';
import { preparedStatements, type Prepare } from '../shared/sqlite/prepared-statements.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id            TEXT PRIMARY KEY,
  email         TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  role          TEXT NOT NULL CHECK (role IN ('reviewer', 'expert', 'admin')),
  disabled      INTEGER NOT NULL DEFAULT 0 CHECK (disabled IN (0, 1)),
  created_at    TEXT NOT NULL,
  labs          TEXT NOT NULL DEFAULT '[]',
  changed_at    TEXT,
  changed_by    TEXT
);
CREATE TABLE IF NOT EXISTS sessions (
  id_hash    TEXT PRIMARY KEY,
  user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_by_user ON sessions(user_id);
CREATE INDEX IF NOT EXISTS sessions_by_expiry ON sessions(expires_at);
`;

interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  role: UserRole;
  disabled: number;
  created_at: string;
  labs: string;
  changed_at: string | null;
  changed_by: string | null;
}

interface SessionRow {
  id_hash: string;
  user_id: string;
  expires_at: string;
}

const toUser = (row: UserRow): UserRecord => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  role: row.role,
  disabled: row.disabled === 1,
  createdAt: row.created_at,
  labs: labsOf(row.labs),
  ...(row.changed_at !== null && { changedAt: row.changed_at }),
  ...(row.changed_by !== null && { changedBy: row.changed_by }),
});

/** The stored JSON list of lab ids; anything else reads as every lab. */
const labsOf = (text: string): string[] => {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((lab): lab is string => typeof lab === 'string') : [];
};

const toSession = (row: SessionRow): SessionRecord => ({ idHash: row.id_hash, userId: row.user_id, expiresAt: row.expires_at });

/** Users and sessions in `${DATA_DIR}/auth.sqlite`, separate from the event log. */
export class SqliteUsersRepository implements UsersRepository {
  private readonly db: Database.Database;
  private readonly prepare: Prepare;

  constructor(file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.prepare = preparedStatements(this.db);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
    this.allowExperts();
    this.addChangeColumns();
  }

  /** A users table made before reviewers had labs lacks these columns; every user then reviews every lab. */
  private addChangeColumns(): void {
    // Immediate: the mail thread opens the same file at the same time, and only one may add them.
    this.db.transaction(() => this.addMissingColumns()).immediate();
  }

  private addMissingColumns(): void {
    const columns = new Set(this.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('users')").all().map((c) => c.name));
    const wanted: Array<[string, string]> = [
      ['labs', "labs TEXT NOT NULL DEFAULT '[]'"],
      ['changed_at', 'changed_at TEXT'],
      ['changed_by', 'changed_by TEXT'],
    ];
    for (const [name, definition] of wanted) {
      if (!columns.has(name)) this.db.exec(`ALTER TABLE users ADD COLUMN ${definition}`);
    }
  }

  /**
   * A users table made before the expert role checks for reviewer and admin only; SQLite cannot
   * change a CHECK in place, so the table is copied into the current schema once.
   */
  private allowExperts(): void {
    const table = this.prepare<[], { sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'users'").get();
    if (!table || table.sql.includes("'expert'")) return;
    this.db.pragma('foreign_keys = OFF');
    this.db.transaction(() => {
      // SQLite's own procedure: a new table, the rows copied, the old dropped, the new renamed
      // (renaming the old one instead would repoint the sessions' foreign key at it).
      this.db.exec(SCHEMA.replace('CREATE TABLE IF NOT EXISTS users (', 'CREATE TABLE users_with_experts ('));
      this.db.exec(
        'INSERT INTO users_with_experts (id, email, password_hash, role, disabled, created_at) SELECT id, email, password_hash, role, disabled, created_at FROM users',
      );
      this.db.exec('DROP TABLE users');
      this.db.exec('ALTER TABLE users_with_experts RENAME TO users');
    })();
    this.db.pragma('foreign_keys = ON');
  }

  findUserByEmail(email: string): UserRecord | undefined {
    const row = this.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?').get(email);
    return row && toUser(row);
  }

  findUserById(id: string): UserRecord | undefined {
    const row = this.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?').get(id);
    return row && toUser(row);
  }

  insertUser(user: UserRecord): void {
    try {
      this
        .prepare('INSERT INTO users (id, email, password_hash, role, disabled, created_at, labs) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(user.id, user.email, user.passwordHash, user.role, user.disabled ? 1 : 0, user.createdAt, JSON.stringify(user.labs));
    } catch (error: unknown) {
      if (errorCode(error) === 'SQLITE_CONSTRAINT_UNIQUE') {
        throw new AuthError('email-taken', `A user with the email ${user.email} already exists.`);
      }
      throw error;
    }
  }

  updateUser(id: string, changes: UserChanges, change: { at: string; by: string }): void {
    const update = this.db.transaction(() => {
      if (changes.labs !== undefined) this.prepare('UPDATE users SET labs = ? WHERE id = ?').run(JSON.stringify(changes.labs), id);
      this.prepare('UPDATE users SET changed_at = ?, changed_by = ? WHERE id = ?').run(change.at, change.by, id);
      if (changes.passwordHash !== undefined) {
        this.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(changes.passwordHash, id);
      }
      if (changes.role !== undefined) this.prepare('UPDATE users SET role = ? WHERE id = ?').run(changes.role, id);
      if (changes.disabled !== undefined) {
        this.prepare('UPDATE users SET disabled = ? WHERE id = ?').run(changes.disabled ? 1 : 0, id);
      }
    });
    update();
  }

  listUsers(): UserRecord[] {
    return this.prepare<[], UserRow>('SELECT * FROM users ORDER BY created_at, email').all().map(toUser);
  }

  countUsers(): number {
    return this.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users').get()?.n ?? 0;
  }

  insertSession(session: SessionRecord): void {
    this
      .prepare('INSERT INTO sessions (id_hash, user_id, expires_at) VALUES (?, ?, ?)')
      .run(session.idHash, session.userId, session.expiresAt);
  }

  findSession(idHash: string): SessionRecord | undefined {
    const row = this.prepare<[string], SessionRow>('SELECT * FROM sessions WHERE id_hash = ?').get(idHash);
    return row && toSession(row);
  }

  deleteSession(idHash: string): void {
    this.prepare('DELETE FROM sessions WHERE id_hash = ?').run(idHash);
  }

  deleteSessionsOfUser(userId: string): void {
    this.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
  }

  deleteSessionsExpiredBefore(instant: string): void {
    this.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(instant);
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
