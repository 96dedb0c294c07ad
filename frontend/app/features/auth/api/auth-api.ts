import {
  CONSOLE_PATHS,
  type LoginRequest,
  type LogoutResponse,
  type MessageCode,
  type SessionResponse,
  type SessionUser,
  type SetupRequest,
  type SetupStatusResponse,
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

export const signIn = (email: string, password: string): Promise<SignInResult> =>
  sendCredentials(CONSOLE_PATHS.login, { email, password });

/** The first run: the first admin's account, with the token of the link the server printed. */
export const createFirstAdmin = (token: string, email: string, password: string): Promise<SignInResult> => {
  const body: SetupRequest = { token, email, password };
  return sendCredentials(CONSOLE_PATHS.setup, body);
};

/** Whether no admin exists yet (the sign-in page then says where the setup link is); false when unsure. */
export const fetchSetupNeeded = async (signal?: AbortSignal): Promise<boolean> => {
  const result = await callApi<SetupStatusResponse>(CONSOLE_PATHS.setup, {
    fallback: 'http.unreachable',
    ...(signal && { signal }),
  });
  return result.kind === 'ok' && result.body.needed;
};

const sendCredentials = async (path: string, body: LoginRequest | SetupRequest): Promise<SignInResult> => {
  const result = await callApi<SessionResponse>(path, {
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
