import { applicationContent } from '../content/application';
import { site } from '../content/site';
import { ApplicationPage } from '../features/application';
import type { Route } from './+types/incubation-form';

export const meta: Route.MetaFunction = () => [
  { title: `${applicationContent.meta.title} | ${site.name}` },
  { name: 'description', content: applicationContent.meta.description },
];

export default function IncubationForm() {
  return <ApplicationPage />;
}
