import { labName, trainingFacilitiesIn, type QualificationEntry } from '@centre/contracts';
import { useDeferredValue, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../api/admin-http';
import { useBookableCatalogue } from '../api/catalogue-api';
import { useQualifications } from '../api/training-api';
import { columns, fieldClasses, formatDay, formatTime, labelClasses, tableClasses, tdClasses } from './format';
import { TableHead } from './table-head';
import { TrainingGrantForm } from './training-grant-form';
import { TrainingRevokeDialog } from './training-revoke-dialog';

const QUALIFICATION_COLUMNS = columns(['Booker', 'Facility', 'Expires', 'Granted', 'Note', 'Action']);

/**
 * Training qualifications: who may book which training-required facility. Staff grant them,
 * list the current ones (filtered by email or facility) and revoke them with a reason.
 */
export function TrainingPage() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [facility, setFacility] = useState('');
  // Typing in the filter asks the server once the input settles, not at every key.
  const query = useQualifications({ email: useDeferredValue(email), facility });
  const [revoking, setRevoking] = useState<QualificationEntry | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const catalogue = useBookableCatalogue();
  const labs = catalogue.data ?? [];

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Training
      </h2>
      <p className="text-ink-700">
        Only bookers holding a current qualification can book a training-required facility. A qualification counts up to and
        including its expiry date.
      </p>
      {done && (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-green-800">
          {done}
        </p>
      )}
      {catalogue.isError && (
        <p role="alert" className="text-red-700">
          The catalogue could not be loaded, so no facility can be chosen yet: {messageOf(catalogue.error)}
        </p>
      )}
      <TrainingGrantForm labs={labs} />
      <div role="search" aria-label="Filter qualifications" className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-email`} className={labelClasses}>
            Booker’s email contains
          </label>
          <input id={`${id}-email`} type="search" className={fieldClasses} value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-facility`} className={labelClasses}>
            Facility
          </label>
          <select id={`${id}-facility`} className={fieldClasses} value={facility} onChange={(e) => setFacility(e.target.value)}>
            <option value="">Every training-required facility</option>
            {trainingFacilitiesIn(labs).map((entry) => (
              <optgroup key={entry.lab} label={labName(entry.lab)}>
                {entry.facilities.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      </div>
      {query.isPending && <p role="status">Loading qualifications…</p>}
      {query.isError && (
        <p role="alert" className="text-red-700">
          {messageOf(query.error)}
        </p>
      )}
      {query.data && query.data.qualifications.length === 0 && (
        <p className="rounded-xl border border-dashed border-ink-200 p-4 text-ink-600">
          {email.trim() !== '' || facility !== '' ? 'No current qualification matches these filters.' : 'No booker holds a current qualification yet.'}
        </p>
      )}
      {query.data && query.data.qualifications.length > 0 && (
        <div className="overflow-x-auto">
          <table className={tableClasses}>
            <caption className="sr-only">Current training qualifications</caption>
            <TableHead names={QUALIFICATION_COLUMNS.names} />
            <tbody>
              {query.data.qualifications.map((q) => (
                <tr key={`${q.email}|${q.facilityId}`}>
                  <th scope="row" className={`${tdClasses} font-semibold break-all`}>
                    {q.email}
                  </th>
                  <td {...QUALIFICATION_COLUMNS.cell('Facility')} className={tdClasses}>
                    {q.facilityName}
                    <span className="block text-xs text-ink-600">{labName(q.lab)}</span>
                  </td>
                  <td {...QUALIFICATION_COLUMNS.cell('Expires')} className={`${tdClasses} whitespace-nowrap`}>
                    {q.expiresOn === null ? 'Never' : formatDay(q.expiresOn)}
                  </td>
                  <td {...QUALIFICATION_COLUMNS.cell('Granted')} className={tdClasses}>
                    {formatTime(q.grantedAt)}
                    <span className="block text-xs text-ink-600">by {q.grantedBy}</span>
                  </td>
                  <td {...QUALIFICATION_COLUMNS.cell('Note')} className={tdClasses}>
                    {q.note === '' ? '—' : q.note}
                  </td>
                  <td {...QUALIFICATION_COLUMNS.cell('Action')} className={tdClasses}>
                    <Button size="sm" variant="outline" onClick={() => setRevoking(q)} aria-label={`Revoke ${q.email} for the ${q.facilityName}`}>
                      Revoke
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {revoking && (
        <TrainingRevokeDialog
          qualification={revoking}
          onClose={() => setRevoking(null)}
          onDone={(message) => {
            setRevoking(null);
            setDone(message);
          }}
        />
      )}
    </section>
  );
}
