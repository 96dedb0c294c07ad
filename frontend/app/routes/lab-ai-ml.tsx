import * as aiMlModule from '../content/labs/ai-ml';
import { AiMlPage } from '../features/labs';
import { pageMeta } from './page-meta';
import type { Route } from './+types/lab-ai-ml';

export const meta: Route.MetaFunction = () =>
  pageMeta('labs/ai-ml', aiMlModule, (c) => ({
    title: c.aiMlPage.metaTitle,
    description: c.aiMlPage.metaDescription,
  }));

export default function AiMlLab() {
  return <AiMlPage />;
}
