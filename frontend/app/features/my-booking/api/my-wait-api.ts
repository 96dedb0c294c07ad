import { API_PATHS, type WaiterResponse, type WaiterView, type WaitStepResponse } from '@centre/contracts';
import { loadByLink, stepByLink, type LinkedResult, type StepResult } from './booker-link-api';

export type MyWaitResult = LinkedResult<WaiterView>;
export type WaitStepResult = StepResult<WaitStepResponse['status']>;

/** GET /api/my-waits/{id}: the place as its waiter sees it. */
export const loadMyWait = (id: string, token: string): Promise<MyWaitResult> =>
  loadByLink(API_PATHS.myWait(id), token, 'waitlist.loadFailed', (body: WaiterResponse) => body.wait);

/** POST …/claim: the offer becomes a booking request of the same id. */
export const claimMyWait = (id: string, token: string): Promise<WaitStepResult> => stepByLink<WaitStepResponse>(API_PATHS.myWaitClaim(id), token);

export const leaveMyWait = (id: string, token: string): Promise<WaitStepResult> => stepByLink<WaitStepResponse>(API_PATHS.myWaitLeave(id), token);
