import { LinkButton } from '../../../components/ui';
import { paths } from '../../../config/paths';
import * as bookingModule from '../../../content/booking';
import { useContent, useMessages } from '../../../lib/i18n';

/** /booking/thankyou/{username} (spec 2). */
export function ThankYou({ username }: { username: string }) {
  const { bookingContent } = useContent('booking', bookingModule);
  const { bookingSubmit: BOOKING_SUBMIT_MESSAGES } = useMessages();
  return (
    <section aria-labelledby="thank-you-title" className="bg-paper py-20 sm:py-28">
      <div className="container-page max-w-2xl text-center">
        <div
          aria-hidden="true"
          className="mx-auto grid size-16 place-items-center rounded-full bg-green-100 text-3xl text-green-800"
        >
          ✓
        </div>
        <h1 id="thank-you-title" className="mt-6 text-3xl font-bold sm:text-4xl">
          {bookingContent.thankYou.title}
        </h1>
        <p className="mt-4 text-lg text-ink-700">{BOOKING_SUBMIT_MESSAGES.thankYou(username)}</p>
        <p className="mt-2 text-ink-600">{BOOKING_SUBMIT_MESSAGES.confirmationNote}</p>
        <LinkButton to={paths.booking} size="lg" className="mt-8">
          {BOOKING_SUBMIT_MESSAGES.bookAnother}
        </LinkButton>
      </div>
    </section>
  );
}
