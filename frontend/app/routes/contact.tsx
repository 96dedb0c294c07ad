import * as contactModule from '../content/contact';
import { ContactPage } from '../features/contact';
import { pageMeta } from './page-meta';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = () =>
  pageMeta('contact', contactModule, (c) => ({
    title: c.contactContent.meta.title,
    description: c.contactContent.meta.description,
  }));

export default function Contact() {
  return <ContactPage />;
}
