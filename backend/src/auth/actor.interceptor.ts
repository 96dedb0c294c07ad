import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { actorOf, type RequestWithActor } from './request-actor.js';
import { UsersService } from './users.service.js';

/**
 * Registered app-wide by AuthModule: on routes no auth guard ran on, resolves the session cookie
 * (if any) so `CurrentActor()` names the signed-in user; everyone else is a visitor. It runs
 * after guards and before parameters are resolved, and never refuses a request.
 */
@Injectable()
export class ActorInterceptor implements NestInterceptor {
  constructor(private readonly users: UsersService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const request = context.switchToHttp().getRequest<RequestWithActor>();
      request.actor ??= actorOf(this.users, request);
    }
    return next.handle();
  }
}
