import type { UserRole } from '@centre/contracts';

export interface UserRecord {
  id: string;
  /** Lower-cased, trimmed. */
  email: string;
  passwordHash: string;
  role: UserRole;
  disabled: boolean;
  createdAt: string;
}

export interface SessionRecord {
  /** sha256 of the cookie value; the value itself is never stored. */
  idHash: string;
  userId: string;
  expiresAt: string;
}

/** Storage of users and their sessions; SQLite today, replaceable without touching callers. */
export interface UsersRepository {
  findUserByEmail(email: string): UserRecord | undefined;
  findUserById(id: string): UserRecord | undefined;
  /** Throws `AuthError('email-taken')` when the email exists. */
  insertUser(user: UserRecord): void;
  updateUser(id: string, changes: Partial<Pick<UserRecord, 'passwordHash' | 'role' | 'disabled'>>): void;
  countUsers(): number;
  /** Every user, oldest first. */
  listUsers(): UserRecord[];

  insertSession(session: SessionRecord): void;
  findSession(idHash: string): SessionRecord | undefined;
  deleteSession(idHash: string): void;
  deleteSessionsOfUser(userId: string): void;
  deleteSessionsExpiredBefore(instant: string): void;

  close(): void;
}

export const USERS_REPOSITORY = Symbol('USERS_REPOSITORY');
