import { BookingPage } from '../features/booking';
import { bookingContent } from '../content/booking';
import { site } from '../content/site';
import type { Route } from './+types/booking';

export const meta: Route.MetaFunction = () => [
  { title: `${bookingContent.meta.title} | ${site.name}` },
  { name: 'description', content: bookingContent.meta.description },
];

export default function Booking() {
  return <BookingPage />;
}
