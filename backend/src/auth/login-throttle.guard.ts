import { HttpException, HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AUTH_CLOCK, AUTH_CONFIG, type AuthConfig, type Clock } from './auth.config.js';
import { FixedWindowRateLimiter } from './login-rate-limiter.js';
import { apiError, AUTH_MESSAGES } from '@centre/contracts';

export const TOO_MANY_ATTEMPTS = AUTH_MESSAGES.tooManyAttempts;

/**
 * Login attempts per client IP per minute → 429. Not @nestjs/throttler: that package is
 * CommonJS requiring the ESM-only Nest 12, which Jest cannot load on Node 20, so any suite
 * importing AuthModule would fail. Behind a proxy, `req.ip` needs Express's `trust proxy`.
 */
@Injectable()
export class LoginThrottleGuard implements CanActivate {
  private readonly limiter: FixedWindowRateLimiter;

  constructor(
    @Inject(AUTH_CONFIG) config: AuthConfig,
    @Inject(AUTH_CLOCK) private readonly clock: Clock,
  ) {
    this.limiter = new FixedWindowRateLimiter(config.loginAttemptsPerMinute, 60_000);
  }

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const decision = this.limiter.hit(request.ip ?? request.socket.remoteAddress ?? 'unknown', this.clock().getTime());
    if (decision.allowed) return true;
    http.getResponse<Response>().setHeader('Retry-After', String(decision.retryAfterSeconds));
    throw new HttpException(apiError('RATE_LIMITED', 'auth.tooManyAttempts'), HttpStatus.TOO_MANY_REQUESTS);
  }
}
