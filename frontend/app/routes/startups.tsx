import * as showcaseModule from '../content/showcase';
import { ShowcasePage } from '../features/showcase';
import { pageMeta } from './page-meta';
import type { Route } from './+types/startups';

export const meta: Route.MetaFunction = () =>
  pageMeta('showcase', showcaseModule, (c) => ({
    title: c.showcaseContent.meta.title,
    description: c.showcaseContent.meta.description,
  }));

export default function Startups() {
  return <ShowcasePage />;
}
