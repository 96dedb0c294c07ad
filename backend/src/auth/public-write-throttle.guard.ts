import { HttpException, HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AUTH_CLOCK, AUTH_CONFIG, DEFAULT_PUBLIC_WRITES_PER_MINUTE, type AuthConfig, type Clock } from './auth.config.js';
import { FixedWindowRateLimiter } from './login-rate-limiter.js';
import { apiError, HTTP_MESSAGES } from '@centre/contracts';

export const TOO_MANY_SUBMISSIONS = HTTP_MESSAGES.tooManyRequests;

/**
 * Anonymous form submissions (bookings, appointments, contact messages, applications) per
 * client IP per minute → 429: every accepted one is an event in the log for good, so one
 * address must not be able to fill it. Per instance (like the login limit), and counted per
 * module that uses it (Nest makes one guard per module). `PUBLIC_WRITES_PER_MINUTE` sets it.
 */
@Injectable()
export class PublicWriteThrottleGuard implements CanActivate {
  private readonly limiter: FixedWindowRateLimiter;

  constructor(
    @Inject(AUTH_CONFIG) config: AuthConfig,
    @Inject(AUTH_CLOCK) private readonly clock: Clock,
  ) {
    this.limiter = new FixedWindowRateLimiter(config.publicWritesPerMinute ?? DEFAULT_PUBLIC_WRITES_PER_MINUTE, 60_000);
  }

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const decision = this.limiter.hit(request.ip ?? request.socket.remoteAddress ?? 'unknown', this.clock().getTime());
    if (decision.allowed) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(decision.retryAfterSeconds));
    throw new HttpException(apiError('RATE_LIMITED', 'http.tooManyRequests'), HttpStatus.TOO_MANY_REQUESTS);
  }
}
