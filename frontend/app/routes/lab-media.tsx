import { site } from '../content/site';
import { mediaPage } from '../content/labs/media';
import { MediaPage } from '../features/labs';
import type { Route } from './+types/lab-media';

export const meta: Route.MetaFunction = () => [
  { title: `${mediaPage.metaTitle} | ${site.name}` },
  { name: 'description', content: mediaPage.metaDescription },
];

export default function MediaLab() {
  return <MediaPage />;
}
