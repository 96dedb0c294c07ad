import type { Request } from 'express';
import type { Actor } from '@centre/contracts';
import type { PublicUser } from './users.service.js';

/** The guards store who is acting here; `CurrentActor()` reads it. */
export type RequestWithActor = Request & { actor?: Actor };

export const userActor = (user: PublicUser): Actor => ({ kind: 'user', userId: user.id, email: user.email, role: user.role });

/** The JSON error body every auth refusal uses. */
export interface FailureBody {
  success: false;
  message: string;
  errors?: Record<string, string>;
}

export const failure = (message: string, errors?: Record<string, string>): FailureBody =>
  errors ? { success: false, message, errors } : { success: false, message };
