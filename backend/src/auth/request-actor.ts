import type { Request } from 'express';
import type { Actor } from '@centre/contracts';
import type { PublicUser } from './users.service.js';

/** The guards store who is acting here; `CurrentActor()` reads it. */
export type RequestWithActor = Request & { actor?: Actor };

export const userActor = (user: PublicUser): Actor => ({ kind: 'user', userId: user.id, email: user.email, role: user.role });

