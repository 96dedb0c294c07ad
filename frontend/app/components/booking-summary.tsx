import type { ReactNode } from 'react';
import type { BookingRecord } from '@centre/contracts';
import { useBookingChoices, type BookingChoiceTexts } from '../hooks/use-booking-choices';
import { useFormat } from '../lib/i18n';

export interface BookingSummaryLabels {
  lab: string;
  date: string;
  timeSlots: string;
  facilities: string;
}

/** A row a page adds around the booking's own: its label and its value. */
export type SummaryRow = readonly [label: string, value: ReactNode];

export interface BookingSummaryProps {
  booking: Pick<BookingRecord, 'labName' | 'date' | 'timeSlots' | 'facilities'>;
  /** The caller's content (shared components never import app/content). */
  labels: BookingSummaryLabels;
  choices: BookingChoiceTexts;
  /** Rows the page shows before and after the booking's lab, date, slots and facilities. */
  before?: readonly SummaryRow[];
  after?: readonly SummaryRow[];
}

/**
 * What a booking asks for, as its booker reads it: lab, date with its weekday, time slots and
 * facilities, in the language on screen. The thank-you page and the booker's page show this one
 * summary, each with rows of its own around it.
 */
export function BookingSummary({ booking, labels, choices, before = [], after = [] }: BookingSummaryProps) {
  const format = useFormat();
  const names = useBookingChoices(choices);
  const rows: SummaryRow[] = [
    ...before,
    [labels.lab, booking.labName],
    [labels.date, <time dateTime={booking.date}>{format.date(booking.date, 'full')}</time>],
    [labels.timeSlots, booking.timeSlots.map((slot) => names.slot(slot)).join(', ')],
    [labels.facilities, booking.facilities.join(', ')],
    ...after,
  ];
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-semibold text-ink-600">{label}</dt>
          <dd className="break-words text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
