import { HttpException, HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AUTH_CLOCK, AUTH_CONFIG, DEFAULT_PUBLIC_WRITES_PER_MINUTE, type AuthConfig, type Clock } from './auth.config.js';
import { FixedWindowRateLimiter } from './login-rate-limiter.js';
import { failure } from './request-actor.js';

export const TOO_MANY_SUBMISSIONS = 'Too many requests. Please wait a minute and try again.';

/**
 * Anonymous form submissions (bookings, appointments, contact messages, applications) per
 * client address per minute → 429: every accepted one is an event in the log for good, so one
 * address must not be able to fill it. One count per instance for every route that uses it
 * (through PublicWriteThrottleGuard, or directly on a fast route). `PUBLIC_WRITES_PER_MINUTE`
 * sets it.
 */
@Injectable()
export class PublicWriteLimiter {
  private readonly limiter: FixedWindowRateLimiter;

  constructor(
    @Inject(AUTH_CONFIG) config: AuthConfig,
    @Inject(AUTH_CLOCK) private readonly clock: Clock,
  ) {
    this.limiter = new FixedWindowRateLimiter(config.publicWritesPerMinute ?? DEFAULT_PUBLIC_WRITES_PER_MINUTE, 60_000);
  }

  /** Counts one submission from `address`; over the limit, sets Retry-After and refuses with 429. */
  admit(address: string, response: { setHeader(name: string, value: string): unknown }): void {
    const decision = this.limiter.hit(address, this.clock().getTime());
    if (decision.allowed) return;
    response.setHeader('Retry-After', String(decision.retryAfterSeconds));
    throw new HttpException(failure(TOO_MANY_SUBMISSIONS), HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** PublicWriteLimiter on a Nest route. */
@Injectable()
export class PublicWriteThrottleGuard implements CanActivate {
  constructor(private readonly limiter: PublicWriteLimiter) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    this.limiter.admit(request.ip ?? request.socket.remoteAddress ?? 'unknown', http.getResponse<Response>());
    return true;
  }
}
