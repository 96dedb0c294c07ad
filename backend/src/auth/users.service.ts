import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { findLab, mayDecideLab, USER_ROLES, type SessionUser, type UserRole } from '@centre/contracts';
import { AUTH_CLOCK, AUTH_CONFIG, type AuthConfig, type Clock } from './auth.config.js';
import { AuthError } from './auth.errors.js';
import { hashPassword, verifyPassword } from './password-hash.js';
import { USERS_REPOSITORY, type UserRecord, type UsersRepository } from './users.repository.port.js';

/** What may leave the server about a user (contracts' `SessionUser`). */
export type PublicUser = SessionUser;

export interface NewSession {
  /** The cookie value; only its sha256 is stored. */
  token: string;
  expiresAt: Date;
}

export const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 1024;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export function isUserRole(value: unknown): value is UserRole {
  return USER_ROLES.some((role) => role === value);
}

const toPublic = (user: UserRecord): PublicUser => ({
  id: user.id,
  email: user.email,
  role: user.role,
  // The console shows the other labs' bookings read-only: it needs to know which are theirs.
  ...(user.role === 'reviewer' && user.labs.length > 0 && { labs: user.labs }),
});

/** What an admin may change of an account at once (the console's PATCH). */
export interface AccountChange {
  role?: UserRole;
  disabled?: boolean;
  labs?: readonly string[];
}

/** Who changed an account when no admin did: `admin-cli`. */
export const COMMAND_LINE = 'the command line';

/** A user as the console lists them: never a password hash or a session. */
export type UserAccountView = PublicUser & { disabled: boolean; createdAt: string; labs: string[]; changed?: { at: string; by: string } };

const toAccount = (user: UserRecord): UserAccountView => ({
  ...toPublic(user),
  disabled: user.disabled,
  createdAt: user.createdAt,
  labs: user.labs,
  ...(user.changedAt !== undefined && user.changedBy !== undefined && { changed: { at: user.changedAt, by: user.changedBy } }),
});
const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

@Injectable()
export class UsersService {
  /** Checked when the email is unknown, so both answers take about as long. */
  private readonly decoyHash: Promise<string>;

  constructor(
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(AUTH_CLOCK) private readonly clock: Clock,
  ) {
    this.decoyHash = hashPassword(randomBytes(16).toString('base64url'), config.scrypt);
  }

  /** The user for these credentials, or null; disabled users are refused like wrong passwords. */
  async authenticate(email: string, password: string): Promise<PublicUser | null> {
    const user = this.users.findUserByEmail(normaliseEmail(email));
    const matches = await verifyPassword(password, user?.passwordHash ?? (await this.decoyHash));
    if (!user || !matches || user.disabled) return null;
    return toPublic(user);
  }

