import type { UserRole } from '@centre/contracts';
import { signInContent } from '../../../content/sign-in';

/** The signed-in reviewer or admin, as GET /api/auth/me answers. */
export interface SessionUser {
  id: string;
  email: string;
  role: UserRole;
}

export type SignInResult =
  | { ok: true; user: SessionUser }
  | { ok: false; message: string; errors?: Record<string, string> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const userOf = (body: unknown): SessionUser | null => {
  const user = isRecord(body) && isRecord(body.user) ? body.user : undefined;
  if (!user || typeof user.id !== 'string' || typeof user.email !== 'string') return null;
  return user.role === 'admin' || user.role === 'reviewer' ? { id: user.id, email: user.email, role: user.role } : null;
};

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
};

/** English codes of the two failures the client words itself; the form shows them translated. */
export const UNREACHABLE = signInContent.serverMessages.unreachable;
export const GENERIC_SIGN_IN_FAILURE = signInContent.serverMessages.failed;

/** null when nobody is signed in (401); throws when the server cannot answer. */
export const fetchSession = async (signal?: AbortSignal): Promise<SessionUser | null> => {
  const response = await fetch('/api/auth/me', { credentials: 'same-origin', headers: { Accept: 'application/json' }, ...(signal && { signal }) });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`GET /api/auth/me answered ${response.status}`);
  return userOf(await readJson(response));
};

export const signIn = async (email: string, password: string): Promise<SignInResult> => {
  let response: Response;
  try {
    response = await fetch('/api/auth/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    return { ok: false, message: UNREACHABLE };
  }
  const body = await readJson(response);
  const user = response.ok ? userOf(body) : null;
  if (user) return { ok: true, user };
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : GENERIC_SIGN_IN_FAILURE;
  const errors = isRecord(body) && isRecord(body.errors) ? (body.errors as Record<string, string>) : undefined;
  return { ok: false, message, ...(errors && { errors }) };
};

export const signOut = async (): Promise<void> => {
  await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
};

/**
 * Where to go after signing in: only a path of this site (`/admin…`), never another origin
 * (`//evil.example`, `https://…`), so the sign-in page cannot be used as an open redirect.
 */
export const safeRedirect = (target: string | null | undefined, fallback: string): string => {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
};
