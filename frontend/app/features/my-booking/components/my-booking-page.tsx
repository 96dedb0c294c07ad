import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import {
  bookingCalendar,
  CENTRE_TIMEZONE_DEFAULT,
  googleCalendarLink,
  statusTone,
  type BookerBooking,
} from '@centre/contracts';
import { BookingSummary, type SummaryRow } from '../../../components/booking-summary';
import { Card, cn, STATUS_TONE_CLASSES } from '../../../components/ui';
import { bookerButtonBase, Notice, StepNotice, useStepNews } from './booker-notice';
import { LinkedPage } from './linked-page';
import * as bookingModule from '../../../content/booking';
import * as siteModule from '../../../content/site';
import { useContent, useFormat, useMessage } from '../../../lib/i18n';
import { cancelMyBooking, confirmMyBooking, loadMyBooking } from '../api/my-booking-api';

export const myBookingQueryKey = (id: string) => ['my-booking', id] as const;

export interface MyBookingPageProps {
  id: string | undefined;
  token: string | undefined;
}

/** The booker's page (opened from any of their mails): status, history, details, calendar, cancel. */
export function MyBookingPage({ id, token }: MyBookingPageProps) {
  const { myBookingContent: texts } = useContent('booking', bookingModule);
  const message = useMessage();
  const words = {
    title: texts.heading,
    missingLink: texts.missingLink,
    loadFailed: message('review.loadFailed'),
    unauthorised: message,
    notFound: message('review.notFound'),
  };
  return (
    <LinkedPage titleId="my-booking-title" titleSize="text-4xl" id={id} token={token} queryKey={myBookingQueryKey} load={loadMyBooking} words={words}>
      {(booking, id, token) => <MyBooking id={id} token={token} booking={booking} />}
    </LinkedPage>
  );
}

