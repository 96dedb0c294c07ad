import {
  CONSOLE_PATHS,
  type LoginRequest,
  type LogoutResponse,
  type MessageCode,
  type SessionResponse,
  type SessionUser,
} from '@centre/contracts';
import { callApi } from '../../../lib/http';
import { notice, noticeOf, type Notice } from '../../../lib/i18n';

export type { SessionUser } from '@centre/contracts';

export type SignInResult =
  | { ok: true; user: SessionUser }
  | { ok: false; message: Notice; fields?: Partial<Record<keyof LoginRequest, Notice>> };

/** null when nobody is signed in (401); throws when the server cannot answer. */
export const fetchSession = async (signal?: AbortSignal): Promise<SessionUser | null> => {
  const result = await callApi<SessionResponse>(CONSOLE_PATHS.me, {
    fallback: 'http.unreachable',
    ...(signal && { signal }),
  });
  if (result.kind === 'ok') return result.body.user;
  if (result.kind === 'refused' && result.status === 401) return null;
  throw new Error(`GET ${CONSOLE_PATHS.me} failed (${result.kind === 'refused' ? result.status : 'unreachable'})`);
};

const fieldsOf = (
  errors: Readonly<Record<string, string>>,
  codes: Readonly<Record<string, MessageCode>>,
): Partial<Record<keyof LoginRequest, Notice>> => {
  const fields: Partial<Record<keyof LoginRequest, Notice>> = {};
  for (const field of ['email', 'password'] as const) {
    const text = errors[field];
    const code = codes[field];
    if (text !== undefined) fields[field] = code ? { code, text } : { text };
  }
  return fields;
};

export const signIn = async (email: string, password: string): Promise<SignInResult> => {
  const body: LoginRequest = { email, password };
  const result = await callApi<SessionResponse>(CONSOLE_PATHS.login, {
    method: 'POST',
    body,
    fallback: 'auth.signInFailed',
  });
  if (result.kind === 'ok') return { ok: true, user: result.body.user };
  if (result.kind === 'unreachable') return { ok: false, message: notice('http.unreachable') };
  const { error } = result;
  return {
    ok: false,
    message: noticeOf(error),
    ...(error.errors && { fields: fieldsOf(error.errors, error.fieldCodes ?? {}) }),
  };
};

export const signOut = async (): Promise<void> => {
  await callApi<LogoutResponse>(CONSOLE_PATHS.logout, { method: 'POST', fallback: 'http.failure' });
};

/**
 * Where to go after signing in: only a path of this site (`/admin…`), never another origin
 * (`//evil.example`, `https://…`), so the sign-in page cannot be used as an open redirect.
 */
export const safeRedirect = (target: string | null | undefined, fallback: string): string => {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
};
