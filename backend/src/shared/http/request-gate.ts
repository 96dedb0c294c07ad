import type { IncomingHttpHeaders } from 'node:http';
import { API_PATHS, messageText, type ApiErrorCode, type MessageCode } from '@centre/contracts';
import { ApiError } from './http-errors.js';
import type { NodeMiddleware } from './fast-routes.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The routes whose body is a multipart form (the application wizard sends its pitch deck as a
 * file); every other state-changing route takes JSON only.
 */
const MULTIPART_PATHS: ReadonlySet<string> = new Set([API_PATHS.applications]);

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * The one reading of "the same site", for a deployment whose public address is
 * `publicBaseUrl`: a request without `Origin` (curl, same-origin GETs of older browsers) is
 * ours; one with `Origin` is ours when that origin's host is the request's own Host, or when
 * it is PUBLIC_BASE_URL's origin (behind a proxy that rewrites Host). An unreadable Origin
 * (`null` from a sandboxed frame, say) is foreign. The usual spellings are matched as text,
 * so a request of our own pays for no URL parsing.
 */
export const sameOriginCheck = (
  publicBaseUrl: string | undefined,
): ((headers: Pick<IncomingHttpHeaders, 'origin' | 'host'>) => boolean) => {
  const publicOrigin = publicBaseUrl === undefined ? undefined : originOf(publicBaseUrl);
  return ({ origin, host }) => {
    if (origin === undefined || origin === publicOrigin) return true;
    if (host !== undefined && (origin === `http://${host}` || origin === `https://${host}`)) return true;
    const parsed = originOf(origin);
    if (parsed === undefined) return false;
    return parsed === publicOrigin || (host !== undefined && new URL(parsed).host === host.toLowerCase());
  };
};

/** sameOriginCheck for one request. */
export const isSameOrigin = (
  headers: Pick<IncomingHttpHeaders, 'origin' | 'host'>,
  publicBaseUrl: string | undefined,
): boolean => sameOriginCheck(publicBaseUrl)(headers);

export const isStateChanging = (method: string | undefined): boolean =>
  !SAFE_METHODS.has((method ?? 'GET').toUpperCase());

const refusal = (code: ApiErrorCode, status: number, messageCode: MessageCode): ApiError =>
  new ApiError(code, status, messageText(messageCode), messageCode);

const mediaTypeOf = (headers: IncomingHttpHeaders): string =>
  (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

const hasBody = (headers: IncomingHttpHeaders): boolean =>
  headers['transfer-encoding'] !== undefined ||
  (headers['content-length'] !== undefined && headers['content-length'] !== '0');

const pathOf = (url: string | undefined): string => {
  const path = (url ?? '').split('?')[0]!.toLowerCase();
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
};

/**
 * The first step of every API request, on Nest's routes and the fast routes alike: a
 * state-changing request from another site is refused (403), and one with a body that is not
 * JSON (or, on a multipart route, a multipart form) is refused (415). A page on another site
 * can post a form (urlencoded, multipart or text/plain) without asking the browser's leave;
 * it cannot send JSON without a preflight, which this site never grants.
 */
export const requestGate = (publicBaseUrl: string | undefined): NodeMiddleware => {
  const sameOrigin = sameOriginCheck(publicBaseUrl);
  return (req, _res, next) => {
    if (!isStateChanging(req.method)) return next();
    const path = pathOf(req.url);
    if (!path.startsWith('/api/')) return next();
    if (!sameOrigin(req.headers)) return next(refusal('CROSS_ORIGIN_REFUSED', 403, 'http.crossOrigin'));
    if (!hasBody(req.headers)) return next();
    const type = mediaTypeOf(req.headers);
    const accepted = type === 'application/json' || (type === 'multipart/form-data' && MULTIPART_PATHS.has(path));
    return next(accepted ? undefined : refusal('UNSUPPORTED_MEDIA_TYPE', 415, 'http.jsonOnly'));
  };
};
