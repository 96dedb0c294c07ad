import * as fabModule from '../content/labs/fab';
import { FabPage } from '../features/labs';
import { pageMeta } from './page-meta';
import type { Route } from './+types/lab-fab';

export const meta: Route.MetaFunction = () =>
  pageMeta('labs/fab', fabModule, (c) => ({
    title: c.fabPage.metaTitle,
    description: c.fabPage.metaDescription,
  }));

export default function FabLab() {
  return <FabPage />;
}
