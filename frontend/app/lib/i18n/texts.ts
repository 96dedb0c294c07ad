/**
 * The shape rules that tie a Marathi edition to its English content module.
 *
 * English content modules (app/content/*.ts) are the source: typed data holding every word a
 * page shows, next to the paths, images and numbers those words go with. A Marathi edition
 * (`*.mr.ts`) repeats only the words, in the same structure; everything else is taken from
 * English, so an image or a link can never drift between the two languages.
 */

/** Keys whose values are identifiers, addresses or assets, never words a visitor reads. */
export const NON_TEXT_KEYS: ReadonlySet<string> = new Set([
  'id',
  'slug',
  'key',
  'href',
  'to',
  'url',
  'imageUrl',
  'image',
  'logo',
  'logoUrl',
  'photo',
  'src',
  'file',
  'pdf',
  'email',
  'phone',
  'website',
  'icon',
  'glyph',
  'pictures',
  'categoryId',
  'labId',
  'facility',
  'sectionId',
  'value',
  'tone',
  'variant',
]);

/** Strings that are addresses, file names or bare numbers rather than words. */
export const isWords = (value: string): boolean =>
  /\p{L}/u.test(value) &&
  !/^(\/|#|https?:|mailto:|tel:|data:)/.test(value) &&
  !/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(value) &&
  !/^[\w./-]+\.(svg|png|jpe?g|webp|avif|gif|pdf|mp4|webm)$/i.test(value);

type Fn = (...args: never[]) => unknown;

/**
 * What a Marathi edition of `T` may hold: the same structure with every part optional, strings
 * as any string, functions as functions of the same signature. The missing-key test (not the
 * type) decides which words must be there, so identifiers and paths can simply be left out.
 */
export type Edition<T> = T extends string
  ? string
  : T extends Fn
    ? T
    : T extends readonly (infer E)[]
      ? readonly Edition<E>[]
      : T extends object
        ? { readonly [K in keyof T]?: Edition<T[K]> }
        : never;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** English with the edition's words laid over it, index by index and key by key. */
export function overlay<T>(english: T, edition: unknown): T {
  if (edition === undefined || edition === null) return english;
  if (typeof english === 'string') return (typeof edition === 'string' ? edition : english) as T;
  if (typeof english === 'function')
    return (typeof edition === 'function' ? edition : english) as T;
  if (Array.isArray(english)) {
    if (!Array.isArray(edition)) return english;
    return english.map((item, index) => overlay(item, edition[index])) as T;
  }
  if (isPlainObject(english) && isPlainObject(edition)) {
    const merged: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(english)) {
      merged[key] = NON_TEXT_KEYS.has(key) ? value : overlay(value, edition[key]);
    }
    return merged as T;
  }
  return english;
}

/** One difference between an English module and its edition, as a readable path. */
/**
 * An edition's list whose items carry a value that is not words (an equipment item's booking
 * target: lab and facility ids): each item's words, with that value taken from the English item
 * at the same place.
 */
export const withEnglish = <Words extends object, K extends string>(
  english: readonly Partial<Record<K, unknown>>[],
  words: readonly Words[],
  key: K,
): Words[] =>
  words.map((item, index) => {
    const kept = english[index]?.[key];
    return kept === undefined ? item : { ...item, [key]: kept };
  });

export interface EditionProblem {
  path: string;
  problem: 'missing' | 'extra' | 'length' | 'kind';
}

/**
 * Every word of English that the edition lacks, every key the edition has that English does
 * not (a stale or misspelt translation), and every list whose length differs.
 */
export function compareEdition(english: unknown, edition: unknown, path = ''): EditionProblem[] {
  const at = (key: string | number): string => (path ? `${path}.${key}` : String(key));
  if (typeof english === 'string') {
    if (!isWords(english)) return [];
    if (edition === undefined) return [{ path, problem: 'missing' }];
    return typeof edition === 'string' ? [] : [{ path, problem: 'kind' }];
  }
  if (typeof english === 'function') {
    if (edition === undefined) return [{ path, problem: 'missing' }];
    return typeof edition === 'function' ? [] : [{ path, problem: 'kind' }];
  }
  if (Array.isArray(english)) {
    if (!hasWords(english)) return [];
    if (!Array.isArray(edition))
      return [{ path, problem: edition === undefined ? 'missing' : 'kind' }];
    const problems: EditionProblem[] =
      edition.length === english.length ? [] : [{ path, problem: 'length' }];
    english.forEach((item, index) =>
      problems.push(...compareEdition(item, edition[index], at(index))),
    );
    return problems;
  }
  if (isPlainObject(english)) {
    if (!hasWords(english)) {
      return edition === undefined ? [] : [{ path, problem: 'extra' }];
    }
    if (!isPlainObject(edition))
      return [{ path, problem: edition === undefined ? 'missing' : 'kind' }];
    const problems: EditionProblem[] = [];
    for (const [key, value] of Object.entries(english)) {
      if (NON_TEXT_KEYS.has(key)) {
        if (edition[key] !== undefined) problems.push({ path: at(key), problem: 'extra' });
        continue;
      }
      problems.push(...compareEdition(value, edition[key], at(key)));
    }
    for (const key of Object.keys(edition)) {
      if (!(key in english)) problems.push({ path: at(key), problem: 'extra' });
    }
    return problems;
  }
  return edition === undefined ? [] : [{ path, problem: 'extra' }];
}

/** Whether a value holds any word a visitor reads (outside identifier keys). */
export function hasWords(value: unknown): boolean {
  if (typeof value === 'string') return isWords(value);
  if (typeof value === 'function') return true;
  if (Array.isArray(value)) return value.some(hasWords);
  if (isPlainObject(value)) {
    return Object.entries(value).some(([key, item]) => !NON_TEXT_KEYS.has(key) && hasWords(item));
  }
  return false;
}

/** Every string a value holds (for the test that pages show only texts from the resources). */
export function allStrings(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => allStrings(item, into));
  else if (isPlainObject(value)) Object.values(value).forEach((item) => allStrings(item, into));
  return into;
}
