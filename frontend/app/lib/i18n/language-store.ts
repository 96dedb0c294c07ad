import { useEffect, useSyncExternalStore } from 'react';
import type { ContentNamespace } from '../../content/marathi';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_STORAGE_KEY, type Language } from './languages';

/**
 * The language on screen, as a tiny store React subscribes to. It lives in every page's
 * bundle; the i18next engine (./i18n) is fetched only when a language other than English is
 * chosen, and the store reads its editions from there.
 */
type Engine = typeof import('./i18n');

let language: Language = DEFAULT_LANGUAGE;
let engine: Engine | undefined;
let enginePromise: Promise<Engine> | undefined;
const listeners = new Set<() => void>();
const pending = new Map<string, Promise<void>>();
/** Namespaces of the components on screen, counted by mounts. */
const onScreen = new Map<ContentNamespace, number>();

const loadEngine = (): Promise<Engine> =>
  (enginePromise ??= import('./i18n').then((loaded) => (engine = loaded)));

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

/** `english` in `lang` if that edition is loaded. */
export const loadedContent = <T extends object>(
  lang: Language,
  namespace: ContentNamespace,
  english: T,
): T | undefined => engine?.localizedContent(lang, namespace, english);

/** A promise that settles when the edition is loaded (the same promise for the same edition). */
export function editionLoaded(lang: Language, namespace: ContentNamespace): Promise<void> {
  const key = `${lang}:${namespace}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = loadEngine().then((loaded) => loaded.loadEditions(lang, [namespace]));
    // A failed load may be retried by the next render.
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

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
  if (next !== DEFAULT_LANGUAGE || engine) {
    const loaded = await loadEngine();
    await loaded.loadEditions(next, [...onScreen.keys()]);
    await loaded.changeLanguage(next);
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
