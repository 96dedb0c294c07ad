import i18next, { type BackendModule } from 'i18next';
import { marathiEditions, type ContentNamespace } from '../../content/marathi';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
import { overlay } from './texts';

/**
 * The i18next engine: resource store, namespace loading and language switching. It is its own
 * chunk, fetched the first time a visitor chooses Marathi (or a tab restores it): English
 * pages render from their content modules and never download it (home's JS budget).
 */

/** Loads a namespace's Marathi edition from its own chunk; English lives in the pages. */
const editionsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, done) {
    const load = marathiEditions[namespace as ContentNamespace] as
      (() => Promise<{ default: unknown }>) | undefined;
    if (language === DEFAULT_LANGUAGE || !load) {
      done(null, {});
      return;
    }
    load().then(
      (module) => done(null, module.default as Record<string, unknown>),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

const i18n = i18next.createInstance();

void i18n.use(editionsBackend).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [],
  partialBundledLanguages: true,
  initAsync: false,
});

/** Loads `language`'s editions of `namespaces` (those already loaded are not fetched again). */
export function loadEditions(
  language: Language,
  namespaces: readonly ContentNamespace[],
): Promise<void> {
  if (namespaces.length === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    i18n.services.backendConnector.load([language], [...namespaces], (error: unknown) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
    );
  });
}

const merged = new WeakMap<object, WeakMap<object, unknown>>();

/** English content with the loaded edition's words laid over it (undefined until it is loaded). */
export function localizedContent<T extends object>(
  language: Language,
  namespace: ContentNamespace,
  english: T,
): T | undefined {
  const edition = i18n.getDataByLanguage(language)?.[namespace] as object | undefined;
  if (!edition) return undefined;
  let byEdition = merged.get(english);
  if (!byEdition) merged.set(english, (byEdition = new WeakMap()));
  let result = byEdition.get(edition) as T | undefined;
  if (!result) byEdition.set(edition, (result = overlay(english, edition)));
  return result;
}

export const changeLanguage = async (language: Language): Promise<void> => {
  await i18n.changeLanguage(language);
};
