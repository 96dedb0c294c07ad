import { labName, type Closure, type Outage } from '@centre/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../api/admin-http';
import { useFacilityName } from '../api/catalogue-api';
import { useEndOutage, useLabOperations, useLiftClosure } from '../api/operations-api';
import { columns, formatDay, tableClasses, tdClasses } from './format';
import { ConfirmDialog } from './confirm-dialog';
import { TableHead } from './table-head';
import { ClosureForm, OutageForm } from './operations-forms';

const CLOSURE_COLUMNS = columns(['Where', 'Days', 'Reason', 'Declared by', 'Action']);
const OUTAGE_COLUMNS = columns(['Facility', 'From', 'Until', 'Kind', 'Declared by', 'Action']);

type Pending = { kind: 'lift'; closure: Closure } | { kind: 'end'; outage: Outage };

const days = (c: Closure): string => (c.from === c.to ? formatDay(c.from) : `${formatDay(c.from)} – ${formatDay(c.to)}`);
const at = (time: string): string => `${formatDay(time.slice(0, 10))} ${time.slice(11)}`;

/** Lifting a closure or ending an outage, behind one confirmation like the queue's. */
function UndoDialog({ pending, onClose, onDone }: { pending: Pending; onClose: () => void; onDone: (message: string) => void }) {
  const lift = useLiftClosure();
  const end = useEndOutage();
  const facilityName = useFacilityName();
  const busy = lift.isPending || end.isPending;
  const failure = lift.error ?? end.error;
  const title =
    pending.kind === 'lift'
      ? `Lift the closure of ${pending.closure.labId ? labName(pending.closure.labId) : 'the whole centre'}?`
      : `End the outage of ${facilityName(pending.outage.facilityId)} now?`;
  const confirm = (): void => {
    if (pending.kind === 'lift') {
      const { closureId, labId } = pending.closure;
      lift.mutate({ closureId, labId }, { onSuccess: () => onDone('Closure lifted: its days can be booked again.') });
    } else {
      const { outageId, labId } = pending.outage;
      end.mutate({ outageId, labId }, { onSuccess: () => onDone('Outage ended: the facility can be booked again from now on.') });
    }
  };
  return (
    <ConfirmDialog
      title={title}
      confirm={pending.kind === 'lift' ? 'Yes, lift it' : 'Yes, end it now'}
      busy={busy}
      failure={failure}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="text-ink-700">
        {pending.kind === 'lift' ? `${days(pending.closure)}: ${pending.closure.reason}` : `${at(pending.outage.from)} – ${at(pending.outage.until)}`}
      </p>
      <p className="text-sm text-ink-600">Bookings already cancelled because of it stay cancelled.</p>
    </ConfirmDialog>
  );
}

/** Admins' closures and outages, current and coming: declare, lift, end (DESIGN section 10). */
export function OperationsPage() {
  const id = useId();
  const query = useLabOperations();
  const facilityName = useFacilityName();
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const finish = (message: string): void => {
    setPending(null);
    setDone(message);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Operations
      </h2>
      <p className="text-ink-700">Closures and outages stop new bookings at once; the booking form shows them live.</p>
      {done && (
        <p role="status" className="text-green-800">
          {done}
        </p>
      )}
      {query.isPending && <p role="status">Loading closures and outages…</p>}
      {query.isError && (
        <p role="alert" className="text-red-700">
          {messageOf(query.error)}
        </p>
      )}
      {query.data && (
        <>
          <h3 className="text-lg font-bold">Closures</h3>
          {query.data.closures.length === 0 ? (
            <p className="text-ink-600">No closure is in force or coming.</p>
          ) : (
            <table className={tableClasses}>
              <caption className="sr-only">Closures in force or coming</caption>
              <TableHead names={CLOSURE_COLUMNS.names} />
              <tbody>
                {query.data.closures.map((c) => (
                  <tr key={c.closureId}>
                    <th scope="row" className={`${tdClasses} font-semibold`}>
                      {c.labId ? labName(c.labId) : 'The whole centre'}
                    </th>
                    <td {...CLOSURE_COLUMNS.cell('Days')} className={tdClasses}>{days(c)}</td>
                    <td {...CLOSURE_COLUMNS.cell('Reason')} className={tdClasses}>{c.reason}</td>
                    <td {...CLOSURE_COLUMNS.cell('Declared by')} className={tdClasses}>{c.declaredBy}</td>
                    <td {...CLOSURE_COLUMNS.cell('Action')} className={tdClasses}>
                      <Button size="sm" variant="outline" onClick={() => setPending({ kind: 'lift', closure: c })}>
                        Lift…
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h3 className="text-lg font-bold">Outages</h3>
          {query.data.outages.length === 0 ? (
            <p className="text-ink-600">No facility is out of service now or soon.</p>
          ) : (
            <table className={tableClasses}>
              <caption className="sr-only">Outages in force or coming</caption>
              <TableHead names={OUTAGE_COLUMNS.names} />
              <tbody>
                {query.data.outages.map((o) => (
                  <tr key={o.outageId}>
                    <th scope="row" className={`${tdClasses} font-semibold`}>
                      {facilityName(o.facilityId)}
                      <span className="block text-xs font-normal text-ink-600">{labName(o.labId)}</span>
                    </th>
                    <td {...OUTAGE_COLUMNS.cell('From')} className={`${tdClasses} whitespace-nowrap`}>{at(o.from)}</td>
                    <td {...OUTAGE_COLUMNS.cell('Until')} className={`${tdClasses} whitespace-nowrap`}>{at(o.until)}</td>
                    <td {...OUTAGE_COLUMNS.cell('Kind')} className={tdClasses}>
                      {o.kind}
                      {o.reason && `: ${o.reason}`}
                    </td>
                    <td {...OUTAGE_COLUMNS.cell('Declared by')} className={tdClasses}>{o.declaredBy}</td>
                    <td {...OUTAGE_COLUMNS.cell('Action')} className={tdClasses}>
                      <Button size="sm" variant="outline" onClick={() => setPending({ kind: 'end', outage: o })}>
                        End now…
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      <ClosureForm onDone={setDone} />
      <OutageForm onDone={setDone} />
      {pending && <UndoDialog pending={pending} onClose={() => setPending(null)} onDone={finish} />}
    </section>
  );
}
