import * as bioModule from '../content/labs/bio';
import { BioPage } from '../features/labs';
import { pageMeta } from './page-meta';
import type { Route } from './+types/lab-bio';

export const meta: Route.MetaFunction = () =>
  pageMeta('labs/bio', bioModule, (c) => ({
    title: c.bioPage.metaTitle,
    description: c.bioPage.metaDescription,
  }));

export default function BioLab() {
  return <BioPage />;
}
