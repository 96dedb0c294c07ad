import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor } from '@centre/contracts';
import type { RequestWithActor } from './request-actor.js';

/**
 * The actor of this request, for the event envelope. Set by ReviewAccessGuard or RolesGuard;
 * on other routes by ActorInterceptor from the session cookie, else a visitor.
 */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor =>
  currentActorOf(context.switchToHttp().getRequest<RequestWithActor>()),
);

/** What `CurrentActor()` gives, for a decorator that builds on it. */
export const currentActorOf = (request: Pick<RequestWithActor, 'actor'>): Actor => request.actor ?? { kind: 'visitor' };
