import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui';
import { link } from '../../../config/paths';
import * as gridContent from '../../../content/availability-grid';
import * as bookingModule from '../../../content/booking';
import { useContent, useMessages } from '../../../lib/i18n';
import { initialValues } from '../booking-form.model';
import { useHydrated } from '../../../hooks/use-hydrated';
import { BookingForm } from './booking-form';

export function BookingPage() {
  const { bookingContent } = useContent('booking', bookingModule);
  const { availabilityGrid } = useContent('availability-grid', gridContent);
  const { bookingSubmit: BOOKING_SUBMIT_MESSAGES } = useMessages();
  const [params] = useSearchParams();
  // The page is prerendered without a query: an equipment page's preselection applies once it runs.
  const query = useHydrated() ? params.toString() : '';
  const initial = useMemo(() => initialValues(new URLSearchParams(query)), [query]);
  return (
    <section aria-labelledby="booking-title" className="bg-paper py-12 sm:py-16">
      <div className="container-page max-w-5xl">
        <h1 id="booking-title" className="text-4xl font-extrabold sm:text-5xl">
          {BOOKING_SUBMIT_MESSAGES.pageTitle}
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-ink-600">{bookingContent.intro}</p>
        <p className="mt-3">
          <Link to={link.availability(initial.lab || undefined)} className="font-medium text-brand-700 underline underline-offset-4">
            {availabilityGrid.gridLink}
          </Link>
        </p>
        <Card as="div" className="mt-8 p-5 sm:p-8">
          {/* A new preselection from the query starts a fresh form. */}
          <BookingForm key={query} initialValues={initial} />
        </Card>
      </div>
    </section>
  );
}
