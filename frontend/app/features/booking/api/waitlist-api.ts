import { API_PATHS, type CreateBookingRequest, type JoinWaitlistResponse } from '@centre/contracts';
import { callApi } from '../../../lib/http';
import { notice, noticeOf, type Notice } from '../../../lib/i18n';

export type JoinResult = { kind: 'joined'; id: string } | { kind: 'refused'; message: Notice };

/** POST /api/waitlist with the form's own body: wait for the cells the form asks for. */
export const joinWaitlist = async (request: CreateBookingRequest): Promise<JoinResult> => {
  const result = await callApi<JoinWaitlistResponse>(API_PATHS.waitlist, {
    method: 'POST',
    body: request,
    fallback: 'bookingSubmit.submitFailed',
  });
  if (result.kind === 'unreachable') return { kind: 'refused', message: notice('http.unreachable') };
  if (result.kind === 'refused') return { kind: 'refused', message: noticeOf(result.error) };
  return { kind: 'joined', id: result.body.id };
};
