import type { LabLimits } from '@centre/contracts';
import { useId, useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../api/admin-http';
import { useConsoleLabs } from '../api/catalogue-api';
import { useLabLimits, useSetLabLimits } from '../api/lab-settings-api';
import { ConsoleField } from './console-field';
import { fieldClasses } from './format';
import { LabCard, LabCardsScreen } from './lab-cards';

/** What the form holds: the numbers as typed, so a bad entry is kept and named, never lost. */
type Typed = Record<keyof LabLimits, string>;

const typedOf = (limits: LabLimits): Typed => ({
  horizonDays: String(limits.horizonDays),
  maxFacilitiesPerBooking: String(limits.maxFacilitiesPerBooking),
  maxHoursPerWeek: limits.maxHoursPerWeek === null ? '' : String(limits.maxHoursPerWeek),
  cancelNoticeHours: String(limits.cancelNoticeHours),
});

const FIELDS: ReadonlyArray<{ key: keyof LabLimits; label: string; hint: string }> = [
  { key: 'horizonDays', label: 'How far ahead (days)', hint: 'The last bookable date is today plus this.' },
  { key: 'maxFacilitiesPerBooking', label: 'Facilities per booking', hint: 'How many facilities one booking may name.' },
  { key: 'maxHoursPerWeek', label: 'Hours per booker per week', hint: 'Facility-hours one email may hold here, Monday to Sunday. Blank: no cap.' },
  { key: 'cancelNoticeHours', label: 'Notice to cancel (hours)', hint: 'Bookers cannot cancel within this many hours of the first slot; reviewers still can.' },
];

/** One lab's limits as a card: the four numbers, saved together as one event with its actor. */
function LabLimitsCard({ labId, name, limits }: { labId: string; name: string; limits: LabLimits }) {
  const id = useId();
  const save = useSetLabLimits();
  const [typed, setTyped] = useState<Typed>(() => typedOf(limits));
  const [saved, setSaved] = useState<string | null>(null);
  const errors = fieldErrorsOf(save.error);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setSaved(null);
    // Sent as typed: the server checks each number and names each problem.
    save.mutate(
      { labId, horizonDays: Number(typed.horizonDays), maxFacilitiesPerBooking: Number(typed.maxFacilitiesPerBooking), maxHoursPerWeek: typed.maxHoursPerWeek.trim() === '' ? null : Number(typed.maxHoursPerWeek), cancelNoticeHours: Number(typed.cancelNoticeHours) },
      { onSuccess: () => setSaved(`${name}: limits saved. New bookings are judged by them at once.`) },
    );
  };
  return (
    <LabCard name={name} onSubmit={submit} failure={save.error} saved={saved} busy={save.isPending} action={save.isPending ? 'Saving…' : `Save ${name}'s limits`}>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ key, label, hint }) => (
          <ConsoleField key={key} id={`${id}-${key}`} label={label} hint={hint} error={errors[key]}>
            <input
              id={`${id}-${key}`}
              inputMode="numeric"
              className={fieldClasses}
              value={typed[key]}
              onChange={(e) => setTyped({ ...typed, [key]: e.target.value })}
              aria-describedby={errors[key] ? `${id}-${key}-hint ${id}-${key}-error` : `${id}-${key}-hint`}
              {...(errors[key] ? { 'aria-invalid': true } : {})}
            />
          </ConsoleField>
        ))}
      </div>
    </LabCard>
  );
}

/** Admins' rules per lab (DESIGN section 10): each lab's limits, as cards. */
export function LabRulesPage() {
  const labs = useConsoleLabs();
  const query = useLabLimits();
  return (
    <LabCardsScreen
      title="Lab rules"
      intro="Each lab's limits. A change applies to new bookings and cancellations at once; bookings already made stay."
      loading="Loading the labs' limits…"
      query={query}
      labs={labs}
      settings={query.data?.limits}
      card={(lab, limits) => <LabLimitsCard labId={lab.id} name={lab.name} limits={limits} />}
    />
  );
}
