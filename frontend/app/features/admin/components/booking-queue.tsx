import { mayDecideLab, type BookingRecord } from '@centre/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { link } from '../../../config/paths';
import { messageOf } from '../api/admin-http';
import { useBookingQueue } from '../api/bookings-api';
import { useConsoleUser } from './console-user';
import { DecisionDialog, type ConsoleStep } from './decision-dialog';
import { formatDay, formatTime, linkClasses } from './format';
import { labsInWords } from './lab-picker';
import { NotYourLab } from './not-your-lab';
import { FlagBadge } from './flag-badge';
import { StatusBadge } from './status-badge';

/** The deadline that decides what happens next: the booker's confirmation, then the lab's decision. */
const deadlineOf = (b: BookingRecord): string | undefined =>
  b.status === 'requested' ? (b.confirmBy ? `Booker confirms by ${formatTime(b.confirmBy)}` : undefined) : b.decideBy ? `Decide by ${formatTime(b.decideBy)}` : undefined;

/**
 * The reviewers' queue, above the full list: what waits for a decision, the request that
 * would lapse soonest first (a request not yet confirmed may be decided too: it then counts as
 * confirmed). A list of cards rather than a table, so that status and actions stay on screen
 * at any width.
 */
export function BookingQueue() {
  const id = useId();
  const [page, setPage] = useState(1);
  // A reviewer given labs opens on them; the labs are remembered to offer the way back.
  const [everyLabFrom, setEveryLabFrom] = useState<string[] | null>(null);
  const query = useBookingQueue(page, everyLabFrom !== null);
  const user = useConsoleUser();
  const [acting, setActing] = useState<{ booking: BookingRecord; step: ConsoleStep } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const data = query.data;
  const myLabs = data?.myLabs;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-2xl border border-accent-300 bg-accent-100/40 p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Waiting for a decision{myLabs ? ' in your labs' : ''}
        {data ? ` (${data.total})` : ''}
      </h2>
      {myLabs && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
          <span>Your labs: {labsInWords(myLabs)}.</span>
          <Button size="sm" variant="outline" onClick={() => (setEveryLabFrom(myLabs), setPage(1))}>
            Show every lab
          </Button>
        </p>
      )}
      {everyLabFrom && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
          <span>Every lab.</span>
          <Button size="sm" variant="outline" onClick={() => (setEveryLabFrom(null), setPage(1))}>
            Show only my labs ({labsInWords(everyLabFrom)})
          </Button>
        </p>
      )}
      {query.isError && (
        <p role="alert" className="text-red-700">
          {messageOf(query.error)}
        </p>
      )}
      {done && (
        <p role="status" className="font-semibold text-green-800">
          {done}
        </p>
      )}
      {data?.attention && data.attention.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-lg font-bold text-red-900">Needs attention ({data.attention.length})</h3>
          <p className="text-sm text-ink-600">Approved bookings a closure, an outage or a retired facility has caught since: cancel or keep each.</p>
          <ul aria-label="Approved bookings that need attention" className="grid gap-3">
            {data.attention.map((b) => (
              <li key={b.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-red-200">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link to={link.adminBooking(b.id)} className={linkClasses} aria-label={`Open booking of ${b.name} on ${b.date}, which needs attention`}>
                    {b.name}
                  </Link>
                  <span className="flex flex-wrap gap-1">
                    <StatusBadge status={b.status} />
                    <FlagBadge booking={b} />
                  </span>
                </div>
                <p className="mt-1 text-sm text-ink-800">
                  {b.labName} · {formatDay(b.date)} · {b.timeSlots.join(', ')}
                </p>
                <p className="text-sm break-words text-red-900">{(b.flags ?? []).map((f) => f.words).join('; ')}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      {data && data.total === 0 && <p className="text-ink-700">Nothing waits for a decision{myLabs ? ' in your labs' : ''}.</p>}
      {data && data.items.length > 0 && (
        <>
          <p className="text-sm text-ink-600">The nearest deadline first. Unanswered, a request lapses at its deadline and its slots are freed.</p>
          <ul aria-label="Bookings waiting for a decision" className="grid gap-3">
            {data.items.map((b) => {
              const deadline = deadlineOf(b);
              const what = `booking of ${b.name} on ${b.date}`;
              return (
                <li key={b.id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-ink-100">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Link to={link.adminBooking(b.id)} className={linkClasses} aria-label={`Open ${what}`}>
                      {b.name}
                    </Link>
                    <StatusBadge status={b.status} />
                  </div>
                  <p className="mt-1 text-sm text-ink-800">
                    {b.labName} · {formatDay(b.date)} · {b.timeSlots.join(', ')}
                  </p>
                  <p className="text-sm break-words text-ink-600">{b.facilities.join(', ')}</p>
                  {deadline && <p className="mt-1 text-sm font-semibold text-accent-700">{deadline}</p>}
                  {mayDecideLab(user, b.lab) ? (
                    <div className="mt-3 flex flex-wrap gap-2">
                      <Button size="sm" aria-label={`Approve ${what}`} onClick={() => setActing({ booking: b, step: 'approve' })}>
                        Approve
                      </Button>
                      <Button size="sm" variant="outline" aria-label={`Reject ${what}`} onClick={() => setActing({ booking: b, step: 'reject' })}>
                        Reject
                      </Button>
                    </div>
                  ) : (
                    <NotYourLab lab={b.labName} />
                  )}
                </li>
              );
            })}
          </ul>
          {pageCount > 1 && <Pager page={data.page} pageCount={pageCount} onPageChange={setPage} label="Queue pages" />}
        </>
      )}
      {acting && (
        <DecisionDialog
          booking={acting.booking}
          step={acting.step}
          onClose={() => setActing(null)}
          onDone={(message) => {
            setActing(null);
            setDone(`${acting.booking.name}: ${message}`);
          }}
        />
      )}
    </section>
  );
}
