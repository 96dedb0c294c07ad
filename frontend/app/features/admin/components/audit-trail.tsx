import type { BookingHistoryEntry as AuditEntry } from '@centre/contracts';
import { actorLabel, EVENT_LABELS, formatTime } from './format';

/** The booking's story as the log tells it: each event with its time, actor and notes, in the log's order (reviewers read times, not log positions). */
export function AuditTrail({ entries, titleId }: { entries: readonly AuditEntry[]; titleId: string }) {
  return (
    <ol aria-labelledby={titleId} className="space-y-3 border-l-2 border-brand-100 pl-5">
      {entries.map((entry) => (
        <li key={entry.eventId} className="relative">
          <span aria-hidden="true" className="absolute top-1.5 -left-[27px] size-3 rounded-full bg-brand-600" />
          <p className="font-semibold text-ink-900">{EVENT_LABELS[entry.type]}</p>
          <p className="text-sm text-ink-600">
            <time dateTime={entry.at}>{formatTime(entry.at)}</time> · by {actorLabel(entry.actor)}
          </p>
          {entry.notes !== undefined && <p className="mt-1 rounded-lg bg-paper px-3 py-2 text-sm">Notes: {entry.notes}</p>}
        </li>
      ))}
    </ol>
  );
}
