import { site } from '../content/site';
import { aiMlPage } from '../content/labs/ai-ml';
import { AiMlPage } from '../features/labs';
import type { Route } from './+types/lab-ai-ml';

export const meta: Route.MetaFunction = () => [
  { title: `${aiMlPage.metaTitle} | ${site.name}` },
  { name: 'description', content: aiMlPage.metaDescription },
];

export default function AiMlLab() {
  return <AiMlPage />;
}
