import { API_PATHS, type WaiterResponse, type WaiterView, type WaitStatus, type WaitStepResponse } from '@centre/contracts';
import { callApi } from '../../../lib/http';
import { noticeOf, type Notice } from '../../../lib/i18n';

export type MyWaitResult =
  | { kind: 'found'; wait: WaiterView }
  | { kind: 'unauthorised' }
  | { kind: 'not-found' }
  | { kind: 'failed' };

export type WaitStepResult = { kind: 'done'; status: WaitStatus } | { kind: 'refused'; message: Notice } | { kind: 'network' };

/** The link's token travels in a header, so it stays out of logs of the query. */
const withToken = (token: string): Record<string, string> => ({ 'X-Booking-Token': token });

/** GET /api/my-waits/{id}: the place as its waiter sees it. */
export const loadMyWait = async (id: string, token: string): Promise<MyWaitResult> => {
  const result = await callApi<WaiterResponse>(API_PATHS.myWait(id), { headers: withToken(token), fallback: 'waitlist.loadFailed' });
  if (result.kind === 'unreachable') return { kind: 'failed' };
  if (result.kind === 'refused') {
    if (result.status === 401 || result.status === 403) return { kind: 'unauthorised' };
    return result.status >= 500 ? { kind: 'failed' } : { kind: 'not-found' };
  }
  return { kind: 'found', wait: result.body.wait };
};

const step = async (path: string, token: string): Promise<WaitStepResult> => {
  const result = await callApi<WaitStepResponse>(path, { method: 'POST', headers: withToken(token), fallback: 'review.actionFailed' });
  if (result.kind === 'unreachable') return { kind: 'network' };
  if (result.kind === 'refused') return { kind: 'refused', message: noticeOf(result.error) };
  return { kind: 'done', status: result.body.status };
};

/** POST …/claim: the offer becomes a booking request of the same id. */
export const claimMyWait = (id: string, token: string): Promise<WaitStepResult> => step(API_PATHS.myWaitClaim(id), token);

export const leaveMyWait = (id: string, token: string): Promise<WaitStepResult> => step(API_PATHS.myWaitLeave(id), token);
