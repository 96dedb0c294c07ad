import { useEffect, useSyncExternalStore } from 'react';
import { editionOf, loadEdition, type ContentNamespace } from './editions';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from './languages';
import { overlay } from './texts';

/**
 * The language on screen, as a tiny store React subscribes to. It lives in every page's
 * bundle; a language's editions are fetched (each its own chunk) only when it is chosen.
 */
let language: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();
/** Namespaces of the components on screen, counted by mounts. */
const onScreen = new Map<ContentNamespace, number>();

export const currentLanguage = (): Language => language;

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The language on screen; prerendering and hydration always see English. */
export const useLanguage = (): Language =>
  useSyncExternalStore(subscribe, currentLanguage, () => DEFAULT_LANGUAGE);

/** Keeps count of the namespaces a mounted component shows. */
export function useNamespaceOnScreen(namespace: ContentNamespace): void {
  useEffect(() => {
    onScreen.set(namespace, (onScreen.get(namespace) ?? 0) + 1);
    return () => {
      const left = (onScreen.get(namespace) ?? 1) - 1;
      if (left > 0) onScreen.set(namespace, left);
      else onScreen.delete(namespace);
    };
  }, [namespace]);
}

const merged = new WeakMap<object, WeakMap<object, unknown>>();

/** `english` in `lang` with the loaded edition's words laid over it; undefined until it is loaded. */
export function loadedContent<T extends object>(
  lang: Language,
  namespace: ContentNamespace,
  english: T,
): T | undefined {
  const edition = editionOf(lang, namespace);
  if (!edition) return undefined;
  // One overlay per English module and edition, so a component gets the same object each render.
  let byEdition = merged.get(english);
  if (!byEdition) merged.set(english, (byEdition = new WeakMap()));
  let result = byEdition.get(edition) as T | undefined;
  if (!result) byEdition.set(edition, (result = overlay(english, edition)));
  return result;
}

/** A promise that settles when the edition is loaded (the same promise for the same edition). */
export const editionLoaded = (lang: Language, namespace: ContentNamespace): Promise<void> =>
  loadEdition(lang, namespace);

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled: the choice lasts until the tab reloads
  }
};

/**
 * Switches the whole site without a reload: the texts of everything on screen are loaded
 * first, then every component re-renders at once; the tab keeps the choice.
 */
export async function switchLanguage(next: Language): Promise<void> {
  if (next !== DEFAULT_LANGUAGE) {
    await Promise.all([...onScreen.keys()].map((namespace) => loadEdition(next, namespace)));
  }
  storage()?.setItem(LANGUAGE_STORAGE_KEY, next);
  if (next !== language) {
    language = next;
    if (typeof document !== 'undefined') document.documentElement.lang = next;
    listeners.forEach((listener) => listener());
  }
}

/** The language kept for this tab, if any. */
export const storedLanguage = (): Language | undefined => {
  const value = storage()?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : undefined;
};
