import type { GroupCode, LoginRequest } from '@centre/contracts';

export type LoginBody = LoginRequest;

export type LoginBodyCheck =
  | { ok: true; body: LoginBody }
  | { ok: false; fieldCodes: Record<string, GroupCode<'auth'>> };

/** Shape checks only; whether the credentials are right is the service's business. */
export function parseLoginBody(input: unknown): LoginBodyCheck {
  const record: Record<string, unknown> = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const { email, password } = record;
  const fieldCodes: Record<string, GroupCode<'auth'>> = {};
  if (typeof email !== 'string' || email.trim() === '') fieldCodes.email = 'auth.emailMissing';
  else if (email.length > 254 || !email.includes('@')) fieldCodes.email = 'auth.emailInvalid';
  if (typeof password !== 'string' || password === '') fieldCodes.password = 'auth.passwordMissing';
  else if (password.length > 1024) fieldCodes.password = 'auth.passwordTooLong';
  if (typeof email === 'string' && typeof password === 'string' && Object.keys(fieldCodes).length === 0) {
    return { ok: true, body: { email, password } };
  }
  return { ok: false, fieldCodes };
}
