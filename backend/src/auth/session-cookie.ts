import type { CookieOptions, Request } from 'express';

export const SESSION_COOKIE = 'centre_session';

/** Reads the session cookie from the header itself, so no cookie middleware is required. */
export function readSessionCookie(request: Pick<Request, 'headers'>): string | undefined {
  const header = request.headers.cookie;
  if (header === undefined) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Behind a proxy, `req.secure` needs Express's `trust proxy`; the forwarded header is read too. */
function cameOverHttps(request: Request): boolean {
  if (request.secure) return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first === 'https';
}

export function sessionCookieOptions(request: Request, cookieSecure: boolean, expiresAt?: Date): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure || cameOverHttps(request),
    path: '/',
    ...(expiresAt ? { expires: expiresAt } : {}),
  };
}
