import type { IncomingHttpHeaders } from 'node:http';
import type { Request } from 'express';
import type { Actor } from '@centre/contracts';
import { readSessionCookie } from './session-cookie.js';
import type { PublicUser, UsersService } from './users.service.js';

/** The guards store who is acting here; `CurrentActor()` reads it. */
export type RequestWithActor = Request & { actor?: Actor };

export const userActor = (user: PublicUser): Actor => ({ kind: 'user', userId: user.id, email: user.email, role: user.role });

/** Who sends a request that no auth guard looked at: the signed-in user of its session cookie, or a visitor. */
export const actorOf = (users: Pick<UsersService, 'resolveSession'>, request: { headers: IncomingHttpHeaders }): Actor => {
  const user = users.resolveSession(readSessionCookie(request));
  return user ? userActor(user) : { kind: 'visitor' };
};
