import {
  canReview,
  reviewSuccessCode,
  statusAfter,
  statusTone,
  wasUpdated,
  type BookingRecord,
  type BookingStatus,
  type MessageCode,
  type ReviewAction,
} from '@centre/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Card, cn, STATUS_TONE_CLASSES } from '../../../components/ui';
import * as bookingModule from '../../../content/booking';
import { useBookingChoices } from '../../../hooks/use-booking-choices';
import { useContent, useFormat, useMessage, useMessages, type Notice as Said } from '../../../lib/i18n';
import { decideBooking, loadBooking, type LoadResult } from '../api/review-api';
import { AuditTrail } from './audit-trail';
import { formatDay, formatInstant } from './review-format';

const resultClasses = (status: BookingStatus): string =>
  status === 'approved'
    ? 'border-green-700/30 bg-green-50 text-green-900'
    : 'border-red-700/30 bg-red-50 text-red-900';

const actionBase =
  'inline-flex items-center justify-center rounded-full px-6 py-2.5 font-semibold text-white shadow-sm transition-colors';

/** How a reopened link words a booking no one can decide any more. */
const decisionCode = (status: BookingStatus): MessageCode =>
  status === 'approved'
    ? 'review.alreadyApproved'
    : status === 'rejected'
      ? 'review.alreadyRejected'
      : status === 'expired'
        ? 'review.alreadyExpired'
        : 'review.alreadyCancelled';

export const reviewQueryKey = (id: string, token: string | undefined) =>
  ['booking-review', id, token ?? ''] as const;

function Spinner({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-3 text-ink-700">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
      />
      {label}
    </p>
  );
}

function Notice({ tone, children }: { tone: 'error' | 'info'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'rounded-xl border px-4 py-3 font-medium',
        tone === 'error'
          ? 'border-red-700/30 bg-red-50 text-red-800'
          : 'border-ink-200 bg-white text-ink-700',
      )}
    >
      {children}
    </p>
  );
}

export interface ReviewPageProps {
  id: string | undefined;
  token: string | undefined;
}

/** The booking review page (spec 2, 4, 5 and 8), with the booking's audit trail. */
export function ReviewPage({ id, token }: ReviewPageProps) {
  const { reviewContent } = useContent('booking', bookingModule);
  const { review: REVIEW_MESSAGES } = useMessages();
  const query = useQuery({
    queryKey: reviewQueryKey(id ?? '', token),
    queryFn: () => loadBooking(id ?? '', token),
    enabled: Boolean(id),
    retry: false,
  });

  let body: ReactNode;
  if (!id) body = <Notice tone="info">{reviewContent.missingId}</Notice>;
  else if (query.isPending) body = <Spinner label={reviewContent.loading} />;
  else if (query.isError || query.data.kind === 'failed')
    body = <Notice tone="error">{REVIEW_MESSAGES.loadFailed}</Notice>;
  else if (query.data.kind === 'unauthorised')
    body = <Notice tone="error">{reviewContent.unauthorised}</Notice>;
  else if (query.data.kind === 'not-found')
    body = <Notice tone="error">{REVIEW_MESSAGES.notFound}</Notice>;
  else body = <BookingReview id={id} token={token} result={query.data} />;

  return (
    <section aria-labelledby="review-title" className="bg-paper py-12 sm:py-16">
      <div className="container-page max-w-3xl">
        <h1 id="review-title" className="mb-8 text-4xl font-extrabold">
          {REVIEW_MESSAGES.heading}
        </h1>
        {body}
      </div>
    </section>
  );
}

