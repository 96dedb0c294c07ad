import * as trainingModule from '../content/training';
import { TrainingPage } from '../features/training';
import { pageMeta } from './page-meta';
import type { Route } from './+types/training';

export const meta: Route.MetaFunction = () =>
  pageMeta('training', trainingModule, (c) => ({
    title: c.trainingPage.metaTitle,
    description: c.trainingPage.metaDescription,
  }));

export default function Training() {
  return <TrainingPage />;
}
