import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui';
import { link } from '../../../config/paths';
import * as gridContent from '../../../content/availability-grid';
import * as bookingModule from '../../../content/booking';
import { useContent, useMessages } from '../../../lib/i18n';
import { initialValues } from '../booking-form.model';
import { useCurrentCatalogue } from '../../../hooks/use-current-catalogue';
import { useHydrated } from '../../../hooks/use-hydrated';
import { BookingForm } from './booking-form';

export function BookingPage() {
  const { bookingContent } = useContent('booking', bookingModule);
  const { availabilityGrid } = useContent('availability-grid', gridContent);
  const { bookingSubmit: BOOKING_SUBMIT_MESSAGES } = useMessages();
  const [params] = useSearchParams();
  // The page is prerendered without a query: an equipment page's preselection applies once it runs.
  const query = useHydrated() ? params.toString() : '';
  const labs = useCurrentCatalogue();
  const initial = useMemo(() => initialValues(new URLSearchParams(query), labs), [query, labs]);
  // A new preselection starts a fresh form: a new query, or the current catalogue arriving and
  // knowing a facility the spec's did not (one added in the console), not the catalogue alone.
  const preselection = `${query}|${initial.lab}|${initial.facilityIds.join(',')}`;
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
          <BookingForm key={preselection} initialValues={initial} />
        </Card>
      </div>
    </section>
  );
}
