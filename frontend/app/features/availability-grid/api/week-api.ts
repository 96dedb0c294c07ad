import { availabilityWeekUrl, type AvailabilityWeekResponse } from '@centre/contracts';
import { callApi } from '../../../lib/http';
import { notice, noticeOf, type Notice } from '../../../lib/i18n';

export type WeekResult = { kind: 'ok'; week: AvailabilityWeekResponse } | { kind: 'error'; message: Notice };

/** GET /api/availability/week: a lab's week of cells from `from`. */
export const fetchWeek = async (lab: string, from: string, signal?: AbortSignal): Promise<WeekResult> => {
  const result = await callApi<AvailabilityWeekResponse>(availabilityWeekUrl(lab, from), {
    fallback: 'availability.checkFailed',
    ...(signal ? { signal } : {}),
  });
  if (result.kind === 'unreachable') return { kind: 'error', message: notice('availability.serverUnreachable') };
  if (result.kind === 'refused') return { kind: 'error', message: noticeOf(result.error) };
  return { kind: 'ok', week: result.body };
};
