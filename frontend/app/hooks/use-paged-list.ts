import { useCallback, useRef, useState } from 'react';
import { clampPage } from '../components/ui/pager';
import { usePrefersReducedMotion } from './use-reduced-motion';

/** Case-insensitive substring match of `query` in any of the fields; an empty query matches all. */
export const matchesText = (query: string, ...fields: readonly (string | undefined)[]): boolean => {
  const needle = query.toLowerCase();
  return (
    needle === '' ||
    fields.some((field) => field !== undefined && field.toLowerCase().includes(needle))
  );
};

/**
 * The page of a filtered list. The chosen page survives filter changes (the pages decide
 * when to reset it); what is shown is clamped to the pages that exist, so a narrower filter
 * never leaves the visitor on an empty page past the end. Page changes scroll the list
 * into view.
 */
export function usePagedList<T>(items: readonly T[], pageSize: number) {
  const [chosen, setChosen] = useState(1);
  const listRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const pageCount = Math.ceil(items.length / pageSize);
  const page = clampPage(chosen, pageCount);
  const visible = items.slice((page - 1) * pageSize, page * pageSize);

  const goTo = useCallback(
    (target: number) => {
      setChosen(target);
      listRef.current?.scrollIntoView?.({
        behavior: reducedMotion ? 'auto' : 'smooth',
        block: 'start',
      });
    },
    [reducedMotion],
  );
  const reset = useCallback(() => setChosen(1), []);

  return { page, pageCount, visible, goTo, reset, listRef };
}
