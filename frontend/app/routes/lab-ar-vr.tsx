import { site } from '../content/site';
import { arVrPage } from '../content/labs/ar-vr';
import { ArVrPage } from '../features/labs';
import type { Route } from './+types/lab-ar-vr';

export const meta: Route.MetaFunction = () => [
  { title: `${arVrPage.metaTitle} | ${site.name}` },
  { name: 'description', content: arVrPage.metaDescription },
];

export default function ArVrLab() {
  return <ArVrPage />;
}
