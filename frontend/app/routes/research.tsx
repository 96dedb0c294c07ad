import * as researchModule from '../content/research';
import { ResearchPage } from '../features/research';
import { pageMeta } from './page-meta';
import type { Route } from './+types/research';

export const meta: Route.MetaFunction = () =>
  pageMeta('research', researchModule, (c) => ({
    title: c.researchPage.metaTitle,
    description: c.researchPage.metaDescription,
  }));

export default function Research() {
  return <ResearchPage />;
}