function MyBooking({ id, token, booking }: { id: string; token: string; booking: BookerBooking }) {
  const { myBookingContent: texts, bookingSummaryLabels, bookingChoices } = useContent('booking', bookingModule);
  const { site } = useContent('site', siteModule);
  const format = useFormat();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const { news, afterStep } = useStepNews(myBookingQueryKey(id));
  const { record, history, canCancel, cancelUntil } = booking;
  // The server names `cancelUntil` only before the first slot starts: past it, the lab's notice is why.
  const noticePassed = !canCancel && cancelUntil !== undefined;

  // Opening the page from the first mail is the confirmation (idempotent on the server).
  const confirmation = useMutation({
    mutationFn: () => confirmMyBooking(id, token),
    onSuccess: afterStep(texts.justConfirmed),
  });
  const asked = useRef(false);
  useEffect(() => {
    if (record.status === 'requested' && !asked.current) {
      asked.current = true;
      confirmation.mutate();
    }
  }, [record.status, confirmation]);

  const cancellation = useMutation({
    mutationFn: () => cancelMyBooking(id, token, reason.trim()),
    onSuccess: (outcome) => {
      setAsking(false);
      afterStep(texts.cancelled)(outcome);
    },
  });

  const tone = statusTone(record.status);
  const before: SummaryRow[] = [
    [texts.labels.name, record.name],
    [texts.labels.emailAddress, record.email],
  ];
  const after: SummaryRow[] = [
    ...(record.adminNotes ? [[texts.labels.notes, record.adminNotes] as const] : []),
    ...(record.cancelReason ? [[texts.labels.reason, record.cancelReason] as const] : []),
    [texts.where, `${record.labName}, ${site.address}`],
  ];
  const ics = record.status === 'approved' ? bookingCalendar(record, 'PUBLISH', CENTRE_TIMEZONE_DEFAULT, new Date()) : undefined;
  const google = record.status === 'approved' ? googleCalendarLink(record, CENTRE_TIMEZONE_DEFAULT) : undefined;

  return (
    <div className="grid gap-6">
      {confirmation.isPending && <Notice tone="info">{texts.confirming}</Notice>}
      <StepNotice news={news} />
      {record.status === 'approved' &&
        (record.flags ?? []).map((flag) => (
          <Notice key={flag.operationId} tone="info">
            {texts.flagged[flag.kind](flag.words)} {texts.flagged.next}
          </Notice>
        ))}
      <Card as="div" className="p-6 sm:p-8">
        <p className="text-sm font-semibold text-ink-600">
          {texts.reference}: <span className="font-mono text-ink-900 break-all">{record.id}</span>
        </p>
        <p className="mt-4 flex flex-wrap items-center gap-3">
          <span data-tone={tone} className={cn('inline-block rounded-full px-3 py-1 text-sm font-bold ring-1', STATUS_TONE_CLASSES[tone])}>
            {texts.statusText[record.status]}
          </span>
        </p>
        <h2 className="mt-8 text-xl font-bold">{texts.detailsHeading}</h2>
        <BookingSummary booking={record} labels={bookingSummaryLabels} choices={bookingChoices} before={before} after={after} />
        <p className="mt-4 text-sm text-ink-700">
          {texts.contact} <a className="font-semibold text-brand-700 underline" href={`mailto:${site.email}`}>{site.email}</a>,{' '}
          <a className="font-semibold text-brand-700 underline" href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
        </p>
      </Card>

      {ics && (
        <Card as="div" className="p-6 sm:p-8">
          <h2 className="text-xl font-bold">{texts.calendarHeading}</h2>
          <div className="mt-4 flex flex-wrap gap-3">
            <a className={cn(bookerButtonBase, 'bg-brand-700 text-white hover:bg-brand-800')} href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`} download={`${record.id}.ics`}>
              {texts.calendarDownload}
            </a>
            {google && (
              <a className={cn(bookerButtonBase, 'bg-white text-brand-800 ring-1 ring-brand-700/40 hover:bg-brand-50')} href={google} target="_blank" rel="noreferrer">
                {texts.calendarGoogle}
              </a>
            )}
          </div>
        </Card>
      )}

      {(canCancel || noticePassed || (record.status === 'approved' && !canCancel)) && (
        <Card as="div" className="p-6 sm:p-8">
          <h2 className="text-xl font-bold">{texts.cancelHeading}</h2>
          {canCancel ? (
            <>
              {cancelUntil !== undefined && (
                <p className="mt-3 text-ink-700">
                  {texts.cancelUntil} <time dateTime={cancelUntil}>{format.dateTime(cancelUntil)}</time>
                </p>
              )}
              <label htmlFor={reasonId} className="mt-4 block text-sm font-semibold text-ink-700">
                {texts.cancelReason}
              </label>
              <textarea
                id={reasonId}
                rows={3}
                maxLength={500}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                className="mt-1.5 block w-full rounded-xl border border-ink-200 bg-white px-4 py-2.5 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/40 focus:outline-none"
              />
              {asking ? (
                <div role="group" aria-label={texts.cancelConfirm} className="mt-4 rounded-xl border border-red-700/30 bg-red-50 p-4">
                  <p className="font-semibold text-red-900">{texts.cancelConfirm}</p>
                  <div className="mt-3 flex flex-wrap gap-3">
                    <button type="button" disabled={cancellation.isPending} className={cn(bookerButtonBase, 'bg-red-700 text-white hover:bg-red-800')} onClick={() => cancellation.mutate()}>
                      {texts.cancelYes}
                    </button>
                    <button type="button" className={cn(bookerButtonBase, 'bg-white text-ink-800 ring-1 ring-ink-300')} onClick={() => setAsking(false)}>
                      {texts.cancelNo}
                    </button>
                  </div>
                </div>
              ) : (
                <button type="button" className={cn(bookerButtonBase, 'mt-4 bg-white text-red-800 ring-1 ring-red-700/40 hover:bg-red-50')} onClick={() => setAsking(true)}>
                  {texts.cancel}
                </button>
              )}
            </>
          ) : (
            <p className="mt-3 text-ink-700">{noticePassed ? texts.cannotCancelNotice : texts.cannotCancel}</p>
          )}
        </Card>
      )}

      <Card as="section" aria-labelledby="my-history" className="p-6 sm:p-8">
        <h2 id="my-history" className="text-xl font-bold">
          {texts.historyHeading}
        </h2>
        <ol className="mt-4 grid gap-3">
          {history.map((step) => (
            <li key={`${step.type}-${step.at}`} className="border-l-4 border-brand-200 pl-3">
              <p className="font-semibold">
                {texts.steps[step.type] ?? step.type} <span className="font-normal text-ink-600">({texts.by[step.by]})</span>
              </p>
              <p className="text-sm text-ink-600">
                <time dateTime={step.at}>{format.dateTime(step.at)}</time>
              </p>
              {step.notes && <p className="mt-1 text-ink-800">{step.notes}</p>}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
