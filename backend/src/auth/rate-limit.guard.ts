import {
  applyDecorators,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { apiError, type MessageCode } from '@centre/contracts';
import { RATE_LIMITERS, type RateLimiters, type RateLimitPolicy } from './rate-limits.js';

/** What a refused request reads, in the visitor's language (by code). */
const MESSAGES: Record<RateLimitPolicy, MessageCode> = {
  'public-writes': 'http.tooManyRequests',
  login: 'auth.tooManyAttempts',
  applications: 'application.tooManyApplications',
};

const RateLimitPolicyOf = Reflector.createDecorator<RateLimitPolicy>();

/**
 * Counts each request to this route against `policy` for the client's address; past the limit
 * it answers 429 with `Retry-After`. Behind a proxy, `req.ip` needs Express's `trust proxy`.
 */
export const RateLimited = (policy: RateLimitPolicy): MethodDecorator & ClassDecorator =>
  applyDecorators(RateLimitPolicyOf(policy), UseGuards(RateLimitGuard));

/** The one guard of every limited route; the counts live in the app-wide RATE_LIMITERS. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(RATE_LIMITERS) private readonly limiters: RateLimiters,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy =
      this.reflector.get(RateLimitPolicyOf, context.getHandler()) ??
      this.reflector.get(RateLimitPolicyOf, context.getClass());
    if (!policy) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    await admitRequest(
      this.limiters,
      policy,
      request.ip ?? request.socket.remoteAddress ?? 'unknown',
      http.getResponse<Response>(),
    );
    return true;
  }
}

/**
 * Counts one request of `address` against `policy`; past the limit, sets `Retry-After` and
 * throws the 429. What the guard does on a Nest route, for a route served ahead of Nest (see
 * fast-routes.ts) to do with the same counters.
 */
export const admitRequest = async (
  limiters: RateLimiters,
  policy: RateLimitPolicy,
  address: string,
  response: { setHeader(name: string, value: string): unknown },
): Promise<void> => {
  try {
    await limiters.limiter(policy).consume(address);
  } catch (refusal: unknown) {
    // Anything but a refusal (the store failed and had no fallback) lets the request through.
    if (!(refusal instanceof RateLimiterRes)) return;
    response.setHeader('Retry-After', String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))));
    throw new HttpException(
      apiError('RATE_LIMITED', MESSAGES[policy]),
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
};
