import { useEffect, useState } from 'react';
import type { ShowcaseStartup } from '../api/showcase-api';

export type ShowcaseLoader = (signal: AbortSignal) => Promise<ShowcaseStartup[]>;

export type ShowcaseState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; startups: ShowcaseStartup[] };

/** Loading, then the list or the failure (spec 4). */
export function useShowcase(load: ShowcaseLoader): ShowcaseState {
  const [state, setState] = useState<ShowcaseState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (startups) => {
        if (!controller.signal.aborted) setState({ status: 'ready', startups });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [load]);
  return state;
}
