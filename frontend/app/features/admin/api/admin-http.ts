/** A refusal or failure of the admin API, with the server's message (and per-field messages). */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

export const UNREACHABLE_MESSAGE = 'The server could not be reached. Please try again.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** One JSON call with the session cookie; anything but 2xx throws an AdminApiError. */
export const adminRequest = async <T>(url: string, method: Method = 'GET', body?: unknown, signal?: AbortSignal): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(body !== undefined && { 'Content-Type': 'application/json' }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      ...(signal && { signal }),
    });
  } catch (error: unknown) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new AdminApiError(0, UNREACHABLE_MESSAGE);
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const message = isRecord(parsed) && typeof parsed.message === 'string' ? parsed.message : `The server answered ${response.status}.`;
    const errors = isRecord(parsed) && isRecord(parsed.errors) ? (parsed.errors as Record<string, string>) : {};
    throw new AdminApiError(response.status, message, errors);
  }
  return parsed as T;
};

export const messageOf = (error: unknown): string =>
  error instanceof Error && error.message !== '' ? error.message : 'Something went wrong. Please try again.';

/** A query string without the empty values. */
export const queryString = (params: Record<string, string | number | undefined>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};
