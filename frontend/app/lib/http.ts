/**
 * Shared by every feature that calls the backend (features never import each other).
 *
 * One JSON call, with the outcome sorted the way the spec's error catalogue reads it: no
 * answer at all (the server is unreachable), a 404 (the route is missing), or a reply whose
 * body is handed back as it came.
 */
export type HttpOutcome =
  | { kind: 'unreachable' }
  | { kind: 'not-found'; status: 404; body: unknown }
  | { kind: 'reply'; status: number; ok: boolean; body: unknown };

export interface JsonRequest {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const readBody = async (response: Response): Promise<unknown> => {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
};

export const requestJson = async (
  url: string,
  { method = 'GET', body, headers, signal }: JsonRequest = {},
): Promise<HttpOutcome> => {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch (error: unknown) {
    // An abort is the caller's own doing: let it through so that it can be told apart.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { kind: 'unreachable' };
  }
  const parsed = await readBody(response);
  if (response.status === 404) return { kind: 'not-found', status: 404, body: parsed };
  return { kind: 'reply', status: response.status, ok: response.ok, body: parsed };
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const messageOf = (body: unknown): string | undefined =>
  isRecord(body) && typeof body.message === 'string' && body.message.trim() !== ''
    ? body.message
    : undefined;

export const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';
