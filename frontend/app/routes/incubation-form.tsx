import * as applicationModule from '../content/application';
import { ApplicationPage } from '../features/application';
import { pageMeta } from './page-meta';
import type { Route } from './+types/incubation-form';

export const meta: Route.MetaFunction = () =>
  pageMeta('application', applicationModule, (c) => ({
    title: c.applicationContent.meta.title,
    description: c.applicationContent.meta.description,
  }));

export default function IncubationForm() {
  return <ApplicationPage />;
}
