import { HttpException, HttpStatus, Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { apiError, AUTH_MESSAGES, type UserRole } from '@centre/contracts';
import { userActor, type RequestWithActor } from './request-actor.js';
import { readSessionCookie } from './session-cookie.js';
import { UsersService } from './users.service.js';

export const ROLES_KEY = 'centre:roles';
export const NOT_SIGNED_IN = AUTH_MESSAGES.notSignedIn;
export const NOT_PERMITTED = AUTH_MESSAGES.notPermitted;

/** The roles allowed on a route or controller; without it, any signed-in user passes RolesGuard. */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES_KEY, roles);

/** Signed-in users only: 401 without a valid session, 403 when the role is not listed. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(
    private readonly users: UsersService,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<RequestWithActor>();
    const user = this.users.resolveSession(readSessionCookie(request));
    if (!user) throw new HttpException(apiError('NOT_SIGNED_IN', 'auth.notSignedIn'), HttpStatus.UNAUTHORIZED);

    const allowed = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (allowed && allowed.length > 0 && !allowed.includes(user.role)) {
      throw new HttpException(apiError('FORBIDDEN', 'auth.notPermitted'), HttpStatus.FORBIDDEN);
    }
    request.actor = userActor(user);
    return true;
  }
}
