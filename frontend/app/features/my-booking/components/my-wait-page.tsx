import { useMutation } from '@tanstack/react-query';
import { labName, slotLabel, type WaiterView } from '@centre/contracts';
import { BookingSummary } from '../../../components/booking-summary';
import { Card, cn } from '../../../components/ui';
import { link, paths } from '../../../config/paths';
import { bookerButtonBase, StepNotice, useStepNews } from './booker-notice';
import { LinkedPage } from './linked-page';
import * as bookingModule from '../../../content/booking';
import { useFacilityNames } from '../../../hooks/use-current-catalogue';
import { useContent, useFormat, useMessages } from '../../../lib/i18n';
import { claimMyWait, leaveMyWait, loadMyWait } from '../api/my-wait-api';

export const myWaitQueryKey = (id: string) => ['my-wait', id] as const;

export interface MyWaitPageProps {
  id: string | undefined;
  token: string | undefined;
}

/**
 * The waiter's page (issue 28 item 6), opened from their waitlist mails: where their place
 * stands, the offer and until when it holds the slots, "Book these slots", and leaving.
 */
export function MyWaitPage({ id, token }: MyWaitPageProps) {
  const texts = useMessages().waitlist;
  const words = {
    title: texts.pageTitle,
    missingLink: texts.linkInvalid,
    loadFailed: texts.loadFailed,
    unauthorised: () => texts.linkInvalid,
    notFound: texts.notFound,
  };
  return (
    <LinkedPage titleId="my-wait-title" titleSize="text-3xl sm:text-4xl" id={id} token={token} queryKey={myWaitQueryKey} load={loadMyWait} words={words}>
      {(wait, id, token) => <MyWait id={id} token={token} wait={wait} />}
    </LinkedPage>
  );
}

function MyWait({ id, token, wait }: { id: string; token: string; wait: WaiterView }) {
  const texts = useMessages().waitlist;
  const { myBookingContent, bookingSummaryLabels, bookingChoices } = useContent('booking', bookingModule);
  const format = useFormat();
  // The current catalogue's names: a place for a facility added in the console names it.
  const facilityName = useFacilityNames();
  const { news, afterStep } = useStepNews(myWaitQueryKey(id));
  const claim = useMutation({ mutationFn: () => claimMyWait(id, token), onSuccess: afterStep(texts.claimed) });
  const leave = useMutation({ mutationFn: () => leaveMyWait(id, token), onSuccess: afterStep(texts.left) });
  const busy = claim.isPending || leave.isPending;

  const status: Record<WaiterView['status'], string> = {
    waiting: texts.statusWaiting,
    offered: `${texts.statusOffered} ${wait.offerUntil ? format.dateTime(wait.offerUntil) : ''}`.trim(),
    claimed: texts.statusClaimed,
    lapsed: texts.statusLapsed,
    left: texts.statusLeft,
    ended: texts.statusEnded,
  };
  const booking = {
    labName: labName(wait.lab),
    date: wait.date,
    timeSlots: wait.slots.map((s) => slotLabel(s) ?? s),
    facilities: wait.facilityIds.map(facilityName),
  };
  const bookingLink = `${paths.myBooking}?id=${encodeURIComponent(id)}&token=${encodeURIComponent(token)}`;
  const active = wait.status === 'waiting' || wait.status === 'offered';

  return (
    <div className="grid gap-6">
      <StepNotice news={news} />
      <Card as="div" className="p-6 sm:p-8">
        <p
          data-status={wait.status}
          className={cn(
            'rounded-xl px-4 py-3 font-semibold',
            wait.status === 'offered' ? 'bg-green-50 text-green-900 ring-1 ring-green-700/30' : 'bg-ink-100 text-ink-800',
          )}
        >
          {status[wait.status]}
        </p>
        <h2 className="mt-8 text-xl font-bold">{myBookingContent.detailsHeading}</h2>
        <BookingSummary booking={booking} labels={bookingSummaryLabels} choices={bookingChoices} before={[[myBookingContent.labels.name, wait.name]]} />
        <div className="mt-6 flex flex-wrap gap-3">
          {wait.status === 'offered' && (
            <button type="button" disabled={busy} className={cn(bookerButtonBase, 'bg-brand-700 text-white hover:bg-brand-800')} onClick={() => claim.mutate()}>
              {claim.isPending ? texts.claiming : texts.claim}
            </button>
          )}
          {wait.status === 'claimed' && (
            <a className={cn(bookerButtonBase, 'bg-brand-700 text-white hover:bg-brand-800')} href={bookingLink}>
              {texts.openBooking}
            </a>
          )}
          {wait.status === 'ended' && (
            <a className={cn(bookerButtonBase, 'bg-brand-700 text-white hover:bg-brand-800')} href={link.booking(wait.lab)}>
              {texts.bookAnother}
            </a>
          )}
          {active && (
            <button type="button" disabled={busy} className={cn(bookerButtonBase, 'bg-white text-red-800 ring-1 ring-red-700/40 hover:bg-red-50')} onClick={() => leave.mutate()}>
              {leave.isPending ? texts.leaving : texts.leave}
            </button>
          )}
        </div>
      </Card>
    </div>
  );
}
