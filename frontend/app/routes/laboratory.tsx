import { site } from '../content/site';
import { labsOverviewPage } from '../content/labs/overview';
import { LabsOverview } from '../features/labs';
import type { Route } from './+types/laboratory';

export const meta: Route.MetaFunction = () => [
  { title: `${labsOverviewPage.metaTitle} | ${site.name}` },
  { name: 'description', content: labsOverviewPage.metaDescription },
];

export default function Laboratory() {
  return <LabsOverview />;
}
