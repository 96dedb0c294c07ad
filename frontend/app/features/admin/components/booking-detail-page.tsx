import { canReview, mayDecideLab, type BookingRecord } from '@centre/contracts';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { link, paths } from '../../../config/paths';
import { AdminApiError, messageOf } from '../api/admin-http';
import { useAdminBooking } from '../api/bookings-api';
import { AuditTrail } from './audit-trail';
import { useConsoleUser } from './console-user';
import { DecisionDialog, type ConsoleStep } from './decision-dialog';
import { NotYourLab } from './not-your-lab';
import { FLAG_KIND_LABELS, formatDay, formatTime, linkClasses } from './format';
import { FlagBadge } from './flag-badge';
import { StatusBadge } from './status-badge';

/** Why a flagged booking needs a reviewer, and what they may do about it. */
function FlagNotice({ booking }: { booking: BookingRecord }) {
  const flags = booking.flags ?? [];
  if (flags.length === 0) return null;
  return (
    <section aria-label="Needs attention" className="space-y-2 rounded-xl border border-red-300 bg-red-50 p-4">
      <h3 className="text-lg font-bold text-red-900">Needs attention</h3>
      <ul className="list-disc space-y-1 pl-5 text-ink-900">
        {flags.map((f) => (
          <li key={f.operationId}>
            <span className="font-semibold">{FLAG_KIND_LABELS[f.kind]}:</span> {f.words}{' '}
            <span className="text-sm text-ink-600">(flagged {formatTime(f.at)})</span>
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-700">
        This booking was approved before. Its booker has been told by mail. Cancel it with a reason, or keep it with a note; unanswered, it stays
        flagged until its time has passed.
      </p>
    </section>
  );
}

const summaryRows = (b: BookingRecord): [string, string][] => {
  const rows: [string, string | undefined][] = [
    ['Name', b.name],
    ['User type', b.userType],
    ['Email', b.email],
    ['Contact number', b.contactNumber],
    ['Institute', b.institute],
    ['Startup name', b.startupName],
    ['Lab', b.labName],
    ['Booking date', formatDay(b.date)],
    ['Time slots', b.timeSlots.join(', ')],
    ['Facilities', b.facilities.join(', ')],
    ['Requested', formatTime(b.createdAt)],
    ['Updated', b.updatedAt !== b.createdAt ? formatTime(b.updatedAt) : undefined],
    ['Admin notes', b.adminNotes],
    ['Cancelled', b.cancelReason !== undefined ? `${b.cancelledBy === 'booker' ? 'By the booker' : 'By a reviewer'}${b.cancelReason ? `: ${b.cancelReason}` : ''}` : undefined],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '');
};

/**
 * The steps this booking still allows, each behind a confirmation that names it: approve or
 * reject while undecided, cancel (with a reason for the booker) once approved, and keep (with a
 * note) while it is flagged.
 */
function Steps({ booking, onDone }: { booking: BookingRecord; onDone: (message: string) => void }) {
  const [step, setStep] = useState<ConsoleStep | null>(null);
  const user = useConsoleUser();
  const undecided = canReview(booking.status);
  if (!undecided && booking.status !== 'approved') return null;
  if (!mayDecideLab(user, booking.lab)) return <NotYourLab lab={booking.labName} />;
  return (
    <div className="flex flex-wrap gap-3">
      {undecided ? (
        <>
          <Button onClick={() => setStep('approve')}>Approve</Button>
          <Button variant="outline" onClick={() => setStep('reject')}>
            Reject
          </Button>
        </>
      ) : (
        <>
          {(booking.flags?.length ?? 0) > 0 && <Button onClick={() => setStep('keep')}>Keep booking</Button>}
          <Button variant="outline" onClick={() => setStep('cancel')}>
            Cancel booking
          </Button>
        </>
      )}
      {step && (
        <DecisionDialog
          booking={booking}
          step={step}
          onClose={() => setStep(null)}
          onDone={(message) => {
            setStep(null);
            onDone(message);
          }}
        />
      )}
    </div>
  );
}

export function BookingDetailPage() {
  const { id = '' } = useParams();
  const titleId = useId();
  const trailId = useId();
  const query = useAdminBooking(id);
  const user = useConsoleUser();
  // Outlives the buttons, which change once the refreshed booking is decided.
  const [decision, setDecision] = useState<{ id: string; message: string } | null>(null);
  const decided = decision?.id === id ? decision.message : null;

  if (query.isPending) return <p role="status">Loading the booking…</p>;
  if (query.isError) {
    const notFound = query.error instanceof AdminApiError && query.error.status === 404;
    return (
      <div className="space-y-4">
        <p role="alert" className="text-red-700">
          {notFound ? 'No booking has this id.' : messageOf(query.error)}
        </p>
        <Link to={paths.admin} className={linkClasses}>
          Back to the bookings
        </Link>
      </div>
    );
  }
  const { booking, trail } = query.data;
  return (
    <article aria-labelledby={titleId} className="space-y-8">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={titleId} className="text-2xl font-bold">
          Booking of {booking.name}
        </h2>
        <StatusBadge status={booking.status} />
        <FlagBadge booking={booking} />
      </div>
      <p className="text-sm text-ink-600">
        Booking id <code className="font-mono">{booking.id}</code>
      </p>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {summaryRows(booking).map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink-700">{term}</dt>
            <dd className="wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      <FlagNotice booking={booking} />
      {/* Undecided: pending, or still awaiting its booker (deciding it counts as confirmed). */}
      <Steps booking={booking} onDone={(message) => setDecision({ id: booking.id, message })} />
      {decided && (
        <p role="status" className={booking.status === 'approved' ? 'font-semibold text-green-800' : 'font-semibold text-red-700'}>
          {decided}
        </p>
      )}
      <nav aria-label="This lab-day" className="flex flex-wrap gap-4">
        {user.role === 'admin' && (
          <Link to={link.adminHistory(booking.lab, booking.date)} className={linkClasses}>
            Replay this lab-day's history
          </Link>
        )}
        <Link to={link.adminLabDay(booking.lab, booking.date)} className={linkClasses}>
          See this lab-day live
        </Link>
        <Link to={paths.admin} className={linkClasses}>
          Back to the bookings
        </Link>
      </nav>
      <section className="space-y-3">
        <h3 id={trailId} className="text-xl font-bold">
          Audit trail
        </h3>
        <AuditTrail entries={trail} titleId={trailId} />
      </section>
    </article>
  );
}
