import { LABS, TIME_SLOTS, type OpeningHours } from '@centre/contracts';
import { useId, useState, type FormEvent } from 'react';
import { fieldErrorsOf, refusesFields } from '../api/admin-http';
import { useOpeningHours, useSetOpeningHours } from '../api/lab-settings-api';
import { ConfirmDialog } from './confirm-dialog';
import { LabCard, LabCardsScreen } from './lab-cards';

/** Monday first, as the centre's week is read; the values are `getUTCDay`'s (0 = Sunday). */
const WEEKDAYS: ReadonlyArray<{ day: number; name: string }> = [
  { day: 1, name: 'Monday' },
  { day: 2, name: 'Tuesday' },
  { day: 3, name: 'Wednesday' },
  { day: 4, name: 'Thursday' },
  { day: 5, name: 'Friday' },
  { day: 6, name: 'Saturday' },
  { day: 0, name: 'Sunday' },
];

const toggled = <T,>(list: readonly T[], item: T, on: boolean): T[] => (on ? [...list, item] : list.filter((x) => x !== item));

/** Slots as the spans of the day they make ('9:00 AM - 1:00 PM, 2:00 PM - 6:00 PM'). */
const spansOf = (slots: readonly string[]): string[] => {
  const spans: string[][] = [];
  TIME_SLOTS.forEach((slot, i) => {
    if (!slots.includes(slot.id)) return;
    const last = spans.at(-1);
    if (last && TIME_SLOTS[i - 1] && last.at(-1) === TIME_SLOTS[i - 1]!.label) last.push(slot.label);
    else spans.push([slot.label]);
  });
  return spans.map((span) => `${span[0]!.split(' - ')[0]} - ${span.at(-1)!.split(' - ')[1]}`);
};

/** The hours in words, as the confirmation says them. */
const hoursInWords = (weekdays: readonly number[], slots: readonly string[]): string[] => {
  const open = WEEKDAYS.filter((w) => weekdays.includes(w.day)).map((w) => w.name);
  const closed = WEEKDAYS.filter((w) => !weekdays.includes(w.day)).map((w) => w.name);
  const spans = spansOf(slots);
  return [
    `Open on ${open.length > 0 ? open.join(', ') : 'no day'}${closed.length > 0 ? `; closed on ${closed.join(', ')}` : ''}.`,
    `Slots: ${spans.length > 0 ? spans.join(', ') : 'none'}.`,
  ];
};

function Checks({ legend, items, checked, onChange, error, id }: {
  legend: string;
  items: ReadonlyArray<{ value: string; label: string }>;
  checked: ReadonlySet<string>;
  onChange: (value: string, on: boolean) => void;
  error: string | undefined;
  id: string;
}) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {items.map(({ value, label }) => (
          <label key={value} className="inline-flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-5" checked={checked.has(value)} onChange={(e) => onChange(value, e.target.checked)} />
            {label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** One lab's hours as a card: weekdays and slots, confirmed, then saved as one event with its actor. */
function LabHoursCard({ labId, name, hours }: { labId: string; name: string; hours: OpeningHours }) {
  const id = useId();
  const save = useSetOpeningHours();
  const [weekdays, setWeekdays] = useState<number[]>(() => [...hours.weekdays]);
  const [slots, setSlots] = useState<string[]>(() => [...hours.slots]);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const errors = fieldErrorsOf(save.error);
  const ask = (event: FormEvent): void => {
    event.preventDefault();
    setSaved(null);
    save.reset();
    setConfirming(true);
  };
  const confirm = (): void =>
    save.mutate(
      { labId, weekdays, slots },
      {
        onSuccess: () => {
          setConfirming(false);
          setSaved(`${name}: opening hours saved. The booking form and the availability grid offer only these from now on.`);
        },
        // A refusal of the ticks is shown on the card, beside them.
        onError: (error) => {
          if (refusesFields(error)) setConfirming(false);
        },
      },
    );
  return (
    <LabCard
      name={name}
      onSubmit={ask}
      failure={confirming ? null : save.error}
      saved={saved}
      busy={save.isPending}
      action={`Save ${name}'s hours`}
      dialog={
        confirming && (
          <ConfirmDialog
            title={`Set ${name}'s opening hours?`}
            confirm="Yes, set these hours"
            danger
            busy={save.isPending}
            failure={save.error}
            onConfirm={confirm}
            onClose={() => setConfirming(false)}
          >
            {hoursInWords(weekdays, slots).map((line) => (
              <p key={line}>{line}</p>
            ))}
            <p>
              Undecided bookings at times the lab no longer opens are cancelled and their bookers mailed; approved ones stay, and
              their bookers and the reviewers are mailed.
            </p>
          </ConfirmDialog>
        )
      }
    >
      <Checks
        id={`${id}-weekdays`}
        legend="Open on"
        items={WEEKDAYS.map((w) => ({ value: String(w.day), label: w.name }))}
        checked={new Set(weekdays.map(String))}
        onChange={(value, on) => setWeekdays(toggled(weekdays, Number(value), on))}
        error={errors.weekdays}
      />
      <Checks
        id={`${id}-slots`}
        legend="Slots offered on those days"
        items={TIME_SLOTS.map((s) => ({ value: s.id, label: s.label }))}
        checked={new Set(slots)}
        onChange={(value, on) => setSlots(toggled(slots, value, on))}
        error={errors.slots}
      />
    </LabCard>
  );
}

/** Admins set each lab's opening hours (DESIGN section 10); the catalogue's hours until then. */
export function OpeningHoursPage() {
  const query = useOpeningHours();
  return (
    <LabCardsScreen
      title="Opening hours"
      intro="The weekdays each lab opens and the slots it offers on them. To shut a lab for some days (a holiday), declare a closure on the Operations screen instead."
      loading="Loading the labs' hours…"
      query={query}
      labs={LABS}
      settings={query.data?.hours}
      card={(lab, hours) => <LabHoursCard labId={lab.id} name={lab.name} hours={hours} />}
    />
  );
}
