import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { marathiEditions, type ContentNamespace } from '../../content/marathi';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from './languages';

/**
 * Loads a namespace's Marathi edition from its own chunk. English needs no loading: pages
 * import their English content modules directly, so prerendered HTML and the first client
 * render are the same and a page's English travels with the page.
 */
const editionsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    const load = marathiEditions[namespace as ContentNamespace] as
      | (() => Promise<{ default: unknown }>)
      | undefined;
    if (language !== 'mr' || !load) {
      done(null, {});
      return;
    }
    load().then(
      (module) => done(null, module.default as Record<string, unknown>),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n: I18n = i18next.createInstance();

void i18n
  .use(editionsBackend)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [],
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { bindI18n: 'languageChanged loaded', useSuspense: true },
  });

export const currentLanguage = (): Language =>
  isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

/** Loads `language`'s editions of the namespaces on screen, so switching shows no gap. */
function preload(language: Language, namespaces: readonly string[]): Promise<void> {
  if (namespaces.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    i18n.services.backendConnector.load([language], [...namespaces], (error: unknown) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
    );
  });
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
 * first, then every component re-renders at once; `<html lang>` and the tab's stored choice
 * follow.
 */
export async function switchLanguage(language: Language): Promise<void> {
  await preload(language, i18n.reportNamespaces?.getUsedNamespaces() ?? []);
  await i18n.changeLanguage(language);
  storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
}

/** The language kept for this tab, if any. */
export const storedLanguage = (): Language | undefined => {
  const value = storage()?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : undefined;
};

i18n.on('languageChanged', (language) => {
  if (typeof document !== 'undefined' && isLanguage(language)) {
    document.documentElement.lang = language;
  }
});
