import { ThankYou } from '../features/booking';
import { bookingContent } from '../content/booking';
import { site } from '../content/site';
import type { Route } from './+types/booking-thank-you';

export const meta: Route.MetaFunction = () => [
  { title: `${bookingContent.thankYou.title} | ${site.name}` },
  { name: 'robots', content: 'noindex' },
];

export default function BookingThankYou({ params }: Route.ComponentProps) {
  return <ThankYou username={params.username} />;
}
