import { messageText, type ApiErrorBody } from '@centre/contracts';
import { callApi } from '../../../lib/http';

/** A refusal or failure of the admin API: contracts' error body, with the status it came with. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
    this.name = 'AdminApiError';
  }

  /** Field → message, for validation failures. */
  get errors(): Record<string, string> {
    return this.body.errors ?? {};
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/**
 * One call with the session cookie, typed by the route's contract; anything but 2xx throws an
 * AdminApiError (the console's queries and mutations read failures as thrown errors).
 */
export const adminRequest = async <Res>(url: string, method: Method = 'GET', body?: unknown, signal?: AbortSignal): Promise<Res> => {
  const result = await callApi<Res>(url, {
    method,
    fallback: 'http.failure',
    ...(body !== undefined && { body }),
    ...(signal && { signal }),
    // Staff act on what is current: a public answer the browser may keep (GET /api/catalog keeps
    // 5 s) is asked again of the server, never taken from the cache unasked.
    ...(method === 'GET' && { cache: 'no-cache' as const }),
  });
  if (result.kind === 'ok') return result.body;
  if (result.kind === 'refused') throw new AdminApiError(result.status, result.error);
  throw new AdminApiError(0, { success: false, code: 'UNAVAILABLE', message: messageText('http.unreachable'), messageCode: 'http.unreachable' });
};

/** The console speaks English: a failure's own message, or the catalogue's general one. */
export const messageOf = (error: unknown): string =>
  error instanceof Error && error.message !== '' ? error.message : messageText('http.failure');

/** Field → message of a refusal of the fields; none for any other failure (or none at all). */
export const fieldErrorsOf = (error: unknown): Record<string, string> => (error instanceof AdminApiError ? error.errors : {});

/** Whether the server refused some of the fields (each then said beside its field). */
export const refusesFields = (error: unknown): boolean => Object.keys(fieldErrorsOf(error)).length > 0;
