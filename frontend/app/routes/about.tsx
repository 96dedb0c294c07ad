import * as aboutContent from '../content/about';
import { AboutPage } from '../features/about';
import { pageMeta } from './page-meta';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = () =>
  pageMeta('about', aboutContent, ({ aboutPage }) => ({
    title: aboutPage.metaTitle,
    description: aboutPage.metaDescription,
  }));

export default function About() {
  return <AboutPage />;
}
