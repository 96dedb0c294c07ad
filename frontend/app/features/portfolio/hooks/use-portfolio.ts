import { useEffect, useState } from 'react';
import { portfolioContent } from '../../../content/portfolio';
import type { PortfolioStartup } from '../api/portfolio-api';

export type PortfolioLoader = (signal: AbortSignal) => Promise<PortfolioStartup[]>;

export interface PortfolioState {
  loading: boolean;
  startups: PortfolioStartup[];
  /** Seconds left on the loading countdown (from 20, once a second, never below 0). */
  countdown: number;
}

/**
 * Loads the portfolio once. The list shows as soon as the data arrives (no forced delay,
 * DESIGN.md 9); a failure ends the loading with an empty list.
 */
export function usePortfolio(load: PortfolioLoader): PortfolioState {
  const [loading, setLoading] = useState(true);
  const [startups, setStartups] = useState<PortfolioStartup[]>([]);
  const [countdown, setCountdown] = useState<number>(portfolioContent.countdownFrom);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((list) => {
        if (!controller.signal.aborted) setStartups(list);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Could not load the startup portfolio', error);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [load]);

  useEffect(() => {
    if (!loading) return undefined;
    const timer = setInterval(() => setCountdown((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, [loading]);

  return { loading, startups, countdown };
}
