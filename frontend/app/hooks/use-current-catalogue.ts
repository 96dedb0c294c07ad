import { API_PATHS, LABS, facilityNameAmong, type CatalogueResponse, type Lab } from '@centre/contracts';
import { useEffect, useMemo, useState } from 'react';
import { callApi } from '../lib/http';

/** One read per page load, shared by every screen that asks (the answer changes rarely). */
let pending: Promise<readonly Lab[] | undefined> | undefined;

const load = (): Promise<readonly Lab[] | undefined> => {
  pending ??= callApi<CatalogueResponse>(API_PATHS.catalog, { fallback: 'common.serverUnreachable' }).then((result) => {
    if (result.kind === 'ok') return result.body.labs;
    // Not answered: the next screen that asks tries again.
    pending = undefined;
    return undefined;
  });
  return pending;
};

/**
 * The labs and their bookable facilities as the console has made them (GET /api/catalog). The
 * pages are prerendered from the spec's catalogue, so that is what shows first (and what stays
 * when the backend does not answer); the current catalogue replaces it once the page runs.
 */
export function useCurrentCatalogue(): readonly Lab[] {
  const [labs, setLabs] = useState<readonly Lab[]>(LABS);
  useEffect(() => {
    let live = true;
    void load().then((current) => {
      if (live && current) setLabs(current);
    });
    return () => {
      live = false;
    };
  }, []);
  return labs;
}

/**
 * What the visitor's screens call a facility: its name in the current catalogue (one added in
 * the console too), the spec's until the page runs.
 */
export function useFacilityNames(): (facilityId: string) => string {
  const labs = useCurrentCatalogue();
  return useMemo(() => facilityNameAmong(labs), [labs]);
}

/** For tests: forget the page's answer. */
export const forgetCurrentCatalogue = (): void => {
  pending = undefined;
};
