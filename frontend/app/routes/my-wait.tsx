import { useSearchParams } from 'react-router';
import { QueryProvider } from '../components/query-provider';
import * as bookingModule from '../content/booking';
import { MyWaitPage } from '../features/my-booking';
import { pageMeta } from './page-meta';
import type { Route } from './+types/my-wait';

export const meta: Route.MetaFunction = () => [
  ...pageMeta('booking', bookingModule, (c) => ({
    title: c.myBookingContent.meta.title,
    description: c.myBookingContent.meta.description,
  })),
  { name: 'robots', content: 'noindex' },
];

export default function MyWait() {
  const [params] = useSearchParams();
  return (
    <QueryProvider>
      <MyWaitPage id={params.get('id') ?? undefined} token={params.get('token') ?? undefined} />
    </QueryProvider>
  );
}
