import * as mediaModule from '../content/labs/media';
import { MediaPage } from '../features/labs';
import { pageMeta } from './page-meta';
import type { Route } from './+types/lab-media';

export const meta: Route.MetaFunction = () =>
  pageMeta('labs/media', mediaModule, (c) => ({
    title: c.mediaPage.metaTitle,
    description: c.mediaPage.metaDescription,
  }));

export default function MediaLab() {
  return <MediaPage />;
}
