import * as gridModule from '../content/availability-grid';
import { AvailabilityGridPage } from '../features/availability-grid';
import { pageMeta } from './page-meta';
import type { Route } from './+types/availability';

export const meta: Route.MetaFunction = () =>
  pageMeta('availability-grid', gridModule, (c) => ({
    title: c.availabilityGrid.metaTitle,
    description: c.availabilityGrid.metaDescription,
  }));

export default function Availability() {
  return <AvailabilityGridPage />;
}
