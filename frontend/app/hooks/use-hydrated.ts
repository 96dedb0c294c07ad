import { useSyncExternalStore } from 'react';

const noSubscription = (): (() => void) => () => undefined;

/**
 * False while the prerendered page hydrates (and at build time), true from then on. What
 * depends on the visit itself (today's date, the query) waits for it, so the first client
 * render matches the prerendered HTML.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
