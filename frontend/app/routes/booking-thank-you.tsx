import { useParams } from 'react-router';
import { ThankYou } from '../features/booking';
import { bookingContent } from '../content/booking';
import { site } from '../content/site';
import type { Route } from './+types/booking-thank-you';

export const meta: Route.MetaFunction = () => [
  { title: `${bookingContent.thankYou.title} | ${site.name}` },
  { name: 'robots', content: 'noindex' },
];

export default function BookingThankYou() {
  // From the router's context rather than the props, so the page renders outside the framework too.
  const { username = '' } = useParams();
  return <ThankYou username={username} />;
}
