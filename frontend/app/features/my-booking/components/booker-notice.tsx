import type { ReactNode } from 'react';
import { cn } from '../../../components/ui';

/** The look of the booker's and the waiter's page buttons (their colours added by each). */
export const bookerButtonBase =
  'inline-flex items-center justify-center rounded-full px-5 py-2.5 font-semibold shadow-sm transition-colors focus-visible:outline-3 focus-visible:outline-brand-500 disabled:opacity-60';

/** A line of news on the booker's and the waiter's page: an alert when it is an error. */
export function Notice({ tone, children }: { tone: 'error' | 'info' | 'success'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-xl border px-4 py-3 font-medium',
        tone === 'error' && 'border-red-700/30 bg-red-50 text-red-800',
        tone === 'info' && 'border-ink-200 bg-white text-ink-700',
        tone === 'success' && 'border-green-700/30 bg-green-50 text-green-900',
      )}
    >
      {children}
    </p>
  );
}
