import * as bookingModule from '../../../content/booking';
import { useContent, useFormat } from '../../../lib/i18n';
import type { BookingHistoryEntry } from '@centre/contracts';
import { actorText, eventText, formatInstant } from './review-format';

/** Who did what, when, with which notes: read straight from the booking's events. */
export function AuditTrail({ entries }: { entries: readonly BookingHistoryEntry[] }) {
  const { history } = useContent('booking', bookingModule).reviewContent;
  const format = useFormat();
  return (
    <section aria-labelledby="audit-trail-title" className="mt-10">
      <h2 id="audit-trail-title" className="text-xl font-semibold">
        {history.heading}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-ink-600">{history.empty}</p>
      ) : (
        <ol className="mt-4 space-y-4 border-l-2 border-ink-200 pl-5">
          {[...entries]
            .sort((a, b) => a.position - b.position)
            .map((entry) => (
              <li key={`${entry.position}-${entry.type}`} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[1.72rem] size-3 rounded-full bg-brand-700"
                />
                <p className="font-semibold text-ink-900">
                  {eventText(entry.type, history)}{' '}
                  <span className="font-normal text-ink-700">
                    {history.by(actorText(entry.actor, history))}
                  </span>
                </p>
                <p className="text-sm text-ink-600">
                  <time dateTime={entry.at}>{formatInstant(entry.at, format)}</time>
                </p>
                {entry.notes && (
                  <p className="mt-1 text-sm text-ink-700">
                    <span className="font-semibold">{history.notes}:</span> {entry.notes}
                  </p>
                )}
              </li>
            ))}
        </ol>
      )}
    </section>
  );
}
