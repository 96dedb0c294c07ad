import type { TakenSlot } from '@centre/contracts';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn';
import { link } from '../../../config/paths';

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

const WORD: Record<TakenSlot['status'], string> = { pending: 'Pending', approved: 'Approved' };

/** '9:00 AM - 10:00 AM' → '9a', '1:00 PM - 2:00 PM' → '1p': a day's columns fit a phone only so. */
const shortSlot = (label: string): string => {
  const start = /^(\d{1,2})(?::(\d{2}))?\s*([AP])M/i.exec(label);
  if (!start) return label;
  const [, hour, minutes, half] = start;
  return `${hour ?? ''}${minutes && minutes !== '00' ? `:${minutes}` : ''}${(half ?? '').toLowerCase()}`;
};

/** The cell's word, folded to its initial on a phone (the word stays for screen readers). */
function StatusWord({ status }: { status: TakenSlot['status'] }) {
  return (
    <>
      <span className="max-sm:sr-only">{WORD[status]}</span>
      <span aria-hidden="true" className="sm:hidden">
        {WORD[status].charAt(0)}
      </span>
    </>
  );
}

/**
 * Facilities × time slots; each cell says in words whether it is free, pending or approved, and
 * a cell that holds a booking opens it. On a phone the words fold to their initial (the full
 * word stays for screen readers) so that the whole day fits the width.
 */
export function OccupancyGrid({
  caption,
  slots,
  facilities,
  taken,
  highlight,
}: OccupancyGridProps) {
  const byCell = new Map(taken.map((t) => [`${t.slotId}|${t.facilityId}`, t]));
  return (
    // `relative` keeps the screen-reader-only labels inside the scroll box, not beside the page.
    <div
      className="relative overflow-x-auto rounded-xl ring-1 ring-ink-100"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full border-collapse text-xs">
        <caption className="px-3 py-2 text-left text-sm font-semibold text-ink-900">
          {caption}
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 bg-brand-50 px-1 py-2 text-left font-semibold sm:px-2"
            >
              Facility
            </th>
            {slots.map((slot) => (
              <th
                key={slot.id}
                scope="col"
                className="bg-brand-50 px-0.5 py-2 font-semibold whitespace-nowrap sm:px-2"
              >
                <span className="max-sm:sr-only">{slot.label}</span>
                <span aria-hidden="true" className="text-[10px] sm:hidden">
                  {shortSlot(slot.label)}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {facilities.map((facility) => (
            <tr key={facility.id}>
              <th
                scope="row"
                className="sticky left-0 max-w-24 truncate max-sm:text-[11px] border-t border-ink-100 bg-white px-1 py-1.5 text-left font-medium sm:max-w-56 sm:px-2"
                title={facility.name}
              >
                {facility.name}
              </th>
              {slots.map((slot) => {
                const cell = byCell.get(`${slot.id}|${facility.id}`);
                return (
                  <td
                    key={slot.id}
                    data-state={cell?.status ?? 'free'}
                    title={cell ? `${cell.bookingId} (${cell.status})` : 'Free'}
                    className={cn(
                      'border-t border-l border-ink-100 text-center',
                      CELL[cell?.status ?? 'free'],
                      cell ? 'p-0' : 'px-0.5 py-1.5 sm:px-2',
                      cell &&
                        highlight === cell.bookingId &&
                        'outline-2 -outline-offset-2 outline-brand-700',
                    )}
                  >
                    {cell?.bookingId !== undefined ? (
                      <Link
                        to={link.adminBooking(cell.bookingId)}
                        aria-label={`${WORD[cell.status]} booking ${cell.bookingId}, ${facility.name}, ${slot.label}`}
                        className="block px-0.5 py-1.5 font-semibold underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-500 sm:px-2"
                      >
                        <StatusWord status={cell.status} />
                      </Link>
                    ) : cell ? (
                      // A snapshot without booking ids (a public one) still says what the cell holds.
                      <span className="block px-0.5 py-1.5 font-semibold sm:px-2">
                        <StatusWord status={cell.status} />
                      </span>
                    ) : (
                      <span className="sr-only">Free</span>
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
