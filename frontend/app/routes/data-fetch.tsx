import * as portfolioModule from '../content/portfolio';
import { PortfolioSection } from '../features/portfolio';
import { pageMeta } from './page-meta';
import type { Route } from './+types/data-fetch';

export const meta: Route.MetaFunction = () =>
  pageMeta('portfolio', portfolioModule, (c) => ({
    title: c.portfolioContent.title,
    description: c.portfolioContent.intro,
  }));

/**
 * The spec's `datafeatch` route, whose contents the spec does not show: the page shows the
 * data it is named for, the startup records of GET /api/fetch-data, as the incubation page's
 * portfolio does (one component, two places).
 */
export default function DataFetch() {
  return <PortfolioSection headingLevel="h1" />;
}
