import type { MessageCode } from '@centre/contracts';
import { callApi } from '../../../lib/http';
import { noticeOf, type Notice } from '../../../lib/i18n';

/** What the GET of a booker's or a waiter's link answers: what the link opens, or why not. */
export type LinkedResult<T> =
  | { kind: 'found'; value: T }
  | { kind: 'unauthorised'; message: Notice }
  | { kind: 'not-found' }
  | { kind: 'failed' };

/** What a step taken from such a page (confirm, cancel, claim, leave) came to. */
export type StepResult<Status> = { kind: 'done'; status: Status } | { kind: 'refused'; message: Notice } | { kind: 'network' };

/** The link's token travels in a header, so it stays out of logs of the query. */
const withToken = (token: string): Record<string, string> => ({ 'X-Booking-Token': token });

/** GET `path` with the link's token: its answer's `valueOf`, or why not (a refused token, none such, a failure). */
export const loadByLink = async <Res, T>(
  path: string,
  token: string,
  fallback: MessageCode,
  valueOf: (body: Res) => T,
): Promise<LinkedResult<T>> => {
  const result = await callApi<Res>(path, { headers: withToken(token), fallback });
  if (result.kind === 'unreachable') return { kind: 'failed' };
  if (result.kind === 'refused') {
    if (result.status === 401 || result.status === 403) return { kind: 'unauthorised', message: noticeOf(result.error) };
    return result.status >= 500 ? { kind: 'failed' } : { kind: 'not-found' };
  }
  return { kind: 'found', value: valueOf(result.body) };
};

/** POST a step to `path` with the link's token: the status it leaves, or why not. */
export const stepByLink = async <Res extends { status: string }>(path: string, token: string, body?: object): Promise<StepResult<Res['status']>> => {
  const result = await callApi<Res>(path, {
    method: 'POST',
    headers: withToken(token),
    ...(body ? { body } : {}),
    fallback: 'review.actionFailed',
  });
  if (result.kind === 'unreachable') return { kind: 'network' };
  if (result.kind === 'refused') return { kind: 'refused', message: noticeOf(result.error) };
  return { kind: 'done', status: result.body.status };
};
