import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { BookingReceipt } from '@centre/contracts';
import { BookingSummary } from '../../../components/booking-summary';
import { Card, LinkButton, cn } from '../../../components/ui';
import { paths } from '../../../config/paths';
import * as bookingModule from '../../../content/booking';
import { useContent, useMessage, useMessages, type Notice } from '../../../lib/i18n';
import { loadReceipt, receiptFromFragment } from '../api/booking-api';

export interface ThankYouProps {
  /**
   * The URL's fragment, where the form left the booking's id and its receipt. The name in the
   * path (spec 2's `/booking/thankyou/{username}`) is never shown: anyone can type one.
   */
  fragment: string;
}

function Said({ tone, children }: { tone: 'error' | 'info'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'mt-6 rounded-xl border px-4 py-3 text-left font-medium',
        tone === 'error'
          ? 'border-red-700/30 bg-red-50 text-red-800'
          : 'border-ink-200 bg-white text-ink-700',
      )}
    >
      {children}
    </p>
  );
}

/** /booking/thankyou/{username} (spec 2): a request was sent, and what it asked for, read from the booking. */
export function ThankYou({ fragment }: ThankYouProps) {
  const { bookingContent } = useContent('booking', bookingModule);
  const texts = bookingContent.thankYou;
  const { bookingSubmit } = useMessages();
  const message = useMessage();
  const found = receiptFromFragment(fragment);
  const query = useQuery({
    queryKey: ['booking-receipt', found?.bookingId ?? '', found?.receipt ?? ''],
    queryFn: () => loadReceipt(found?.bookingId ?? '', found?.receipt ?? ''),
    enabled: found !== undefined,
    retry: false,
    staleTime: Infinity,
  });

  const problem = (notice: Notice) => <Said tone="error">{message(notice)}</Said>;
  let body: ReactNode;
  if (!found) body = <Said tone="info">{bookingSubmit.receiptMissing}</Said>;
  else if (query.isPending) body = <Said tone="info">{texts.loading}</Said>;
  else if (query.isError) body = problem({ code: 'review.loadFailed', text: '' });
  else if (query.data.kind !== 'found') body = problem(query.data.message);
  else body = <Receipt receipt={query.data.receipt} />;

  return (
    <section aria-labelledby="thank-you-title" className="bg-paper py-16 sm:py-24">
      <div className="container-page max-w-2xl text-center">
        <div
          aria-hidden="true"
          className="mx-auto grid size-16 place-items-center rounded-full bg-green-100 text-3xl text-green-800"
        >
          ✓
        </div>
        <h1 id="thank-you-title" className="mt-6 text-3xl font-bold sm:text-4xl">
          {texts.title}
        </h1>
        {body}
        <LinkButton to={paths.booking} size="lg" className="mt-8">
          {bookingSubmit.bookAnother}
        </LinkButton>
      </div>
    </section>
  );
}

function Receipt({ receipt }: { receipt: BookingReceipt }) {
  const { bookingContent, bookingChoices, bookingSummaryLabels } = useContent('booking', bookingModule);
  const texts = bookingContent.thankYou;
  const { bookingSubmit } = useMessages();
  return (
    <>
      <p className="mt-4 text-lg text-ink-700">{bookingSubmit.thankYou(receipt.name)}</p>
      <p className="mt-3 text-ink-700">{bookingSubmit.mailSent}</p>
      <p className="mt-1 text-sm text-ink-600">
        {bookingSubmit.mailSentTo}:{' '}
        <span className="font-semibold break-all text-ink-900">{receipt.email}</span>
      </p>
      <Card as="section" aria-labelledby="thank-you-summary" className="mt-8 p-6 text-left sm:p-8">
        <h2 id="thank-you-summary" className="text-xl font-bold">
          {texts.summaryHeading}
        </h2>
        <p className="mt-2 text-sm font-semibold text-ink-600">
          {texts.reference}: <span className="font-mono break-all text-ink-900">{receipt.id}</span>
        </p>
        <BookingSummary booking={receipt} labels={bookingSummaryLabels} choices={bookingChoices} />
      </Card>
    </>
  );
}
