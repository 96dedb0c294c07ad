import { site } from '../content/site';
import { bioPage } from '../content/labs/bio';
import { BioPage } from '../features/labs';
import type { Route } from './+types/lab-bio';

export const meta: Route.MetaFunction = () => [
  { title: `${bioPage.metaTitle} | ${site.name}` },
  { name: 'description', content: bioPage.metaDescription },
];

export default function BioLab() {
  return <BioPage />;
}
