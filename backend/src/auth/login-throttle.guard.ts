import { HttpException, HttpStatus, Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerStorageService } from '@nestjs/throttler';
import { AUTH_CONFIG, type AuthConfig } from './auth.config.js';
import { failure } from './request-actor.js';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
export const LOGIN_THROTTLE_STORAGE = Symbol('LOGIN_THROTTLE_STORAGE');

/**
 * Login attempts per client IP per minute. Self-contained (own options and storage) so it
 * does not depend on, or clash with, an app-wide ThrottlerModule. Behind a proxy the IP is
 * only right with Express's `trust proxy` set.
 */
@Injectable()
export class LoginThrottleGuard extends ThrottlerGuard {
  constructor(
    @Inject(AUTH_CONFIG) config: AuthConfig,
    @Inject(LOGIN_THROTTLE_STORAGE) storage: ThrottlerStorageService,
    reflector: Reflector,
  ) {
    super({ throttlers: [{ name: 'login', ttl: 60_000, limit: config.loginAttemptsPerMinute }] }, storage, reflector);
  }

  protected override async throwThrottlingException(_context: ExecutionContext): Promise<void> {
    throw new HttpException(failure(TOO_MANY_ATTEMPTS), HttpStatus.TOO_MANY_REQUESTS);
  }
}
