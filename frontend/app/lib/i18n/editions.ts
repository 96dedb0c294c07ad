import type { Language } from './languages';

/**
 * The app's content namespaces ('home', 'labs/fab', …). Empty here: the app's table of
 * editions (app/content/marathi.ts) fills it in by declaration merging, so this library knows
 * the names without importing the content.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface ContentNamespaces {}

export type ContentNamespace = Extract<keyof ContentNamespaces, string>;

/** Loads one namespace's edition, its own chunk. */
export type EditionLoader = () => Promise<{ default: unknown }>;
export type EditionTable = Readonly<Partial<Record<string, EditionLoader>>>;

/** Where each language's table of editions comes from; the table itself is loaded on demand. */
const tables = new Map<Language, () => Promise<EditionTable>>();
const loadedTables = new Map<Language, Promise<EditionTable>>();
/** `${language}:${namespace}` → the edition, once loaded. */
const editions = new Map<string, object>();
const loading = new Map<string, Promise<void>>();

const keyOf = (language: Language, namespace: string): string => `${language}:${namespace}`;

/**
 * Tells the library how to find a language's editions. The app gives a function that imports
 * its table, so the table (a list of `import()`s) is fetched only when the language is chosen.
 */
export function provideEditions(language: Language, table: () => Promise<EditionTable>): void {
  tables.set(language, table);
  loadedTables.delete(language);
}

const tableOf = (language: Language): Promise<EditionTable> => {
  let table = loadedTables.get(language);
  if (!table) {
    const source = tables.get(language);
    table = source ? source() : Promise.resolve({});
    // A failed load may be retried later.
    table.catch(() => loadedTables.delete(language));
    loadedTables.set(language, table);
  }
  return table;
};

/** The edition of `namespace` in `language`, once loaded; undefined before. */
export const editionOf = (language: Language, namespace: string): object | undefined =>
  editions.get(keyOf(language, namespace));

/**
 * Loads an edition (the same promise for the same edition while it loads). A namespace the
 * table does not hold has no edition: its English shows.
 */
export function loadEdition(language: Language, namespace: string): Promise<void> {
  const key = keyOf(language, namespace);
  if (editions.has(key)) return Promise.resolve();
  let promise = loading.get(key);
  if (!promise) {
    promise = tableOf(language)
      .then((table) => table[namespace]?.())
      .then((module) => {
        const edition = module?.default;
        editions.set(key, typeof edition === 'object' && edition !== null ? edition : {});
      })
      .finally(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}
