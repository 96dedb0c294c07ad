import { useSearchParams } from 'react-router';
import * as applicationModule from '../content/application';
import { ApplicationStatus } from '../features/application';
import { pageMeta } from './page-meta';
import type { Route } from './+types/application-status';

export const meta: Route.MetaFunction = () => [
  ...pageMeta('application', applicationModule, (c) => ({ title: c.applicationContent.statusPage.title, description: c.applicationContent.statusPage.promise })),
  { name: 'robots', content: 'noindex' },
];

/** /application-status?id=…&token=…: opened from the applicant's mails. */
export default function ApplicationStatusRoute() {
  const [params] = useSearchParams();
  return <ApplicationStatus id={params.get('id') ?? undefined} token={params.get('token') ?? undefined} />;
}
