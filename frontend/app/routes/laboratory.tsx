import * as overviewModule from '../content/labs/overview';
import { LabsOverview } from '../features/labs';
import { pageMeta } from './page-meta';
import type { Route } from './+types/laboratory';

export const meta: Route.MetaFunction = () =>
  pageMeta('labs/overview', overviewModule, (c) => ({
    title: c.labsOverviewPage.metaTitle,
    description: c.labsOverviewPage.metaDescription,
  }));

export default function Laboratory() {
  return <LabsOverview />;
}
