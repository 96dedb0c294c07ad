import * as siteContent from '../content/site';
import { localize, type ContentNamespace } from '../lib/i18n';

interface PageWords {
  title: string;
  description: string;
}

/**
 * A page's title and description in the language on screen, for a route's `meta`: picks the
 * words from the page's content module and adds the centre's name ('Book Facility | Sangam
 * Innovation Centre'). Root's layout re-renders on a switch, so the tab's title follows.
 */
export function pageMeta<T extends object>(
  namespace: ContentNamespace,
  english: T,
  pick: (content: T) => PageWords,
): { title?: string; name?: string; content?: string }[] {
  const { site } = localize('site', siteContent);
  const { title, description } = pick(localize(namespace, english));
  return [{ title: `${title} | ${site.name}` }, { name: 'description', content: description }];
}
