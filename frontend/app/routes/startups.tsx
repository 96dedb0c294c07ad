import { PORTFOLIO_SEED, startupRecords } from '@centre/contracts';
import * as showcaseModule from '../content/showcase';
import { ShowcasePage, toShowcaseStartups } from '../features/showcase';
import { pageMeta } from './page-meta';
import type { Route } from './+types/startups';

export const meta: Route.MetaFunction = () =>
  pageMeta('showcase', showcaseModule, (c) => ({
    title: c.showcaseContent.meta.title,
    description: c.showcaseContent.meta.description,
  }));

// The portfolio the backend serves, from the same definition: the page is prerendered with its cards.
const PRERENDERED = toShowcaseStartups(startupRecords(PORTFOLIO_SEED));

export default function Startups() {
  return <ShowcasePage prerendered={PRERENDERED} />;
}
