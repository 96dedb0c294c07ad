import type { CatalogueFacility, CatalogueLab } from '@centre/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../api/admin-http';
import { useAdminCatalogue, useSetTrainingRequirement } from '../api/catalogue-api';
import { FacilityForm, RetireDialog } from './catalogue-forms';
import { columns, formatDay, tableClasses, tdClasses, thClasses } from './format';

const COLUMNS = columns(['Facility', 'Category', 'Lent', 'Training', 'Status', 'Action']);

type Acting = { kind: 'edit' | 'retire'; labId: string; facility: CatalogueFacility };

function TrainingToggle({ labId, facility, onDone }: { labId: string; facility: CatalogueFacility; onDone: (message: string) => void }) {
  const set = useSetTrainingRequirement();
  const required = facility.trainingRequired;
  return (
    <>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={required}
          disabled={facility.retired !== null || set.isPending}
          aria-label={`Training required for ${facility.name}`}
          onChange={() =>
            set.mutate(
              { labId, facilityId: facility.id, required: !required },
              { onSuccess: () => onDone(required ? `${facility.name} no longer needs training.` : `${facility.name} now needs training: only qualified bookers can book it.`) },
            )
          }
        />
        {required ? 'Required' : 'No'}
      </label>
      {set.error && (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(set.error)}
        </p>
      )}
    </>
  );
}

function LabTable({ lab, onAct, onDone }: { lab: CatalogueLab; onAct: (acting: Acting) => void; onDone: (message: string) => void }) {
  return (
    <table className={tableClasses}>
      <caption className="py-2 text-left text-lg font-bold">{lab.name}</caption>
      <thead>
        <tr>
          {COLUMNS.names.map((h) => (
            <th key={h} scope="col" className={thClasses}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lab.facilities.map((f) => (
          <tr key={f.id} className={f.retired ? 'text-ink-600' : undefined}>
            <th scope="row" className={`${tdClasses} font-semibold`}>
              {f.name}
              <span className="block text-xs font-normal text-ink-600">{f.id}</span>
            </th>
            <td {...COLUMNS.cell('Category')} className={tdClasses}>{f.category}</td>
            <td {...COLUMNS.cell('Lent')} className={tdClasses}>{f.lentWithAnother ? 'With another' : 'By the hour'}</td>
            <td {...COLUMNS.cell('Training')} className={tdClasses}>
              <TrainingToggle labId={lab.id} facility={f} onDone={onDone} />
            </td>
            <td {...COLUMNS.cell('Status')} className={tdClasses}>
              {f.retired ? `Retired ${formatDay(f.retired.retiredAt.slice(0, 10))}: ${f.retired.reason}` : 'Bookable'}
            </td>
            <td {...COLUMNS.cell('Action')} className={tdClasses}>
              {f.retired === null && (
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" onClick={() => onAct({ kind: 'edit', labId: lab.id, facility: f })} aria-label={`Edit ${f.name}`}>
                    Edit…
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => onAct({ kind: 'retire', labId: lab.id, facility: f })} aria-label={`Retire ${f.name}`}>
                    Retire…
                  </Button>
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Admins run the catalogue: add, edit, retire, training required (DESIGN section 10). */
export function CataloguePage() {
  const id = useId();
  const query = useAdminCatalogue();
  const [acting, setActing] = useState<Acting | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const finish = (message: string): void => {
    setActing(null);
    setDone(message);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Catalogue
      </h2>
      <p className="text-ink-700">Changes show in the booking form and the equipment pages within seconds; every change is recorded with who made it.</p>
      {done && (
        <p role="status" className="text-green-800">
          {done}
        </p>
      )}
      <FacilityForm onDone={setDone} />
      {acting?.kind === 'edit' && <FacilityForm key={acting.facility.id} editing={acting} onDone={finish} />}
      {query.isPending && <p role="status">Loading the catalogue…</p>}
      {query.isError && (
        <p role="alert" className="text-red-700">
          {messageOf(query.error)}
        </p>
      )}
      {query.data?.labs.map((lab) => (
        <LabTable key={lab.id} lab={lab} onAct={setActing} onDone={setDone} />
      ))}
      {acting?.kind === 'retire' && <RetireDialog labId={acting.labId} facility={acting.facility} onClose={() => setActing(null)} onDone={finish} />}
    </section>
  );
}
