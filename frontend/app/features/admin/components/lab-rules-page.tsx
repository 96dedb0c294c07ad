import type { LabLimits } from '@centre/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { AdminApiError, messageOf } from '../api/admin-http';
import { useConsoleLabs } from '../api/catalogue-api';
import { useLabLimits, useSetLabLimits } from '../api/lab-rules-api';
import { fieldClasses, labelClasses } from './format';

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

function Field({ id, label, hint, error, children }: { id: string; label: string; hint: string; error: string | undefined; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children}
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-600">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** One lab's limits as a card: the four numbers, saved together as one event with its actor. */
function LabLimitsCard({ labId, name, limits }: { labId: string; name: string; limits: LabLimits }) {
  const id = useId();
  const save = useSetLabLimits();
  const [typed, setTyped] = useState<Typed>(() => typedOf(limits));
  const [saved, setSaved] = useState<string | null>(null);
  const errors = save.error instanceof AdminApiError ? save.error.errors : {};
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
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl bg-paper p-4">
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {name}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ key, label, hint }) => (
          <Field key={key} id={`${id}-${key}`} label={label} hint={hint} error={errors[key]}>
            <input
              id={`${id}-${key}`}
              inputMode="numeric"
              className={fieldClasses}
              value={typed[key]}
              onChange={(e) => setTyped({ ...typed, [key]: e.target.value })}
              aria-describedby={errors[key] ? `${id}-${key}-hint ${id}-${key}-error` : `${id}-${key}-hint`}
              {...(errors[key] ? { 'aria-invalid': true } : {})}
            />
          </Field>
        ))}
      </div>
      {save.error !== null && (
        <p role="alert" className="font-semibold text-red-700">
          {messageOf(save.error)}
        </p>
      )}
      {saved && (
        <p role="status" className="text-green-800">
          {saved}
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : `Save ${name}'s limits`}
      </Button>
    </form>
  );
}

/** Admins' rules per lab (DESIGN section 10): each lab's limits, as cards. */
export function LabRulesPage() {
  const id = useId();
  const labs = useConsoleLabs();
  const query = useLabLimits();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Lab rules
      </h2>
      <p className="text-ink-700">Each lab&apos;s limits. A change applies to new bookings and cancellations at once; bookings already made stay.</p>
      {query.isPending && <p role="status">Loading the labs&apos; limits…</p>}
      {query.isError && (
        <p role="alert" className="text-red-700">
          {messageOf(query.error)}
        </p>
      )}
      {query.data && (
        <div className="grid gap-4 lg:grid-cols-2">
          {labs.map((lab) => {
            const limits = query.data.limits[lab.id];
            return limits ? <LabLimitsCard key={lab.id} labId={lab.id} name={lab.name} limits={limits} /> : null;
          })}
        </div>
      )}
    </section>
  );
}
