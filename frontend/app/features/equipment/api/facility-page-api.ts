import { FACILITY_PAGE_PATH, type FacilityPage, type FacilityPageResponse } from '@centre/contracts';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '../../../lib/http';

export type FacilityPageState =
  | { kind: 'loading' }
  | { kind: 'found'; page: FacilityPage }
  /** The current catalogue never had it. */
  | { kind: 'missing' }
  /** No answer (or not ours): the page says so and offers to ask again. */
  | { kind: 'unreachable' };

/** GET /api/catalog/facilities/:id, read as what the page can show. */
export const fetchFacilityPage = async (facilityId: string): Promise<FacilityPageState> => {
  const result = await callApi<FacilityPageResponse>(FACILITY_PAGE_PATH(facilityId), { fallback: 'common.serverUnreachable' });
  if (result.kind === 'ok') return { kind: 'found', page: result.body.page };
  if (result.kind === 'refused' && result.status === 404) return { kind: 'missing' };
  return { kind: 'unreachable' };
};

/**
 * A facility as the current catalogue has it, asked once the page runs (never at build time: a
 * prerendered page starts from the spec's catalogue). `retry` asks again after no answer.
 */
export function useFacilityPage(facilityId: string | undefined): { state: FacilityPageState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // An answer counts for the question it answered: a new facility or a retry is loading again.
  const question = `${attempt}:${facilityId ?? ''}`;
  const [answer, setAnswer] = useState<{ question: string; state: FacilityPageState }>();
  useEffect(() => {
    if (facilityId === undefined) return;
    let live = true;
    void fetchFacilityPage(facilityId).then((state) => {
      if (live) setAnswer({ question, state });
    });
    return () => {
      live = false;
    };
  }, [facilityId, question]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: answer?.question === question ? answer.state : { kind: 'loading' }, retry };
}
