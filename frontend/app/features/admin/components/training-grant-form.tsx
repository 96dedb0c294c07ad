import { QUALIFICATION_NOTE_MAX_LENGTH, labName, trainingFacilitiesIn, type GrantQualificationRequest, type Lab } from '@centre/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { AdminApiError, messageOf } from '../api/admin-http';
import { useGrantQualification } from '../api/training-api';
import { fieldClasses, labelClasses } from './format';

type Field = 'email' | 'facilityId' | 'expiresOn' | 'note';
const EMPTY = { email: '', lab: '', facilityId: '', expiresOn: '', note: '' };

/**
 * Grant (or renew) a booker's qualification: email, lab → one of its training-required facilities
 * (the current catalogue's, as the server judges the grant), expiry, note.
 */
export function TrainingGrantForm({ labs }: { labs: readonly Lab[] }) {
  const id = useId();
  const grant = useGrantQualification();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState<string | null>(null);
  const offered = trainingFacilitiesIn(labs);
  const facilities = offered.find((entry) => entry.lab === values.lab)?.facilities ?? [];

  const set = (field: keyof typeof EMPTY, value: string): void => {
    setValues((v) => ({ ...v, [field]: value, ...(field === 'lab' && { facilityId: '' }) }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (grant.isPending) return;
    setDone(null);
    const input: GrantQualificationRequest = {
      email: values.email,
      facilityId: values.facilityId,
      ...(values.expiresOn !== '' && { expiresOn: values.expiresOn }),
      ...(values.note.trim() !== '' && { note: values.note }),
    };
    grant.mutate(input, {
      onSuccess: () => {
        const name = facilities.find((f) => f.id === values.facilityId)?.name ?? values.facilityId;
        setDone(`Granted: ${values.email.trim().toLowerCase()} may book the ${name}. The booker is mailed.`);
        setValues(EMPTY);
        setErrors({});
      },
      onError: (error) => {
        if (error instanceof AdminApiError) setErrors(error.errors as Partial<Record<Field, string>>);
      },
    });
  };

  const describe = (field: Field) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {};
  const errorOf = (field: Field) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
        {errors[field]}
      </p>
    );
  const fieldErrorsShown = grant.error instanceof AdminApiError && Object.keys(grant.error.errors).length > 0;

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl bg-paper p-4">
      <h3 id={`${id}-title`} className="text-lg font-bold">
        Grant a qualification
      </h3>
      <p className="text-sm text-ink-600">Granting again renews it: the new expiry and note replace the old ones.</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <label htmlFor={`${id}-email`} className={labelClasses}>
            Booker’s email
          </label>
          <input id={`${id}-email`} type="email" autoComplete="off" className={fieldClasses} value={values.email} onChange={(e) => set('email', e.target.value)} {...describe('email')} />
          {errorOf('email')}
        </div>
        <div>
          <label htmlFor={`${id}-lab`} className={labelClasses}>
            Lab
          </label>
          <select id={`${id}-lab`} className={fieldClasses} value={values.lab} onChange={(e) => set('lab', e.target.value)}>
            <option value="">Choose a lab</option>
            {offered.map((entry) => (
              <option key={entry.lab} value={entry.lab}>
                {labName(entry.lab)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-facility`} className={labelClasses}>
            Facility (training required)
          </label>
          <select
            id={`${id}-facility`}
            className={fieldClasses}
            value={values.facilityId}
            disabled={values.lab === ''}
            onChange={(e) => set('facilityId', e.target.value)}
            {...describe('facilityId')}
          >
            <option value="">{values.lab === '' ? 'Choose a lab first' : 'Choose a facility'}</option>
            {facilities.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
          </select>
          {errorOf('facilityId')}
        </div>
        <div>
          <label htmlFor={`${id}-expiry`} className={labelClasses}>
            Expires after (optional)
          </label>
          <input id={`${id}-expiry`} type="date" className={fieldClasses} value={values.expiresOn} onChange={(e) => set('expiresOn', e.target.value)} {...describe('expiresOn')} />
          {errorOf('expiresOn')}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-note`} className={labelClasses}>
            Note (optional, mailed to the booker)
          </label>
          <input id={`${id}-note`} maxLength={QUALIFICATION_NOTE_MAX_LENGTH} className={fieldClasses} value={values.note} onChange={(e) => set('note', e.target.value)} {...describe('note')} />
          {errorOf('note')}
        </div>
      </div>
      <Button type="submit" disabled={grant.isPending}>
        {grant.isPending ? 'Granting…' : 'Grant qualification'}
      </Button>
      {grant.isError && !fieldErrorsShown && (
        <p role="alert" className="text-red-700">
          {messageOf(grant.error)}
        </p>
      )}
      {done && (
        <p role="status" className="text-green-800">
          {done}
        </p>
      )}
    </form>
  );
}
