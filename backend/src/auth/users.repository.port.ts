import type { UserRole } from '@centre/contracts';

export interface UserRecord {
  id: string;
  /** Lower-cased, trimmed. */
  email: string;
  passwordHash: string;
  role: UserRole;
  disabled: boolean;
  createdAt: string;
  /** A reviewer's labs (lab ids); empty: every lab. */
  labs: string[];
  /** The last change made to the account and who made it (an admin's email, or the command line). */
  changedAt?: string;
  changedBy?: string;
}

/** What may change of an account after it is made. */
export type UserChanges = Partial<Pick<UserRecord, 'passwordHash' | 'role' | 'disabled' | 'labs'>>;

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
  /** Applies the changes at once and records when and by whom. */
  updateUser(id: string, changes: UserChanges, change: { at: string; by: string }): void;
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
