import { site } from '../content/site';
import { researchPage } from '../content/research';
import { ResearchPage } from '../features/research';
import type { Route } from './+types/research';

export const meta: Route.MetaFunction = () => [
  { title: `${researchPage.metaTitle} | ${site.name}` },
  { name: 'description', content: researchPage.metaDescription },
];

export default function Research() {
  return <ResearchPage />;
}
