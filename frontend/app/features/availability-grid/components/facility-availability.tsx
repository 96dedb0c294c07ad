import { CENTRE_TIMEZONE_DEFAULT, TIME_SLOTS, catalogueFacility, cellAt, todayIn } from '@centre/contracts';
import { Link } from 'react-router';
import { cn } from '../../../components/ui';
import { link } from '../../../config/paths';
import * as gridContent from '../../../content/availability-grid';
import { useCurrentCatalogue } from '../../../hooks/use-current-catalogue';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useContent, useFormat, useMessage } from '../../../lib/i18n';
import { useLiveWeek } from '../hooks/use-live-week';

const MARK_CLASSES = {
  free: 'border-teal-600 bg-white text-ink-900',
  taken: 'border-ink-200 bg-ink-200 text-ink-900',
  closed: 'border-ink-100 bg-ink-100 text-ink-600',
  maintenance: 'border-accent-500 bg-accent-100 text-ink-900',
  started: 'border-ink-100 bg-ink-100 text-ink-600',
} as const;

/**
 * An equipment page's today and tomorrow for its facility: the same week route and live
 * snapshots as the grid, two days of one row, and a link to the whole week. Found in the current
 * catalogue: a retired facility shows none (it cannot be booked), one added in the console does.
 */
export function FacilityAvailability({ facilityId }: { facilityId: string }) {
  const { availabilityGrid: c } = useContent('availability-grid', gridContent);
  const format = useFormat();
  const show = useMessage();
  const labs = useCurrentCatalogue();
  const found = catalogueFacility(labs, facilityId);
  const hydrated = useHydrated();
  const today = hydrated ? todayIn(CENTRE_TIMEZONE_DEFAULT, new Date()) : '';
  const week = useLiveWeek(found && hydrated ? found.lab.id : '', today, labs);
  if (!found) return null;
  const days = week.kind === 'ready' ? week.week.days.slice(0, 2) : [];
  return (
    <section aria-labelledby="facility-availability-title" className="mt-8">
      <h2 id="facility-availability-title" className="text-2xl font-bold">
        {c.equipmentTitle}
      </h2>
      {week.kind === 'loading' && (
        <p role="status" className="mt-3 text-ink-600">
          {c.loading}
        </p>
      )}
      {week.kind === 'error' && (
        <p role="alert" className="mt-3 text-red-700">
          {show(week.message)}
        </p>
      )}
      {days.map((day, i) => (
        <div key={day.date} className="mt-4">
          <h3 className="font-semibold">
            {i === 0 ? c.today : c.tomorrow}, {format.date(day.date, 'full')}
          </h3>
          <ul className="mt-2 grid grid-cols-3 gap-1 sm:grid-cols-6">
            {TIME_SLOTS.map((slot, j) => {
              const cell = cellAt(day, facilityId, j);
              const label = c.cellLabel(
                found.facility.name,
                format.date(day.date, 'full'),
                format.timeRange(slot.start, slot.end),
                [c.states[cell.state], cell.note].filter(Boolean).join(', '),
              );
              return (
                <li
                  key={slot.id}
                  title={label}
                  className={cn('rounded-md border px-2 py-1 text-xs', MARK_CLASSES[cell.state])}
                >
                  <span className="sr-only">{label}</span>
                  <span aria-hidden="true">
                    <span className="block font-semibold">{format.time(slot.start)}</span>
                    {c.marks[cell.state]}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <p className="mt-3">
        <Link
          to={link.availability(found.lab.id, today || undefined)}
          className="font-medium text-brand-700 underline underline-offset-4"
        >
          {c.equipmentWeek}
        </Link>
      </p>
    </section>
  );
}