  startSession(userId: string): NewSession {
    const now = this.clock();
    this.users.deleteSessionsExpiredBefore(now.toISOString());
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.config.sessionTtlHours * 3_600_000);
    this.users.insertSession({ idHash: hashSessionToken(token), userId, expiresAt: expiresAt.toISOString() });
    return { token, expiresAt };
  }

  /** The signed-in user of a session cookie; null when unknown, expired or disabled. Fixed lifetime, no sliding. */
  resolveSession(token: string | undefined): PublicUser | null {
    if (token === undefined || token === '' || token.length > 200) return null;
    const idHash = hashSessionToken(token);
    const session = this.users.findSession(idHash);
    if (!session) return null;
    if (session.expiresAt <= this.clock().toISOString()) {
      this.users.deleteSession(idHash);
      return null;
    }
    const user = this.users.findUserById(session.userId);
    if (!user || user.disabled) return null;
    return toPublic(user);
  }

  /**
   * The reviewer a signed review link names, if they may still act: the account exists, is
   * not disabled and is still a reviewer or an admin. Checked on every use of the link.
   */
  activeReviewer(userId: string): PublicUser | null {
    const user = this.users.findUserById(userId);
    if (!user || user.disabled || (user.role !== 'reviewer' && user.role !== 'admin')) return null;
    return toPublic(user);
  }

  endSession(token: string | undefined): void {
    if (token !== undefined && token !== '') this.users.deleteSession(hashSessionToken(token));
  }

  async createUser(email: string, password: string, role: UserRole): Promise<PublicUser> {
    const normalised = normaliseEmail(email);
    if (!EMAIL_PATTERN.test(normalised) || normalised.length > 254) {
      throw new AuthError('invalid-email', `"${email}" is not an email address.`);
    }
    if (!isUserRole(role)) throw new AuthError('invalid-role', `The role must be reviewer, expert or admin.`);
    const user: UserRecord = {
      id: randomUUID(),
      email: normalised,
      passwordHash: await this.hashNewPassword(password),
      role,
      disabled: false,
      createdAt: this.clock().toISOString(),
      labs: [],
    };
    this.users.insertUser(user);
    return toPublic(user);
  }

  setRole(email: string, role: UserRole, by = COMMAND_LINE): PublicUser {
    if (!isUserRole(role)) throw new AuthError('invalid-role', `The role must be reviewer, expert or admin.`);
    return toPublic(this.change(this.requireUser(email), { role }, by));
  }

  /** Disabling also ends every session of the user at once. */
  setDisabled(email: string, disabled: boolean, by = COMMAND_LINE): PublicUser {
    const user = this.requireUser(email);
    this.change(user, { disabled }, by);
    return toPublic(user);
  }

  /**
   * An admin's change of an account, applied at once and recorded with who made it. Labs are
   * a reviewer's only (admins see every lab), each a lab of the catalogue; disabling ends the
   * account's sessions.
   */
  changeAccount(userId: string, change: AccountChange, by: string): UserAccountView {
    const user = this.users.findUserById(userId);
    if (!user) throw new AuthError('unknown-user', `No user has the id ${userId}.`);
    return toAccount(this.change(user, change, by));
  }

  private change(user: UserRecord, change: AccountChange, by: string): UserRecord {
    const { role, disabled, labs } = change;
    if (role !== undefined && !isUserRole(role)) throw new AuthError('invalid-role', `The role must be reviewer, expert or admin.`);
    if (labs !== undefined) {
      const unknown = labs.filter((lab) => !findLab(lab));
      if (unknown.length > 0) throw new AuthError('invalid-labs', `There is no lab ${unknown.join(', ')}.`);
      if (labs.length > 0 && (role ?? user.role) !== 'reviewer') {
        // Refused rather than dropped, so the admin is not told it was saved.
        throw new AuthError('invalid-labs', 'Only a reviewer is given labs: an admin sees every lab.');
      }
    }
    // A reviewer made admin or expert leaves their labs behind: promoted back, they review every lab.
    const keptLabs = role !== undefined && role !== 'reviewer' ? [] : labs;
    const changes = {
      ...(role !== undefined && { role }),
      ...(disabled !== undefined && { disabled }),
      ...(keptLabs !== undefined && { labs: [...new Set(keptLabs)] }),
    };
    const at = this.clock().toISOString();
    this.users.updateUser(user.id, changes, { at, by });
    if (disabled === true) this.users.deleteSessionsOfUser(user.id);
    return { ...user, ...changes, changedAt: at, changedBy: by };
  }

  /** A new password ends the user's sessions, so a leaked session dies with the old password. */
  async setPassword(email: string, password: string): Promise<PublicUser> {
    const user = this.requireUser(email);
    this.users.updateUser(user.id, { passwordHash: await this.hashNewPassword(password) }, { at: this.clock().toISOString(), by: COMMAND_LINE });
    this.users.deleteSessionsOfUser(user.id);
    return toPublic(user);
  }

  /**
   * The first admin from ADMIN_EMAIL / ADMIN_PASSWORD. An existing account is left exactly as
   * it is (password, role and disabled flag): changing the variable never resets a password;
   * `admin-cli set-password` does that on purpose.
   */
  async ensureInitialAdmin(email: string, password: string): Promise<'created' | 'exists'> {
    if (this.users.findUserByEmail(normaliseEmail(email))) return 'exists';
    try {
      await this.createUser(email, password, 'admin');
      return 'created';
    } catch (error: unknown) {
      // Another instance created it between the look-up and the insert.
      if (error instanceof AuthError && error.code === 'email-taken') return 'exists';
      throw error;
    }
  }

  /** Every user with their state, for the admin console and the reviewers' mail. */
  listUsers(): UserAccountView[] {
    return this.users.listUsers().map(toAccount);
  }

  findAccount(userId: string): UserAccountView | undefined {
    const user = this.users.findUserById(userId);
    return user && toAccount(user);
  }

  /**
   * Who the booking mails go to: every enabled reviewer and admin, with the id their links are
   * signed for and the labs they review (empty: every lab; an admin's always every lab).
   */
  reviewers(): Array<{ userId: string; email: string; labs: string[] }> {
    return this.users
      .listUsers()
      .filter((user) => !user.disabled && (user.role === 'reviewer' || user.role === 'admin'))
      .map((user) => ({ userId: user.id, email: user.email, labs: user.role === 'reviewer' ? user.labs : [] }));
  }

  /** The labs whose bookings a signed-in user's queue opens on: a reviewer's labs, else none (every lab). */
  labsOf(userId: string): string[] {
    const user = this.users.findUserById(userId);
    return user?.role === 'reviewer' ? user.labs : [];
  }

  /** Whether this enabled reviewer or admin may decide a booking of `lab` (`mayDecideLab`). */
  mayDecide(userId: string, lab: string): boolean {
    const user = this.activeReviewer(userId);
    return user !== null && mayDecideLab(user, lab);
  }

  /** The ids of the enabled experts: the panel that reviews startup applications. */
  expertPanel(): string[] {
    return this.users
      .listUsers()
      .filter((user) => !user.disabled && user.role === 'expert')
      .map((user) => user.id);
  }

  findByEmail(email: string): PublicUser | null {
    const user = this.users.findUserByEmail(normaliseEmail(email));
    return user ? toPublic(user) : null;
  }

  private requireUser(email: string): UserRecord {
    const user = this.users.findUserByEmail(normaliseEmail(email));
    if (!user) throw new AuthError('unknown-user', `No user has the email ${normaliseEmail(email)}.`);
    return user;
  }

  private hashNewPassword(password: string): Promise<string> {
    if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) {
      throw new AuthError('weak-password', `The password must have ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`);
    }
    return hashPassword(password, this.config.scrypt);
  }
}
