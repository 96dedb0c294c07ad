import type { ContentNamespace } from './editions';
import {
  currentLanguage,
  editionLoaded,
  loadedContent,
  useLanguage,
  useNamespaceOnScreen,
} from './language-store';

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
  if (loaded) return loaded;
  // Suspends the way data libraries do (a thrown promise): the render is dropped and React
  // renders the component afresh once the edition is here. `use()` would replay the render
  // and ask for the same calls every time, which a hook that returns early cannot give.
  throw editionLoaded(language, namespace);
}

/**
 * The same as `useContent` outside React (a route's `meta`): the edition when it is loaded,
 * English otherwise. Root's layout re-renders on a language switch, so titles follow.
 */
export function localize<T extends object>(namespace: ContentNamespace, english: T): T {
  const language = currentLanguage();
  return language === 'en' ? english : (loadedContent(language, namespace, english) ?? english);
}
