export interface LoginBody {
  email: string;
  password: string;
}

export type LoginBodyCheck = { ok: true; body: LoginBody } | { ok: false; errors: Record<string, string> };

/** Shape checks only; whether the credentials are right is the service's business. */
export function parseLoginBody(input: unknown): LoginBodyCheck {
  const record: Record<string, unknown> = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const { email, password } = record;
  const errors: Record<string, string> = {};
  if (typeof email !== 'string' || email.trim() === '') errors.email = 'Enter your email address.';
  else if (email.length > 254 || !email.includes('@')) errors.email = 'Enter a valid email address.';
  if (typeof password !== 'string' || password === '') errors.password = 'Enter your password.';
  else if (password.length > 1024) errors.password = 'The password is too long.';
  if (typeof email === 'string' && typeof password === 'string' && Object.keys(errors).length === 0) {
    return { ok: true, body: { email, password } };
  }
  return { ok: false, errors };
}
