import { labName } from '@centre/contracts';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { link } from '../../../config/paths';
import { messageOf } from '../api/admin-http';
import type { LabDayHistoryStep as HistoryStep } from '@centre/contracts';
import { useLabDayHistory } from '../api/history-api';
import { actorLabel, EVENT_LABELS, formatTime, labelClasses, linkClasses } from './format';
import { LabDayPicker } from './lab-day-picker';
import { OccupancyGrid } from './occupancy-grid';

function StepDescription({ step, index, count }: { step: HistoryStep | undefined; index: number; count: number }) {
  if (!step) return <p>Before the first event: every cell is free.</p>;
  return (
    <div>
      <p className="font-semibold">
        Event {index} of {count}: {EVENT_LABELS[step.type]}
      </p>
      <p className="text-sm text-ink-600">
        <time dateTime={step.at}>{formatTime(step.at)}</time> · by {actorLabel(step.actor)} · booking{' '}
        <Link to={link.adminBooking(step.bookingId)} className={linkClasses}>
          {step.bookingId}
        </Link>
      </p>
      {step.notes !== undefined && <p className="text-sm">Notes: {step.notes}</p>}
    </div>
  );
}

/**
 * Time travel over one lab-day: the server folds the booking decider over the stream and
 * hands back the grid after every event; here one steps or scrubs through them.
 */
export function HistoryPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const lab = params.get('lab') ?? '';
  const date = params.get('date') ?? '';
  const history = useLabDayHistory(lab, date);
  const steps = history.data?.steps ?? [];
  // null: follow the newest event; a number: the position the reviewer chose (0 = before any event).
  const [chosen, setChosen] = useState<{ key: string; index: number } | null>(null);
  const key = `${lab}|${date}`;
  const index = Math.min(chosen && chosen.key === key ? chosen.index : steps.length, steps.length);
  const go = (next: number): void => setChosen({ key, index: Math.max(0, Math.min(steps.length, next)) });
  const step = index > 0 ? steps[index - 1] : undefined;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        History replay
      </h2>
      <LabDayPicker lab={lab} date={date} onChange={(l, d) => setParams(new URLSearchParams({ lab: l, date: d }), { replace: true })} />
      {lab === '' || date === '' ? (
        <p>Choose a lab and a date to replay their events.</p>
      ) : history.isPending ? (
        <p role="status">Loading the lab-day's events…</p>
      ) : history.isError ? (
        <p role="alert" className="text-red-700">
          {messageOf(history.error)}
        </p>
      ) : steps.length === 0 ? (
        <p role="status">Nothing has happened on this lab-day yet.</p>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm" variant="outline" onClick={() => go(0)} disabled={index === 0}>
              First
            </Button>
            <Button size="sm" variant="outline" onClick={() => go(index - 1)} disabled={index === 0}>
              Previous event
            </Button>
            <Button size="sm" variant="outline" onClick={() => go(index + 1)} disabled={index === steps.length}>
              Next event
            </Button>
            <Button size="sm" variant="outline" onClick={() => go(steps.length)} disabled={index === steps.length}>
              Latest
            </Button>
          </div>
          <div>
            <label htmlFor={`${id}-scrub`} className={labelClasses}>
              Event in the history
            </label>
            <input
              id={`${id}-scrub`}
              type="range"
              min={0}
              max={steps.length}
              step={1}
              value={index}
              aria-valuetext={step ? `Event ${index} of ${steps.length}: ${EVENT_LABELS[step.type]}` : 'Before the first event'}
              onChange={(e) => go(Number(e.target.value))}
              className="w-full max-w-xl accent-brand-700"
            />
          </div>
          <div aria-live="polite">
            <StepDescription step={step} index={index} count={steps.length} />
          </div>
          {history.data && (
            <OccupancyGrid
              caption={`Occupancy of ${labName(lab)} on ${date} ${step ? `after event ${index}` : 'before any event'}`}
              slots={history.data.slots}
              facilities={history.data.facilities}
              taken={step?.occupancy ?? []}
              {...(step && { highlight: step.bookingId })}
            />
          )}
        </div>
      )}
    </section>
  );
}
