import { HttpException, HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { apiError, HTTP_MESSAGES } from '@centre/contracts';
import { isStateChanging, sameOriginCheck } from '../shared/http/request-gate.js';
import { AUTH_CONFIG, type AuthConfig } from './auth.config.js';

export const CROSS_ORIGIN_REFUSED = HTTP_MESSAGES.crossOrigin;

/**
 * A second line against cross-site requests besides SameSite cookies: a state-changing request
 * whose `Origin` names another site is refused with 403 (see isSameOrigin, which the edge's
 * request gate also applies to every API write, the fast routes' included).
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  private readonly sameOrigin: ReturnType<typeof sameOriginCheck>;

  constructor(@Inject(AUTH_CONFIG) config: AuthConfig) {
    this.sameOrigin = sameOriginCheck(config.publicBaseUrl);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!isStateChanging(request.method) || this.sameOrigin(request.headers)) return true;
    throw new HttpException(apiError('CROSS_ORIGIN_REFUSED', 'http.crossOrigin'), HttpStatus.FORBIDDEN);
  }
}
