import * as arVrModule from '../content/labs/ar-vr';
import { ArVrPage } from '../features/labs';
import { pageMeta } from './page-meta';
import type { Route } from './+types/lab-ar-vr';

export const meta: Route.MetaFunction = () =>
  pageMeta('labs/ar-vr', arVrModule, (c) => ({
    title: c.arVrPage.metaTitle,
    description: c.arVrPage.metaDescription,
  }));

export default function ArVrLab() {
  return <ArVrPage />;
}
