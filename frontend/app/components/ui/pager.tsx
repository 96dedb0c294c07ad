import { cn } from './cn';
import { useControls } from './use-controls';
import { ScriptButton } from './button';

export interface PagerProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Most numbered buttons shown at once (a sliding window around the current page). */
  maxButtons?: number;
  className?: string;
}

/** Numbers of the buttons to show: a window of `max` pages around `page`, within 1…count. */
export const pageWindow = (page: number, count: number, max: number): number[] => {
  const size = Math.max(1, Math.min(max, count));
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), count - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
};

export const clampPage = (page: number, count: number): number => Math.min(Math.max(1, page), Math.max(1, count));

/** Previous / numbered / next pagination. Hidden when everything fits on one page. */
export function Pager({ page, pageCount, onPageChange, label, maxButtons = 7, className }: PagerProps) {
  const { controls, n: number } = useControls();
  if (pageCount <= 1) return null;
  const go = (target: number): void => onPageChange(clampPage(target, pageCount));
  const arrow =
    'rounded-full px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:text-ink-400 disabled:hover:bg-transparent';
  return (
    <nav aria-label={label ?? controls.pagination} className={cn('flex flex-wrap items-center justify-center gap-1', className)}>
      <ScriptButton type="button" className={arrow} onClick={() => go(page - 1)} disabled={page <= 1}>
        <span aria-hidden="true">‹ </span>
        {controls.previous}
      </ScriptButton>
      {pageWindow(page, pageCount, maxButtons).map((n) => (
        <ScriptButton
          key={n}
          type="button"
          onClick={() => go(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={controls.page(number(n))}
          className={cn(
            'size-10 rounded-full text-sm font-semibold transition-colors',
            n === page ? 'bg-brand-700 text-white' : 'text-ink-700 hover:bg-brand-50',
          )}
        >
          {number(n)}
        </ScriptButton>
      ))}
      <ScriptButton type="button" className={arrow} onClick={() => go(page + 1)} disabled={page >= pageCount}>
        {controls.next}
        <span aria-hidden="true"> ›</span>
      </ScriptButton>
    </nav>
  );
}
