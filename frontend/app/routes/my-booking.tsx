import { useSearchParams } from 'react-router';
import { QueryProvider } from '../components/query-provider';
import * as bookingModule from '../content/booking';
import { MyBookingPage } from '../features/my-booking';
import { pageMeta } from './page-meta';
import type { Route } from './+types/my-booking';

export const meta: Route.MetaFunction = () => [
  ...pageMeta('booking', bookingModule, (c) => ({
    title: c.myBookingContent.meta.title,
    description: c.myBookingContent.meta.description,
  })),
  { name: 'robots', content: 'noindex' },
];

export default function MyBooking() {
  const [params] = useSearchParams();
  return (
    <QueryProvider>
      <MyBookingPage id={params.get('id') ?? undefined} token={params.get('token') ?? undefined} />
    </QueryProvider>
  );
}
