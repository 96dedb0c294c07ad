import { BookingPage } from '../features/booking';
import * as bookingModule from '../content/booking';
import { pageMeta } from './page-meta';
import type { Route } from './+types/booking';

export const meta: Route.MetaFunction = () =>
  pageMeta('booking', bookingModule, (c) => ({
    title: c.bookingContent.meta.title,
    description: c.bookingContent.meta.description,
  }));

export default function Booking() {
  return <BookingPage />;
}
