import { MAX_SLOTS_PER_BOOKING, TIME_SLOTS } from '@centre/contracts';
import { useState } from 'react';
import { FieldError, cn, describedBy } from '../../../components/ui';
import * as bookingModule from '../../../content/booking';
import { useBookingChoices } from '../../../hooks/use-booking-choices';
import { useContent, useFormat, useMessages } from '../../../lib/i18n';

/** Shown when the list is folded; every slot shows by default (spec 2). */
const FOLDED_COUNT = 6;

export interface SlotPickerProps {
  id: string;
  /** Chosen slot labels. */
  value: readonly string[];
  onChange: (labels: string[]) => void;
  onBlur: () => void;
  error: string | undefined;
  /** Slot ids already booked for one of the chosen facilities. */
  taken: ReadonlySet<string>;
  /** Slot ids the chosen lab opens on the chosen date; every slot until both are chosen. */
  open?: ReadonlySet<string>;
  /** Slot ids under maintenance for one of the chosen facilities (an outage). */
  maintenance?: ReadonlySet<string>;
  /** Why the whole day is closed, when a closure closes it (the staff's words). */
  closedNote?: string | undefined;
}

/** The twelve hourly slots as real checkboxes; once four are chosen the others are disabled. */
export function SlotPicker({ id, value, onChange, onBlur, error, taken, open, maintenance, closedNote }: SlotPickerProps) {
  const { bookingContent, bookingChoices } = useContent('booking', bookingModule);
  const { bookingSubmit: BOOKING_SUBMIT_MESSAGES } = useMessages();
  const choices = useBookingChoices(bookingChoices);
  const format = useFormat();
  const [expanded, setExpanded] = useState(true);
  const chosen = new Set(value);
  const full = value.length >= MAX_SLOTS_PER_BOOKING;
  // A closed slot is not offered; one already ticked stays, so its error can be read and undone.
  const offered = TIME_SLOTS.filter((slot) => !open || open.has(slot.id) || chosen.has(slot.label));
  const shown = offered.filter(
    (slot, index) => expanded || index < FOLDED_COUNT || chosen.has(slot.label),
  );
  const legendId = `${id}-legend`;
  const toggle = (label: string, checked: boolean): void => {
    // Keep the order of the day, whatever order they were ticked in.
    const next = checked ? [...value, label] : value.filter((l) => l !== label);
    onChange(TIME_SLOTS.map((s) => s.label).filter((l) => next.includes(l)));
  };

  return (
    <fieldset
      aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
    >
      <legend id={legendId} className="text-sm font-semibold text-ink-700">
        {bookingContent.fields.timeSlots}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
        {bookingContent.fields.timeSlotsHint}{' '}
        {bookingContent.fields.slotsChosen(
          format.number(value.length),
          format.number(MAX_SLOTS_PER_BOOKING),
        )}
      </p>
      {(offered.length === 0 || closedNote) && (
        <p
          // The field's focus target only when no slot is left to take it.
          id={offered.length === 0 ? id : `${id}-closed`}
          tabIndex={-1}
          className="mt-3 rounded-xl border border-dashed border-ink-200 p-4 text-sm text-ink-600"
        >
          {closedNote ? bookingContent.live.closedFor(closedNote) : bookingContent.fields.closedDay}
        </p>
      )}
      <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((slot, index) => {
          const checked = chosen.has(slot.label);
          const isTaken = taken.has(slot.id);
          const isOut = maintenance?.has(slot.id) ?? false;
          const inputId = index === 0 ? id : `${id}-${slot.id}`;
          return (
            <li key={slot.id}>
              <label
                htmlFor={inputId}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 text-sm transition-colors',
                  checked
                    ? 'border-brand-700 bg-brand-50 text-brand-800'
                    : 'border-ink-200 bg-white text-ink-700',
                  !checked && full && 'cursor-not-allowed opacity-60',
                  (isTaken || isOut) && 'border-amber-600',
                )}
              >
                <input
                  id={inputId}
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) => toggle(slot.label, event.target.checked)}
                  onBlur={onBlur}
                  {...describedBy(id, error)}
                />
                <span className="flex-1 font-medium">{choices.slot(slot.id)}</span>
                {isTaken && (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    {bookingContent.live.booked}
                  </span>
                )}
                {isOut && (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    {bookingContent.live.underMaintenance}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      {offered.length > FOLDED_COUNT && (
        <button
          type="button"
          className="mt-2 text-sm font-semibold text-brand-700 underline underline-offset-4"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? BOOKING_SUBMIT_MESSAGES.showLess : BOOKING_SUBMIT_MESSAGES.showMore}
        </button>
      )}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
