import { useSearchParams } from 'react-router';
import { QueryProvider } from '../components/query-provider';
import * as bookingModule from '../content/booking';
import { ReviewPage } from '../features/review';
import { pageMeta } from './page-meta';
import type { Route } from './+types/booking-review';

export const meta: Route.MetaFunction = () => [
  ...pageMeta('booking', bookingModule, (c) => ({
    title: c.reviewContent.meta.title,
    description: c.reviewContent.meta.description,
  })),
  { name: 'robots', content: 'noindex' },
];

export default function BookingReview() {
  const [params] = useSearchParams();
  return (
    <QueryProvider>
      <ReviewPage id={params.get('id') ?? undefined} token={params.get('token') ?? undefined} />
    </QueryProvider>
  );
}
