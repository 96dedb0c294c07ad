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
import { clientAddressOf } from '../shared/http/client-address.js';
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
    const response = http.getResponse<Response>();
    await admitRequest(this.limiters, policy, clientAddressOf(request), response);
    if (policy === 'login') await admitAccount(this.limiters, request.body, response);
    return true;
  }
}

/**
 * A sign-in to an account that must still wait after its failures in a row is refused before its
 * password is even checked (429 with `Retry-After`); the route reports each outcome to
 * `limiters.accounts`. A body without an email is the route's own refusal.
 */
const admitAccount = async (
  limiters: RateLimiters,
  body: unknown,
  response: { setHeader(name: string, value: string): unknown },
): Promise<void> => {
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  if (typeof email !== 'string') return;
  let waitMs: number;
  try {
    waitMs = await limiters.accounts.waitMs(email);
  } catch {
    // The store failed and had no fallback: the address limit still holds.
    return;
  }
  if (waitMs <= 0) return;
  response.setHeader('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  throw new HttpException(apiError('RATE_LIMITED', 'auth.accountBackoff'), HttpStatus.TOO_MANY_REQUESTS);
};

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
