import { useEffect, useState } from 'react';
import type { ShowcaseStartup } from '../api/showcase-api';

export type ShowcaseLoader = (signal: AbortSignal) => Promise<ShowcaseStartup[]>;

export type ShowcaseState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; startups: ShowcaseStartup[] };

const sameStartups = (a: readonly ShowcaseStartup[], b: readonly ShowcaseStartup[]): boolean =>
  a.length === b.length && a.every((startup, i) => JSON.stringify(startup) === JSON.stringify(b[i]));

/**
 * Loading, then the list or the failure (spec 4). With the list the page was prerendered
 * with, that list from the start: the answer replaces it when it differs, and a failure
 * leaves it on screen.
 */
export function useShowcase(load: ShowcaseLoader, prerendered?: ShowcaseStartup[]): ShowcaseState {
  const [state, setState] = useState<ShowcaseState>(() =>
    prerendered ? { status: 'ready', startups: prerendered } : { status: 'loading' },
  );
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (startups) => {
        if (controller.signal.aborted) return;
        setState((current) =>
          current.status === 'ready' && sameStartups(current.startups, startups) ? current : { status: 'ready', startups },
        );
      },
      () => {
        if (!controller.signal.aborted) setState((current) => (current.status === 'ready' ? current : { status: 'failed' }));
      },
    );
    return () => controller.abort();
  }, [load]);
  return state;
}
