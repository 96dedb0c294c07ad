import { showcaseContent } from '../content/showcase';
import { site } from '../content/site';
import { ShowcasePage } from '../features/showcase';
import type { Route } from './+types/startups';

export const meta: Route.MetaFunction = () => [
  { title: `${showcaseContent.meta.title} | ${site.name}` },
  { name: 'description', content: showcaseContent.meta.description },
];

export default function Startups() {
  return <ShowcasePage />;
}
