import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { cn } from '../../../components/ui';
import { useMessage, type Notice as Said } from '../../../lib/i18n';
import type { StepResult } from '../api/booker-link-api';

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

/** What the last step taken from the page says: its done words, or why it was not done. */
export interface StepNews {
  tone: 'success' | 'error';
  text: Said | string;
}

const newsOf = (outcome: StepResult<unknown>, done: string): StepNews =>
  outcome.kind === 'done'
    ? { tone: 'success', text: done }
    : { tone: 'error', text: outcome.kind === 'refused' ? outcome.message : { code: 'review.actionNetworkFailure', text: '' } };

/**
 * The news of the page's last step, and what a step's outcome does: says it (`done` when it
 * was done) and reloads the page's query, whose answer shows where the booking or place now stands.
 */
export const useStepNews = (queryKey: readonly unknown[]) => {
  const client = useQueryClient();
  const [news, setNews] = useState<StepNews | undefined>(undefined);
  const afterStep = (done: string) => (outcome: StepResult<unknown>) => {
    setNews(newsOf(outcome, done));
    void client.invalidateQueries({ queryKey });
  };
  return { news, afterStep };
};

/** The news of the last step, when there is one. */
export function StepNotice({ news }: { news: StepNews | undefined }) {
  const message = useMessage();
  if (!news) return null;
  return <Notice tone={news.tone}>{typeof news.text === 'string' ? news.text : message(news.text)}</Notice>;
}
