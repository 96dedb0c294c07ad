import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AUTH_CONFIG, type AuthConfig } from './auth.config.js';
import { UsersService, type PublicUser } from './users.service.js';

const digest = (token: string): Buffer => createHash('sha256').update(token).digest();

export type SetupRefusal = 'done' | 'invalid-token';

export class SetupError extends Error {
  constructor(readonly code: SetupRefusal) {
    super(code === 'done' ? 'The first admin already exists.' : 'The setup link is not valid.');
    this.name = 'SetupError';
  }
}

/**
 * The first run (DESIGN 6): while no enabled admin exists, this process keeps one setup token,
 * only its hash in memory, and the link carrying it is printed in the log at start. Following it
 * creates the first admin; the token is then spent, and no link works once an admin exists (any
 * instance's, any restart's). A restart prints a new link and forgets the old one.
 */
@Injectable()
export class FirstRunSetup {
  private tokenHash: Buffer | null = null;

  constructor(
    private readonly users: UsersService,
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
  ) {}

  needed(): boolean {
    return !this.users.listUsers().some((user) => user.role === 'admin' && !user.disabled);
  }

  /** A new one-time link when the first admin is still missing (the previous one dies); else null. */
  issueLink(): string | null {
    if (!this.needed()) return null;
    const token = randomBytes(32).toString('base64url');
    this.tokenHash = digest(token);
    // In the fragment: browsers send it to no server and no log, and it is never a Referer.
    return `${this.config.publicBaseUrl}/setup#token=${token}`;
  }

  async complete(token: string, email: string, password: string): Promise<PublicUser> {
    if (!this.needed()) throw new SetupError('done');
    const kept = this.tokenHash;
    if (kept === null || !timingSafeEqual(digest(token), kept)) throw new SetupError('invalid-token');
    // Spent before the first await, so two requests with one token cannot both create an admin.
    this.tokenHash = null;
    try {
      return await this.users.createUser(email, password, 'admin');
    } catch (error: unknown) {
      // Refused (a weak password, say): the same link may be used again.
      this.tokenHash = kept;
      throw error;
    }
  }
}
