import { HttpException, HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { apiError, AUTH_MESSAGES } from '@centre/contracts';
import { userActor, type RequestWithActor } from './request-actor.js';
import { ReviewLinkService } from './review-link.service.js';
import { readSessionCookie } from './session-cookie.js';
import { UsersService } from './users.service.js';

export const REVIEW_ACCESS_DENIED = AUTH_MESSAGES.reviewAccessDenied;
export const REVIEW_TOKEN_HEADER = 'x-review-token';

function reviewToken(request: RequestWithActor): string | undefined {
  const fromQuery = request.query.token;
  if (typeof fromQuery === 'string' && fromQuery !== '') return fromQuery;
  const fromHeader = request.headers[REVIEW_TOKEN_HEADER];
  return typeof fromHeader === 'string' && fromHeader !== '' ? fromHeader : undefined;
}

/**
 * For one booking's routes (`:id`): a signed-in reviewer or admin, or a valid review link for
 * exactly that booking. A bare id, a forged, altered or expired token gets 401 and nothing else.
 */
@Injectable()
export class ReviewAccessGuard implements CanActivate {
  constructor(
    private readonly users: UsersService,
    private readonly reviewLinks: ReviewLinkService,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<RequestWithActor>();

    const user = this.users.resolveSession(readSessionCookie(request));
    if (user && (user.role === 'reviewer' || user.role === 'admin')) {
      request.actor = userActor(user);
      return true;
    }

    const bookingId = request.params.id;
    const token = reviewToken(request);
    if (typeof bookingId === 'string' && bookingId !== '' && token !== undefined) {
      if (this.reviewLinks.verify(token, bookingId).ok) {
        request.actor = { kind: 'review-link', bookingId };
        return true;
      }
    }
    throw new HttpException(apiError('REVIEW_ACCESS_DENIED', 'auth.reviewAccessDenied'), HttpStatus.UNAUTHORIZED);
  }
}
