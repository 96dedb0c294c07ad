import { readApiError, type ApiErrorBody, type MessageCode } from '@centre/contracts';

/**
 * The one way the site calls its backend (features never import each other). Typed by the
 * contract: a 2xx body is the route's response type (the server is ours, so it is trusted to
 * be one), a failure is contracts' `ApiErrorBody` (read by contracts' `readApiError`, which
 * also copes with a body that is not ours), and no answer at all is `unreachable`.
 */
export type ApiResult<Res> =
  | { kind: 'ok'; status: number; body: Res }
  | { kind: 'refused'; status: number; error: ApiErrorBody }
  | { kind: 'unreachable' };

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH';
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The browser cache's part (`fetch`'s own option); its default when absent. */
  cache?: RequestCache;
  /**
   * What a refusal says when its body does not: the catalogue's code of the caller's words,
   * or, when they depend on the status, the code for a status.
   */
  fallback: MessageCode | ((status: number) => MessageCode);
}

const readBody = async (response: Response): Promise<unknown> => {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
};

export async function callApi<Res>(
  url: string,
  { method = 'GET', body, headers, signal, cache, fallback }: ApiRequest,
): Promise<ApiResult<Res>> {
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined || multipart ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: multipart ? body : JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
      ...(cache ? { cache } : {}),
    });
  } catch (error: unknown) {
    // An abort is the caller's own doing: let it through so that it can be told apart.
    if (isAbort(error)) throw error;
    return { kind: 'unreachable' };
  }
  const parsed = await readBody(response);
  if (response.ok) return { kind: 'ok', status: response.status, body: parsed as Res };
  const words = typeof fallback === 'function' ? fallback(response.status) : fallback;
  return { kind: 'refused', status: response.status, error: readApiError(response.status, parsed, words) };
}

export const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

/** A query string without the empty values. */
export const queryString = (params: Readonly<Record<string, string | number | undefined>>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};
