import {
  CENTRE_TIMEZONE_DEFAULT,
  addDays,
  findSlot,
  isCalendarDate,
  todayIn,
} from '@centre/contracts';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui';
import { link } from '../../../config/paths';
import * as gridContent from '../../../content/availability-grid';
import { useCurrentCatalogue } from '../../../hooks/use-current-catalogue';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useContent, useFormat, useMessage } from '../../../lib/i18n';
import {
  EMPTY_SELECTION,
  chosenForForm,
  freeCells,
  keepFree,
  toggleCell,
  type GridSelection,
} from '../grid-selection.model';
import { useLiveWeek } from '../hooks/use-live-week';
import { DayGrid } from './day-grid';

/**
 * A lab's week before the booking form (issue 28 item 7): `?lab=` and `?date=` choose it, a
 * strip of seven days picks the day shown, and the cells picked open the form with them chosen.
 */
export function AvailabilityGridPage() {
  const { availabilityGrid: c } = useContent('availability-grid', gridContent);
  const format = useFormat();
  const show = useMessage();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // Prerendered without a query or a clock: the week is chosen once the page runs.
  const hydrated = useHydrated();
  const today = hydrated ? todayIn(CENTRE_TIMEZONE_DEFAULT, new Date()) : '';
  // The current catalogue's labs and rows (added facilities shown, retired ones gone); the
  // spec's in the prerendered page until it runs.
  const labs = useCurrentCatalogue();
  const lab = labs.find((l) => l.id === params.get('lab')) ?? labs[0]!;
  const asked = params.get('date') ?? '';
  const from = isCalendarDate(asked) && asked >= today ? asked : today;
  const week = useLiveWeek(hydrated ? lab.id : '', from, labs);
  const ready = week.kind === 'ready' ? week.week : undefined;
  // The day shown and the cells chosen belong to one week: another lab or date starts afresh.
  const weekKey = `${lab.id}|${from}`;
  const [picked, setPicked] = useState<{ key: string; dayIndex: number; selection: GridSelection }>({
    key: '',
    dayIndex: 0,
    selection: EMPTY_SELECTION,
  });
  const current = picked.key === weekKey ? picked : { key: weekKey, dayIndex: 0, selection: EMPTY_SELECTION };
  // A live update that takes a chosen cell drops it from the choice.
  const selection = keepFree(current.selection, ready?.days.find((d) => d.date === current.selection.date));
  const setDayIndex = (dayIndex: number): void => setPicked({ ...current, selection, dayIndex });
  const setSelection = (next: GridSelection): void => setPicked({ ...current, selection: next });
  const day = ready?.days[current.dayIndex] ?? ready?.days[0];

  const nextFree = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(ready?.nextFree ?? {}).flatMap(([id, at]) => {
          const slot = at ? findSlot(at.slotId) : undefined;
          return at && slot ? [[id, c.nextFreeAt(format.date(at.date), format.timeRange(slot.start, slot.end))]] : [];
        }),
      ),
    [ready, c, format],
  );

  const choose = (next: { lab?: string; date?: string }): void => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.lab) updated.set('lab', next.lab);
        if (next.date) updated.set('date', next.date);
        return updated;
      },
      { replace: true },
    );
  };

  const book = (): void => {
    const { slotIds, facilityIds } = chosenForForm(selection, lab.facilities.map((f) => f.id));
    void navigate(link.bookingCells(lab.id, selection.date, slotIds, facilityIds));
  };

  return (
    <section aria-labelledby="grid-title" className="bg-paper py-12 sm:py-16">
      <div className="container-page">
        <h1 id="grid-title" className="text-4xl font-extrabold sm:text-5xl">
          {c.title}
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-ink-600">{c.intro}</p>

        <div className="mt-8 flex flex-wrap items-end gap-4">
          <label className="grid gap-1 font-semibold">
            {c.lab}
            <select
              value={lab.id}
              onChange={(event) => choose({ lab: event.target.value })}
              className="min-h-11 rounded-md border border-ink-400 bg-white px-3 font-normal"
            >
              {labs.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 font-semibold">
            {c.from}
            <input
              type="date"
              value={from}
              min={today}
              onChange={(event) => isCalendarDate(event.target.value) && choose({ date: event.target.value })}
              className="min-h-11 rounded-md border border-ink-400 bg-white px-3 font-normal"
            />
          </label>
          <Button
            variant="ghost"
            disabled={!hydrated || from <= today}
            onClick={() => choose({ date: addDays(from, -7) < today ? today : addDays(from, -7) })}
          >
            {c.previousWeek}
          </Button>
          <Button variant="ghost" disabled={!hydrated} onClick={() => choose({ date: addDays(from, 7) })}>
            {c.nextWeek}
          </Button>
        </div>

        <p role="status" className="mt-4 min-h-6 text-ink-600">
          {week.kind === 'loading' && c.loading}
          {week.kind === 'ready' && (week.live ? c.live : '')}
        </p>
        {week.kind === 'error' && (
          <p role="alert" className="mt-2 rounded-md border border-red-700 bg-white p-3 text-red-700">
            {show(week.message)}
          </p>
        )}

        {ready && day && (
          <>
            <nav aria-label={c.days} className="mt-4">
              <ul className="flex gap-2 overflow-x-auto pb-1 lg:grid lg:grid-cols-7 lg:overflow-visible">
                {ready.days.map((d, i) => (
                  <li key={d.date} className="min-w-32 shrink-0 lg:min-w-0">
                    <button
                      type="button"
                      aria-pressed={d.date === day.date}
                      onClick={() => setDayIndex(i)}
                      className={
                        d.date === day.date
                          ? 'w-full rounded-md border border-brand-700 bg-brand-700 px-2 py-2 text-left text-white'
                          : 'w-full rounded-md border border-ink-200 bg-white px-2 py-2 text-left text-ink-900 hover:bg-brand-50'
                      }
                    >
                      <span className="block font-semibold">{format.date(d.date, 'full')}</span>
                      <span className="block text-sm">{c.freeCount(freeCells(d))}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </nav>

            <div className="mt-6">
              <DayGrid
                lab={lab}
                day={day}
                nextFree={nextFree}
                selection={selection}
                onToggle={(slotId, facilityId) => setSelection(toggleCell(selection, day, slotId, facilityId))}
              />
            </div>

            <div className="sticky bottom-0 z-20 mt-4 flex flex-wrap items-center gap-3 rounded-md border border-ink-200 bg-white p-3 pr-3 sm:pr-40 shadow-[var(--shadow-card)]">
              <p className="grow text-ink-700" aria-live="polite">
                <strong>{c.chosen(selection.cells.size)}</strong>
                <span className="block text-sm">{c.chooseHint}</span>
              </p>
              <Button variant="ghost" disabled={selection.cells.size === 0} onClick={() => setSelection(EMPTY_SELECTION)}>
                {c.clear}
              </Button>
              <Button variant="primary" disabled={selection.cells.size === 0} onClick={book}>
                {c.book}
              </Button>
            </div>

            <h2 className="mt-6 text-lg font-bold">{c.legend}</h2>
            <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {(['free', 'taken', 'closed', 'maintenance', 'started'] as const).map((state) => (
                <div key={state} className="flex items-center gap-2">
                  <dt className="font-semibold">{c.marks[state]}</dt>
                  <dd>{c.states[state]}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </div>
    </section>
  );
}
