import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compareEdition, hasWords } from '../lib/i18n/texts';
import { marathiEditions, type ContentNamespace } from './marathi';

const contentDir = fileURLToPath(new URL('.', import.meta.url));
const namespaces = Object.keys(marathiEditions) as ContentNamespace[];

/** Every content module under app/content, as a namespace ('labs/fab'). */
const contentModules = (readdirSync(contentDir, { recursive: true }) as string[])
  .map((file) => file.replaceAll('\\', '/'))
  .filter(
    (file) => file.endsWith('.ts') && !/\.(mr|unit\.spec)\.ts$/.test(file) && file !== 'marathi.ts',
  )
  .map((file) => file.replace(/\.ts$/, ''));

describe('Marathi editions', () => {
  test('every content module that holds words has a Marathi edition', async () => {
    const withoutEdition: string[] = [];
    for (const module of contentModules) {
      const english = (await import(`./${module}`)) as Record<string, unknown>;
      if (hasWords({ ...english }) && !(module in marathiEditions)) withoutEdition.push(module);
    }
    expect(withoutEdition).toEqual([]);
  });

  test.each(namespaces)(
    '%s: no key of English is missing in Marathi, none is extra',
    async (namespace) => {
      const english = (await import(`./${namespace}`)) as Record<string, unknown>;
      const edition = (await marathiEditions[namespace]()).default;
      const problems = compareEdition({ ...english }, edition).map(
        ({ path, problem }) => `${problem}: ${path}`,
      );
      expect(problems).toEqual([]);
    },
  );

  test.each(namespaces)('%s: Marathi words are written in Devanagari', async (namespace) => {
    const edition = (await marathiEditions[namespace]()).default;
    // A string with no Devanagari that reads as an English phrase (three Latin words in a row,
    // one of them in lower case) is a missed translation. Names stay as they are: people,
    // startups, schemes and places are written in Title Case ('NIDHI Seed Support System').
    const untranslated = [...strings(edition)].filter(
      (text) =>
        !/\p{Script=Devanagari}/u.test(text) &&
        /[A-Za-z]+\s+[A-Za-z]+\s+[A-Za-z]+/.test(text) &&
        /(^|\s)[a-z]{4,}/.test(text),
    );
    expect(untranslated).toEqual([]);
  });
});

function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) yield* strings(item);
}
