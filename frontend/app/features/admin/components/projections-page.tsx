import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { messageOf } from '../api/admin-http';
import type { ProjectionState, RebuildRecord } from '@centre/contracts';
import { useProjections, useRebuildProjection } from '../api/projections-api';
import { useConsoleUser } from './console-user';
import { columns, formatTime, tableClasses, tdClasses } from './format';
import { TableHead } from './table-head';

const PROJECTION_COLUMNS = columns(['Projection', 'Status', 'Checkpoint', 'Head', 'Lag (events)', 'Lag (ms)', 'Events per second', 'Generation', 'Last error', 'Rebuild']);

const number = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

function RebuildState({ projection, record }: { projection: ProjectionState; record: RebuildRecord | undefined }) {
  const running = projection.rebuild;
  if (running) {
    const target = Math.max(running.head, 1);
    // While the log is folded in memory nothing is stored yet: show how far the fold has read.
    const reached = Math.max(running.checkpoint, running.foldedTo);
    return (
      <div>
        <label className="block text-xs">
          Rebuilding: {reached} of {running.head} events
          <progress className="mt-1 block w-32" max={target} value={Math.min(reached, target)} />
        </label>
      </div>
    );
  }
  if (!record) return null;
  if (record.state === 'running') return <span>Rebuild starting…</span>;
  if (record.state === 'failed') return <span className="text-red-700">Rebuild failed: {record.error}</span>;
  return (
    <span className="text-green-800">
      Rebuild completed at {formatTime(record.finishedAt)} ({record.result.events} events in {number.format(record.result.durationMs)} ms)
    </span>
  );
}

/** Every projection's figures, polled every 1.5 s; admins may rebuild one without downtime. */
export function ProjectionsPage() {
  const id = useId();
  const user = useConsoleUser();
  const query = useProjections();
  const rebuild = useRebuildProjection();
  const data = query.data;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Projections
      </h2>
      {query.isPending && <p role="status">Loading the projections…</p>}
      {query.isError && (
        <p role="alert" className="text-red-700">
          {messageOf(query.error)}
        </p>
      )}
      {rebuild.isError && (
        <p role="alert" className="text-red-700">
          {messageOf(rebuild.error)}
        </p>
      )}
      {data && (
        <>
          <p className="text-sm text-ink-600">
            Head of the log: position {data.head} · {data.ready ? 'every projection is live' : 'some projections are catching up'}
          </p>
          <div className="overflow-x-auto">
            <table className={tableClasses}>
              <caption className="sr-only">Projections with their checkpoint, lag, rate and status, refreshed every few seconds</caption>
              <TableHead names={PROJECTION_COLUMNS.names} />
              <tbody>
                {data.projections.map((p) => {
                  const record = data.rebuilds.find((r) => r.projection === p.projection);
                  const busy = p.rebuild !== null || record?.state === 'running';
                  return (
                    <tr key={p.projection}>
                      <th scope="row" className={`${tdClasses} font-semibold`}>
                        {p.projection}
                      </th>
                      <td {...PROJECTION_COLUMNS.cell('Status')} className={tdClasses}>{p.status}</td>
                      <td {...PROJECTION_COLUMNS.cell('Checkpoint')} className={tdClasses}>{p.checkpoint}</td>
                      <td {...PROJECTION_COLUMNS.cell('Head')} className={tdClasses}>{p.head}</td>
                      <td {...PROJECTION_COLUMNS.cell('Lag (events)')} className={tdClasses}>{p.lagEvents}</td>
                      <td {...PROJECTION_COLUMNS.cell('Lag (ms)')} className={tdClasses}>{number.format(p.lagMs)}</td>
                      <td {...PROJECTION_COLUMNS.cell('Events per second')} className={tdClasses}>{number.format(p.eventsPerSecond)}</td>
                      <td {...PROJECTION_COLUMNS.cell('Generation')} className={tdClasses}>{p.generation}</td>
                      <td {...PROJECTION_COLUMNS.cell('Last error')} className={tdClasses}>
                        {p.lastError ? `${p.lastError.message}${p.lastError.position !== null ? ` (event at ${p.lastError.position})` : ''}` : 'None'}
                      </td>
                      <td className={`${tdClasses} space-y-1`} aria-live="polite">
                        {user.role === 'admin' && (
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={busy || rebuild.isPending}
                            onClick={() => rebuild.mutate(p.projection)}
                            aria-label={`Rebuild ${p.projection}`}
                          >
                            Rebuild
                          </Button>
                        )}
                        <RebuildState projection={p} record={record} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
