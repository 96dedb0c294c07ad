import { TIME_SLOTS, cellAt, occupancyKey, type GridCell, type Lab, type LabDayGrid } from '@centre/contracts';
import * as gridContent from '../../../content/availability-grid';
import { cn } from '../../../components/ui';
import { useContent, useFormat } from '../../../lib/i18n';
import type { GridSelection } from '../grid-selection.model';

const STATE_CLASSES: Record<GridCell['state'], string> = {
  free: 'border-teal-600 bg-white text-ink-900 hover:bg-brand-50',
  taken: 'border-ink-200 bg-ink-200 text-ink-900',
  closed: 'border-ink-100 bg-ink-100 text-ink-600',
  maintenance: 'border-accent-500 bg-accent-100 text-ink-900',
  started: 'border-ink-100 bg-ink-100 text-ink-600',
};

export interface DayGridProps {
  lab: Lab;
  day: LabDayGrid;
  /** Each facility's next free slot within the week, already in words. */
  nextFree: Readonly<Record<string, string>>;
  selection: GridSelection;
  onToggle(slotId: string, facilityId: string): void;
}

/**
 * One lab-day: a row per facility, a column per slot. A free cell is a toggle button (Tab
 * reaches it, Space or Enter picks it); every cell is read out as facility, date, time and state.
 */
export function DayGrid({ lab, day, nextFree, selection, onToggle }: DayGridProps) {
  const { availabilityGrid: c } = useContent('availability-grid', gridContent);
  const format = useFormat();
  const dayWords = format.date(day.date, 'full');
  return (
    // A region of its own: it scrolls sideways on a phone, so the keyboard must reach it even on a day with no free cell.
    // Positioned, so the cells' screen-reader words (absolutely placed) scroll inside it rather than widen the page.
    <div
      role="region"
      aria-label={dayWords}
      tabIndex={0}
      className="relative overflow-x-auto rounded-[var(--radius-card)] border border-ink-100 bg-white"
    >
      <table className="w-full min-w-[64rem] border-separate border-spacing-1 text-sm">
        <caption className="p-3 text-left text-lg font-bold">{dayWords}</caption>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 z-10 bg-white p-2 text-left">
              {c.facilityColumn}
            </th>
            {TIME_SLOTS.map((slot) => (
              <th key={slot.id} scope="col" className="p-1 text-center font-semibold whitespace-nowrap text-ink-700">
                {format.time(slot.start)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lab.facilities.map((facility) => (
            <tr key={facility.id}>
              <th scope="row" className="sticky left-0 z-10 max-w-56 bg-white p-2 text-left align-top font-medium">
                <span className="block">{facility.name}</span>
                <span className="block text-xs font-normal text-ink-600">
                  {c.nextFree}: {nextFree[facility.id] ?? c.nextFreeNone}
                </span>
              </th>
              {TIME_SLOTS.map((slot, i) => {
                const cell = cellAt(day, facility.id, i);
                const chosen = selection.date === day.date && selection.cells.has(occupancyKey(slot.id, facility.id));
                const label = c.cellLabel(
                  facility.name,
                  dayWords,
                  format.timeRange(slot.start, slot.end),
                  [c.states[cell.state], cell.note, chosen ? c.selected : undefined].filter(Boolean).join(', '),
                );
                const classes = cn(
                  'block h-11 w-full min-w-16 rounded-md border px-1 text-xs leading-tight font-semibold',
                  chosen ? 'border-brand-700 bg-brand-700 text-white' : STATE_CLASSES[cell.state],
                );
                return (
                  <td key={slot.id} className="p-0 align-middle">
                    {cell.state === 'free' || chosen ? (
                      <button
                        type="button"
                        aria-pressed={chosen}
                        aria-label={label}
                        title={label}
                        className={classes}
                        onClick={() => onToggle(slot.id, facility.id)}
                      >
                        {chosen ? '✓' : c.marks.free}
                      </button>
                    ) : (
                      <span className={cn(classes, 'flex items-center justify-center text-center')} title={label}>
                        <span className="sr-only">{label}</span>
                        <span aria-hidden="true">{c.marks[cell.state]}</span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
