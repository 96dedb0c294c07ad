import { useQueueCount } from '../api/bookings-api';

/**
 * Beside "Bookings" in the console's navigation: how many bookings wait for a decision. Says
 * nothing while unknown (a count that failed to load is no reason to block the console).
 */
export function QueueCount() {
  const count = useQueueCount();
  if (count.data === undefined || count.data === 0) return null;
  return (
    <span className="ml-2 inline-grid min-w-6 place-items-center rounded-full bg-accent-400 px-1.5 text-xs font-bold text-ink-900">
      {count.data}
      <span className="sr-only"> waiting for a decision</span>
    </span>
  );
}
