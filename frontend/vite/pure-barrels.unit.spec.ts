import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { PURE_BARREL } from './pure-barrels.ts';

const APP = path.resolve(import.meta.dirname, '../app');

const barrels = (readdirSync(APP, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => path.basename(file) === 'index.ts')
  .map((file) => path.join(APP, file));
const declaredPure = barrels.filter((file) => PURE_BARREL.test(file));

/** Statements of a module that are not `export … from '…'`: whatever would run on import. */
const notReExports = (text: string): string[] => {
  const source = ts.createSourceFile('index.ts', text, ts.ScriptTarget.Latest, true);
  return source.statements
    .filter((statement) => !(ts.isExportDeclaration(statement) && statement.moduleSpecifier))
    .map((statement) => statement.getText(source));
};

describe("30.9 the home page's initial JS: the shared library's barrels are free of side effects", () => {
  it('declares the barrels of app/lib free of side effects, and no other module', () => {
    expect(declaredPure.map((file) => path.relative(APP, file))).toContain('lib/i18n/index.ts');
    expect(path.join(APP, 'lib/i18n/use-message.ts')).not.toMatch(PURE_BARREL);
    expect(path.join(APP, 'components/ui/index.ts')).not.toMatch(PURE_BARREL);
    expect(path.join(APP, 'features/language/index.ts')).not.toMatch(PURE_BARREL);
    expect(path.join(APP, 'root.tsx')).not.toMatch(PURE_BARREL);
  });

  it.each(declaredPure.map((file) => [path.relative(APP, file), file]))('%s only re-exports', (_name, file) => {
    expect(notReExports(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('tells a barrel that runs code on import from one that only re-exports', () => {
    expect(notReExports("export { a } from './a';\nexport type { B } from './b';")).toEqual([]);
    expect(notReExports("export { a } from './a';\nregister();\nexport const c = 1;")).toEqual([
      'register();',
      'export const c = 1;',
    ]);
  });
});
