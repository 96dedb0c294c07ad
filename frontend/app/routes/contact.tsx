import { contactContent } from '../content/contact';
import { site } from '../content/site';
import { ContactPage } from '../features/contact';
import type { Route } from './+types/contact';

export const meta: Route.MetaFunction = () => [
  { title: `${contactContent.meta.title} | ${site.name}` },
  { name: 'description', content: contactContent.meta.description },
];

export default function Contact() {
  return <ContactPage />;
}
