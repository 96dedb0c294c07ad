import { site } from '../content/site';
import { trainingPage } from '../content/training';
import { TrainingPage } from '../features/training';
import type { Route } from './+types/training';

export const meta: Route.MetaFunction = () => [
  { title: `${trainingPage.metaTitle} | ${site.name}` },
  { name: 'description', content: trainingPage.metaDescription },
];

export default function Training() {
  return <TrainingPage />;
}