function BookingReview({
  id,
  token,
  result,
}: {
  id: string;
  token: string | undefined;
  result: Extract<LoadResult, { kind: 'found' }>;
}) {
  const { booking, history } = result;
  const { reviewContent, bookingChoices } = useContent('booking', bookingModule);
  const { review: REVIEW_MESSAGES } = useMessages();
  const message = useMessage();
  const choices = useBookingChoices(bookingChoices);
  const format = useFormat();
  const client = useQueryClient();
  const notesId = useId();
  const [notes, setNotes] = useState('');
  /** Set once this page decided: a reopened link shows the decision as it stands, not a success. */
  const [decidedHere, setDecidedHere] = useState(false);
  /** Kept as what happened, so the words follow the language on screen. */
  const [failure, setFailure] = useState<
    { kind: 'network' } | { kind: 'refused'; reason: Said } | undefined
  >(undefined);
  const mutation = useMutation({
    mutationFn: (action: ReviewAction) => decideBooking(id, token, action, notes.trim()),
    onSuccess: (outcome, action) => {
      if (outcome.kind === 'done') {
        setDecidedHere(true);
        // The spec's page keeps the new status and the notes locally; the trail comes fresh.
        const next: BookingRecord = {
          ...booking,
          status: statusAfter(action),
          ...(notes.trim() ? { adminNotes: notes.trim() } : {}),
        };
        const data: LoadResult = { kind: 'found', booking: next, history };
        client.setQueryData(reviewQueryKey(id, token), () => data);
        void client.invalidateQueries({ queryKey: reviewQueryKey(id, token) });
        return;
      }
      setFailure(
        outcome.kind === 'network'
          ? { kind: 'network' }
          : { kind: 'refused', reason: outcome.message },
      );
      // Someone else may have decided first: show what the booking really is now.
      if (outcome.kind === 'refused')
        void client.invalidateQueries({ queryKey: reviewQueryKey(id, token) });
    },
    onError: () => setFailure({ kind: 'network' }),
  });

  const act = (action: ReviewAction): void => {
    if (mutation.isPending) return;
    setFailure(undefined);
    mutation.mutate(action);
  };

  const { labels } = reviewContent;
  const rows: Array<[string, ReactNode]> = [
    [labels.name, booking.name],
    [labels.userType, choices.userType(booking.userType)],
    [labels.emailAddress, booking.email],
    ...(booking.contactNumber
      ? [[labels.contactNumber, booking.contactNumber] as [string, ReactNode]]
      : []),
    ...(booking.institute
      ? [[labels.institute, choices.institute(booking.institute)] as [string, ReactNode]]
      : []),
    ...(booking.startupName
      ? [[labels.startupName, booking.startupName] as [string, ReactNode]]
      : []),
    [labels.lab, booking.labName],
    [labels.date, <time dateTime={booking.date}>{formatDay(booking.date, format)}</time>],
    [labels.timeSlots, booking.timeSlots.map(choices.slot).join(', ')],
    [labels.facilities, booking.facilities.join(', ')],
    [
      labels.createdAt,
      <time dateTime={booking.createdAt}>{formatInstant(booking.createdAt, format)}</time>,
    ],
    ...(wasUpdated(booking)
      ? [
          [
            labels.updatedAt,
            <time dateTime={booking.updatedAt}>{formatInstant(booking.updatedAt, format)}</time>,
          ] as [string, ReactNode],
        ]
      : []),
    ...(booking.adminNotes ? [[labels.adminNotes, booking.adminNotes] as [string, ReactNode]] : []),
  ];
  const pending = canReview(booking.status);

  return (
    <>
      <Card as="div" className="p-6 sm:p-8">
        <h2 className="sr-only">{reviewContent.summaryHeading}</h2>
        <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-[12rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-semibold text-ink-600">{label}</dt>
              <dd className="text-ink-900">{value}</dd>
            </div>
          ))}
          <div className="contents">
            <dt className="text-sm font-semibold text-ink-600">{labels.status}</dt>
            <dd>
              <span
                data-tone={statusTone(booking.status)}
                className={cn(
                  'inline-block rounded-full px-3 py-1 text-sm font-bold tracking-wide ring-1',
                  STATUS_TONE_CLASSES[statusTone(booking.status)],
                )}
              >
                {reviewContent.statuses[booking.status]}
              </span>
            </dd>
          </div>
        </dl>

        {pending ? (
          <div className="mt-8 border-t border-ink-100 pt-6">
            <label htmlFor={notesId} className="block text-sm font-semibold text-ink-700">
              {REVIEW_MESSAGES.adminNotes}
            </label>
            <textarea
              id={notesId}
              rows={4}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              placeholder={reviewContent.notesPlaceholder}
              className="mt-1.5 block w-full rounded-xl border border-ink-200 bg-white px-4 py-2.5 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none"
            />
            <div className="mt-5 flex flex-wrap gap-3">
              {mutation.isPending ? (
                <Spinner label={reviewContent.processing} />
              ) : (
                <>
                  <button
                    type="button"
                    className={cn(actionBase, 'bg-green-700 hover:bg-green-800')}
                    onClick={() => act('approve')}
                  >
                    {REVIEW_MESSAGES.approve}
                  </button>
                  <button
                    type="button"
                    className={cn(actionBase, 'bg-red-700 hover:bg-red-800')}
                    onClick={() => act('reject')}
                  >
                    {REVIEW_MESSAGES.reject}
                  </button>
                </>
              )}
            </div>
          </div>
        ) : (
          <p
            role="status"
            className={cn(
              'mt-8 rounded-xl border px-4 py-3 font-semibold',
              resultClasses(booking.status),
            )}
          >
            {decidedHere
              ? message(reviewSuccessCode(booking.status === 'approved' ? 'approve' : 'reject'))
              : message(decisionCode(booking.status))}
          </p>
        )}
        {failure && (
          <p
            role="alert"
            className="mt-4 rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 font-medium text-red-800"
          >
            {failure.kind === 'network'
              ? REVIEW_MESSAGES.actionNetworkFailure
              : [REVIEW_MESSAGES.actionFailed, message(failure.reason)].filter(Boolean).join(': ')}
          </p>
        )}
      </Card>
      <AuditTrail entries={history} />
    </>
  );
}
