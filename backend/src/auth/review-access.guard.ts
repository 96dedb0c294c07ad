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
 * exactly that booking whose reviewer is still enabled and still a reviewer. A bare id, a
 * forged, altered or expired token, or one of a disabled reviewer gets 401 and nothing else.
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
      const check = this.reviewLinks.verify(token, bookingId);
      const reviewer = check.ok ? this.users.activeReviewer(check.userId) : null;
      if (reviewer) {
        // The reviewer the link was mailed to acts, and the event names them.
        request.actor = { kind: 'user', userId: reviewer.id, email: reviewer.email, role: reviewer.role, via: 'review-link' };
        return true;
      }
    }
    throw new HttpException(apiError('REVIEW_ACCESS_DENIED', 'auth.reviewAccessDenied'), HttpStatus.UNAUTHORIZED);
  }
}
