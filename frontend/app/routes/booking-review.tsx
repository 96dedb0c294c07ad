import { useSearchParams } from 'react-router';
import { QueryProvider } from '../components/query-provider';
import { reviewContent } from '../content/booking';
import { site } from '../content/site';
import { ReviewPage } from '../features/review';
import type { Route } from './+types/booking-review';

export const meta: Route.MetaFunction = () => [
  { title: `${reviewContent.meta.title} | ${site.name}` },
  { name: 'description', content: reviewContent.meta.description },
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
