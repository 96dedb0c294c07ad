import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// What each workspace ships: every production dependency is imported by its own code, and
// nodemailer is past the versions of the advisories (GHSA-p6gq-j5cr-w38f, GHSA-2x7j-588g-ccc2,
// fixed in 9.1.0). `npm audit` cannot be asked here (the registry this machine reaches answers
// its endpoint 405), so the versions are checked against the advisories' own ranges.
const root = path.resolve(import.meta.dirname, '..');
const WORKSPACES = ['contracts', 'projections', 'backend', 'frontend', 'e2e'];

interface Manifest {
  dependencies?: Record<string, string>;
}
const manifest = (dir: string): Manifest => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as Manifest;

/** The shipped sources of a workspace (specs, tests, builds and dependencies left out). */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'build', 'out-tsc', '.react-router', 'testing'].includes(entry.name) ? [] : sources(full);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !/\.spec\.|\.test\./.test(entry.name) ? [full] : [];
  });

/** The packages a source names in an import, an export … from, a dynamic import or a side-effect import. */
const importedPackages = (text: string): Set<string> => {
  const names = new Set<string>();
  for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"./][^'"]*)['"]/g)) {
    const specifier = m[1]!;
    const parts = specifier.split('/');
    names.add(specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!);
  }
  return names;
};

/** A version as three numbers, for comparing. */
const numbers = (version: string): number[] => version.split('.').map((n) => Number.parseInt(n, 10));
const atLeast = (version: string, floor: string): boolean => {
  const [a, b] = [numbers(version), numbers(floor)];
  for (let i = 0; i < 3; i += 1) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
};

describe('26.15 dependencies', () => {
  it.each(WORKSPACES)('%s: every production dependency is imported by its code', (workspace) => {
    const declared = Object.keys(manifest(workspace).dependencies ?? {});
    const used = new Set<string>();
    for (const file of sources(path.join(root, workspace))) for (const name of importedPackages(readFileSync(file, 'utf8'))) used.add(name);
    expect({ workspace, unused: declared.filter((name) => !used.has(name)) }).toEqual({ workspace, unused: [] });
  });

  it('runs a nodemailer past the advisories, and asks for one', () => {
    const installed = (createRequire(path.join(root, 'backend/package.json'))('nodemailer/package.json') as { version: string }).version;
    expect({ installed, fixed: atLeast(installed, '9.1.0') }).toEqual({ installed, fixed: true });
    const range = manifest('backend').dependencies?.nodemailer ?? '';
    const floor = /(\d+\.\d+\.\d+)/.exec(range)?.[1] ?? '0.0.0';
    expect({ range, fixed: atLeast(floor, '9.1.0') }).toEqual({ range, fixed: true });
  });
});
