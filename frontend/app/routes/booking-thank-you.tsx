import { useLocation } from 'react-router';
import { QueryProvider } from '../components/query-provider';
import { ThankYou } from '../features/booking';
import * as bookingModule from '../content/booking';
import * as siteContent from '../content/site';
import { localize } from '../lib/i18n';
import type { Route } from './+types/booking-thank-you';

export const meta: Route.MetaFunction = () => [
  {
    title: `${localize('booking', bookingModule).bookingContent.thankYou.title} | ${localize('site', siteContent).site.name}`,
  },
  { name: 'robots', content: 'noindex' },
];

export default function BookingThankYou() {
  // From the router's context rather than the props, so the page renders outside the framework too.
  // The path's {username} stays for the spec's links, but what is shown comes from the booking.
  const { hash } = useLocation();
  return (
    <QueryProvider>
      <ThankYou fragment={hash} />
    </QueryProvider>
  );
}
