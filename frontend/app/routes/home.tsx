import { site } from '../content/site';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [
  { title: `${site.name} | ${site.tagline}` },
  { name: 'description', content: 'Workspace, mentoring, laboratories and funding for early-stage startups.' },
];

export default function Home() {
  return <h1>{site.tagline}</h1>;
}
