import { useTranslation } from 'react-i18next';
import type { ContentNamespace } from '../../content/marathi';
import { currentLanguage, i18n } from './i18n';
import type { Language } from './languages';
import { overlay } from './texts';

const merged = new WeakMap<object, WeakMap<object, unknown>>();

function localized<T extends object>(english: T, edition: object): T {
  let byEdition = merged.get(english);
  if (!byEdition) merged.set(english, (byEdition = new WeakMap()));
  let result = byEdition.get(edition) as T | undefined;
  if (!result) byEdition.set(edition, (result = overlay(english, edition)));
  return result;
}

/**
 * A content module in the visitor's language. Pass the English module itself (usually
 * `import * as x from '…/content/x'`); in Marathi the namespace's edition is laid over it.
 * While an edition loads the component suspends, so a navigation keeps the previous page
 * on screen instead of flashing English.
 */
export function useContent<T extends object>(namespace: ContentNamespace, english: T): T {
  if (!i18n.hasResourceBundle('en', namespace)) {
    i18n.addResourceBundle('en', namespace, {}, false, false, { silent: true, skipCopy: true });
  }
  const { i18n: instance } = useTranslation(namespace, { i18n });
  const language = instance.resolvedLanguage as Language | undefined;
  if (!language || language === 'en') return english;
  const edition = instance.getDataByLanguage(language)?.[namespace] as object | undefined;
  return edition ? localized(english, edition) : english;
}

/** The language the site is shown in, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  useTranslation(undefined, { i18n, useSuspense: false });
  return currentLanguage();
}

/**
 * The same as `useContent` outside React (a route's `meta`): the edition when it is loaded,
 * English otherwise. Root's layout re-renders on a language switch, so titles follow.
 */
export function localize<T extends object>(namespace: ContentNamespace, english: T): T {
  const language = currentLanguage();
  if (language === 'en') return english;
  const edition = i18n.getDataByLanguage(language)?.[namespace] as object | undefined;
  return edition ? localized(english, edition) : english;
}
