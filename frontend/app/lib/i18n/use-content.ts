import { use } from 'react';
import type { ContentNamespace } from '../../content/marathi';
import {
  currentLanguage,
  editionLoaded,
  loadedContent,
  useLanguage,
  useNamespaceOnScreen,
} from './language-store';

/** A promise React already knows as fulfilled, so `use` never suspends on it. */
const SETTLED: Promise<void> = Object.assign(Promise.resolve(), {
  status: 'fulfilled',
  value: undefined,
});

/**
 * A content module in the visitor's language. Pass the English module itself (usually
 * `import * as x from '…/content/x'`); in Marathi the namespace's edition is laid over it.
 * While an edition loads the component suspends, so a navigation keeps the previous page
 * on screen instead of flashing English.
 */
export function useContent<T extends object>(namespace: ContentNamespace, english: T): T {
  useNamespaceOnScreen(namespace);
  const language = useLanguage();
  const loaded = language === 'en' ? english : loadedContent(language, namespace, english);
  // `use` is called on every render (React wants the same calls each time): with a settled
  // promise when the texts are here, with the edition's load while they are not.
  use(loaded ? SETTLED : editionLoaded(language, namespace));
  return loaded ?? loadedContent(language, namespace, english) ?? english;
}

/**
 * The same as `useContent` outside React (a route's `meta`): the edition when it is loaded,
 * English otherwise. Root's layout re-renders on a language switch, so titles follow.
 */
export function localize<T extends object>(namespace: ContentNamespace, english: T): T {
  const language = currentLanguage();
  return language === 'en' ? english : (loadedContent(language, namespace, english) ?? english);
}
