import { HttpException, HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { AUTH_CONFIG, type AuthConfig } from './auth.config.js';
import { apiError, HTTP_MESSAGES } from '@centre/contracts';

export const CROSS_ORIGIN_REFUSED = HTTP_MESSAGES.crossOrigin;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
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

    const parsed = originOf(origin);
    const host = request.headers.host;
    const sameHost = parsed !== undefined && host !== undefined && new URL(parsed).host === host.toLowerCase();
    if (sameHost || (parsed !== undefined && parsed === this.publicOrigin)) return true;
    throw new HttpException(apiError('CROSS_ORIGIN_REFUSED', 'http.crossOrigin'), HttpStatus.FORBIDDEN);
  }
}
