import type { TakenSlot } from '@centre/contracts';
import { cn } from '../../../components/ui/cn';

export interface OccupancyGridProps {
  caption: string;
  slots: readonly { id: string; label: string }[];
  facilities: readonly { id: string; name: string }[];
  taken: readonly TakenSlot[];
  /** Cells of this booking are outlined (the booking the shown event is about). */
  highlight?: string;
}

const CELL: Record<TakenSlot['status'] | 'free', string> = {
  free: 'bg-white text-ink-400',
  pending: 'bg-accent-100 text-accent-700',
  approved: 'bg-green-100 text-green-800',
};

/** Facilities × time slots; each cell says in words whether it is free, pending or approved. */
export function OccupancyGrid({ caption, slots, facilities, taken, highlight }: OccupancyGridProps) {
  const byCell = new Map(taken.map((t) => [`${t.slotId}|${t.facilityId}`, t]));
  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-ink-100" tabIndex={0} role="region" aria-label={caption}>
      <table className="border-collapse text-xs">
        <caption className="px-3 py-2 text-left text-sm font-semibold text-ink-900">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 bg-brand-50 px-2 py-2 text-left font-semibold">
              Facility
            </th>
            {slots.map((slot) => (
              <th key={slot.id} scope="col" className="bg-brand-50 px-2 py-2 font-semibold whitespace-nowrap">
                {slot.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {facilities.map((facility) => (
            <tr key={facility.id}>
              <th scope="row" className="sticky left-0 max-w-56 truncate border-t border-ink-100 bg-white px-2 py-1.5 text-left font-medium" title={facility.name}>
                {facility.name}
              </th>
              {slots.map((slot) => {
                const cell = byCell.get(`${slot.id}|${facility.id}`);
                const state = cell?.status ?? 'free';
                return (
                  <td
                    key={slot.id}
                    data-state={state}
                    title={cell ? `${cell.bookingId} (${cell.status})` : 'Free'}
                    className={cn(
                      'border-t border-l border-ink-100 px-2 py-1.5 text-center',
                      CELL[state],
                      cell && highlight === cell.bookingId && 'outline-2 -outline-offset-2 outline-brand-700',
                    )}
                  >
                    {state === 'free' ? <span className="sr-only">Free</span> : state === 'pending' ? 'Pending' : 'Approved'}
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
