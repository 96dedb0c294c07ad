import Database from 'better-sqlite3';
import type { UserRole } from '@centre/contracts';

/** What the console shows of an account: never its password hash or sessions. */
export interface UserListItem {
  id: string;
  email: string;
  role: UserRole;
  disabled: boolean;
  createdAt: string;
}

interface UserRow {
  id: string;
  email: string;
  role: UserRole;
  disabled: number;
  created_at: string;
}

export interface UsersListReader {
  list(): UserListItem[];
  findById(id: string): UserListItem | undefined;
  close(): void;
}

export const USERS_LIST_READER = Symbol('USERS_LIST_READER');

const toItem = (row: UserRow): UserListItem => ({
  id: row.id,
  email: row.email,
  role: row.role,
  disabled: row.disabled === 1,
  createdAt: row.created_at,
});

/**
 * Reads the auth slice's users table read-only. The auth slice owns every write (through
 * UsersService); its repository has no listing, and the console only needs to see the rows.
 * Opened on first use, once the auth slice has created the file.
 */
export class SqliteUsersListReader implements UsersListReader {
  private db: Database.Database | undefined;

  constructor(private readonly file: string) {}

  list(): UserListItem[] {
    return this.open()
      .prepare<[], UserRow>('SELECT id, email, role, disabled, created_at FROM users ORDER BY created_at, email')
      .all()
      .map(toItem);
  }

  findById(id: string): UserListItem | undefined {
    const row = this.open().prepare<[string], UserRow>('SELECT id, email, role, disabled, created_at FROM users WHERE id = ?').get(id);
    return row && toItem(row);
  }

  close(): void {
    this.db?.close();
    this.db = undefined;
  }

  private open(): Database.Database {
    if (!this.db) {
      this.db = new Database(this.file, { readonly: true, fileMustExist: true });
      this.db.pragma('busy_timeout = 5000');
    }
    return this.db;
  }
}
