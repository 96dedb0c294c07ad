import { site } from '../content/site';
import { aboutPage } from '../content/about';
import { AboutPage } from '../features/about';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = () => [
  { title: `${aboutPage.metaTitle} | ${site.name}` },
  { name: 'description', content: aboutPage.metaDescription },
];

export default function About() {
  return <AboutPage />;
}
