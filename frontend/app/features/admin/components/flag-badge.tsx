import type { BookingRecord } from '@centre/contracts';

/**
 * "Needs attention" beside a flagged booking's status: staff declared something since it was
 * approved (a closure, an outage, a retired facility) and a reviewer should cancel or keep it.
 */
export function FlagBadge({ booking }: { booking: Pick<BookingRecord, 'flags'> }) {
  const flags = booking.flags ?? [];
  if (flags.length === 0) return null;
  return (
    <span
      className="inline-block rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-bold text-red-800 uppercase ring-1 ring-red-300"
      title={flags.map((f) => f.words).join('; ')}
    >
      Needs attention
    </span>
  );
}
