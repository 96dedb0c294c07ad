import { site } from '../content/site';
import { fabPage } from '../content/labs/fab';
import { FabPage } from '../features/labs';
import type { Route } from './+types/lab-fab';

export const meta: Route.MetaFunction = () => [
  { title: `${fabPage.metaTitle} | ${site.name}` },
  { name: 'description', content: fabPage.metaDescription },
];

export default function FabLab() {
  return <FabPage />;
}
