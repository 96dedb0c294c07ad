import { canReview, type BookingRecord } from '@centre/contracts';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { link, paths } from '../../../config/paths';
import { AdminApiError, messageOf } from '../api/admin-http';
import { useAdminBooking, useReviewBooking, type ReviewInput } from '../api/bookings-api';
import { AuditTrail } from './audit-trail';
import { useConsoleUser } from './console-user';
import { fieldClasses, formatTime, labelClasses, linkClasses } from './format';
import { StatusBadge } from './status-badge';

const summaryRows = (b: BookingRecord): [string, string][] => {
  const rows: [string, string | undefined][] = [
    ['Name', b.name],
    ['User type', b.userType],
    ['Email', b.email],
    ['Contact number', b.contactNumber],
    ['Institute', b.institute],
    ['Startup name', b.startupName],
    ['Lab', b.labName],
    ['Booking date', b.date],
    ['Time slots', b.timeSlots.join(', ')],
    ['Facilities', b.facilities.join(', ')],
    ['Requested', formatTime(b.createdAt)],
    ['Updated', b.updatedAt !== b.createdAt ? formatTime(b.updatedAt) : undefined],
    ['Admin notes', b.adminNotes],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== undefined && row[1] !== '');
};

function ReviewForm({ id, onDecided }: { id: string; onDecided: (message: string) => void }) {
  const fieldId = useId();
  const [notes, setNotes] = useState('');
  const review = useReviewBooking(id);
  const act = (action: ReviewInput['action']): void => {
    if (!review.isPending) review.mutate({ action, notes: notes.trim() }, { onSuccess: (answer) => onDecided(answer.message) });
  };
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={fieldId} className={labelClasses}>
          Admin Notes
        </label>
        <textarea id={fieldId} rows={3} maxLength={2000} className={fieldClasses} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </div>
      <div className="flex gap-3">
        <Button onClick={() => act('approve')} disabled={review.isPending}>
          Approve
        </Button>
        <Button variant="outline" onClick={() => act('reject')} disabled={review.isPending}>
          Reject
        </Button>
      </div>
      {review.isPending && <p role="status">Saving the decision…</p>}
      {review.isError && (
        <p role="alert" className="text-red-700">
          {messageOf(review.error)}
        </p>
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
  // Outlives the form, which goes away once the refreshed booking is no longer pending.
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
      {/* Undecided: pending, or still awaiting its booker (deciding it counts as confirmed). */}
      {canReview(booking.status) && <ReviewForm id={booking.id} onDecided={(message) => setDecision({ id: booking.id, message })} />}
      {decided && (
        <p role="status" className={booking.status === 'rejected' ? 'font-semibold text-red-700' : 'font-semibold text-green-800'}>
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
