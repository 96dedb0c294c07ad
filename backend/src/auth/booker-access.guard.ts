import { HttpException, HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { apiError } from '@centre/contracts';
import type { RequestWithActor } from './request-actor.js';
import { ReviewLinkService } from './review-link.service.js';

export const BOOKER_TOKEN_HEADER = 'x-booking-token';

const bookerToken = (request: RequestWithActor): string | undefined => {
  const fromQuery = request.query.token;
  if (typeof fromQuery === 'string' && fromQuery !== '') return fromQuery;
  const fromHeader = request.headers[BOOKER_TOKEN_HEADER];
  return typeof fromHeader === 'string' && fromHeader !== '' ? fromHeader : undefined;
};

/**
 * For the booker's routes of one booking (`:id`): the signed link from their mails, and
 * nothing else. Its holder acts as the booker; a bare id, or a review link, gets 401.
 */
@Injectable()
export class BookerAccessGuard implements CanActivate {
  constructor(private readonly links: ReviewLinkService) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<RequestWithActor>();
    const bookingId = request.params.id;
    const token = bookerToken(request);
    if (typeof bookingId === 'string' && token !== undefined && this.links.verifyBooker(token, bookingId).ok) {
      request.actor = { kind: 'booker' };
      return true;
    }
    throw new HttpException(apiError('REVIEW_ACCESS_DENIED', 'review.bookerLinkInvalid'), HttpStatus.UNAUTHORIZED);
  }
}
