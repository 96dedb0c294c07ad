import { HttpException, HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AUTH_CONFIG, type AuthConfig } from './auth.config.js';
import { apiError, HTTP_MESSAGES } from '@centre/contracts';

export const CROSS_ORIGIN_REFUSED = HTTP_MESSAGES.crossOrigin;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether an `Origin` header names this site: the request's own Host, or PUBLIC_BASE_URL's
 * origin. The one judgement of HTTP routes (SameOriginGuard) and of socket.io handshakes.
 */
export function isSameSiteOrigin(origin: string, host: string | undefined, publicOrigin: string | undefined): boolean {
  const parsed = originOf(origin);
  if (parsed === undefined) return false;
  const sameHost = host !== undefined && new URL(parsed).host === host.toLowerCase();
  return sameHost || parsed === publicOrigin;
}

/**
 * A second line against cross-site requests besides SameSite cookies: a state-changing request
 * whose `Origin` names another site is refused with 403. Requests without `Origin` (curl,
 * same-origin GETs of older browsers) pass. Same site means the request's own Host or
 * PUBLIC_BASE_URL.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly publicOrigin: string | undefined;

  constructor(@Inject(AUTH_CONFIG) config: AuthConfig) {
    this.publicOrigin = originOf(config.publicBaseUrl);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
    const origin = request.headers.origin;
    if (origin === undefined) return true;

    if (isSameSiteOrigin(origin, request.headers.host, this.publicOrigin)) return true;
    throw new HttpException(apiError('CROSS_ORIGIN_REFUSED', 'http.crossOrigin'), HttpStatus.FORBIDDEN);
  }
}
