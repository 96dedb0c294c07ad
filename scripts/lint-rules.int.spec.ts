import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { ESLint } from 'eslint';

// Each boundary rule of the real configuration (.dependency-cruiser.cjs, eslint.config.js)
// against a small tree that breaks it, and against one that keeps it. The trees are written
// under a temporary folder laid out like the repository, because the rules match paths.
const root = path.resolve(import.meta.dirname, '..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration;
const temps: string[] = [];

interface Violation {
  rule: string;
  from: string;
  to: string;
}

/** Writes `files` into a fresh tree and cruises it with the real rules. */
async function violationsOf(files: Record<string, string>): Promise<Violation[]> {
  const base = mkdtempSync(path.join(os.tmpdir(), 'lint-rules-'));
  temps.push(base);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(base, name)), { recursive: true });
    writeFileSync(path.join(base, name), text);
  }
  const { tsConfig: _ownTsConfig, ...options } = config.options ?? {};
  const tops = [...new Set(Object.keys(files).map((name) => name.split('/')[0] ?? name))];
  const { output } = await cruise(tops, {
    ...options,
    baseDir: base,
    validate: true,
    ruleSet: { forbidden: config.forbidden ?? [] },
  });
  const result = output as ICruiseResult;
  // A dependency that does not resolve breaks no rule: the trees must resolve for the test to mean anything.
  const unresolved = result.modules.flatMap((m) => m.dependencies.filter((d) => d.couldNotResolve).map((d) => `${m.source} → ${d.module}`));
  expect(unresolved).toEqual([]);
  return result.summary.violations
    .map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }))
    .sort((a, b) => `${a.rule}${a.from}${a.to}`.localeCompare(`${b.rule}${b.from}${b.to}`));
}

const rulesOf = (violations: Violation[]): string[] => [...new Set(violations.map((v) => v.rule))];

afterAll(() => {
  for (const temp of temps) rmSync(temp, { recursive: true, force: true });
});

describe('no-cycle', () => {
  it('fails on a cycle of value imports', async () => {
    const violations = await violationsOf({
      'backend/src/bookings/a.ts': "import { b } from './b.js';\nexport const a = (): number => b + 1;\n",
      'backend/src/bookings/b.ts': "import { a } from './a.js';\nexport const b = 1;\nexport const c = a;\n",
    });
    expect(rulesOf(violations)).toEqual(['no-cycle']);
  });

  it('fails on a cycle of type-only imports', async () => {
    const violations = await violationsOf({
      'contracts/src/a.ts': "import type { B } from './b.js';\nexport interface A { b?: B }\n",
      'contracts/src/b.ts': "import type { A } from './a.js';\nexport interface B { a?: A }\n",
    });
    expect(rulesOf(violations)).toEqual(['no-cycle']);
  });

  it('fails on a cycle closed by a dynamic import', async () => {
    const violations = await violationsOf({
      'frontend/app/content/table.ts': "export const table = { home: () => import('./home') };\n",
      'frontend/app/content/home.ts': "import { table } from './table';\nexport const names = Object.keys(table);\n",
    });
    expect(rulesOf(violations)).toEqual(['no-cycle']);
  });
});

describe('shared-frontend-imports-no-content-or-feature', () => {
  it('fails when components/ui imports content', async () => {
    const violations = await violationsOf({
      'frontend/app/content/site.ts': "export const site = { name: 'Centre' };\n",
      'frontend/app/components/ui/header.tsx': "import { site } from '../../content/site';\nexport const title = site.name;\n",
    });
    expect(violations).toEqual([
      {
        rule: 'shared-frontend-imports-no-content-or-feature',
        from: 'frontend/app/components/ui/header.tsx',
        to: 'frontend/app/content/site.ts',
      },
    ]);
  });

  it('fails when lib or hooks import a feature', async () => {
    const violations = await violationsOf({
      'frontend/app/features/booking/index.ts': 'export const BOOKING = 1;\n',
      'frontend/app/lib/uses-feature.ts': "import { BOOKING } from '../features/booking';\nexport const x = BOOKING;\n",
      'frontend/app/hooks/use-feature.ts': "import { BOOKING } from '../features/booking/index';\nexport const y = BOOKING;\n",
    });
    expect(violations.map((v) => [v.rule, v.from])).toEqual([
      ['shared-frontend-imports-no-content-or-feature', 'frontend/app/hooks/use-feature.ts'],
      ['shared-frontend-imports-no-content-or-feature', 'frontend/app/lib/uses-feature.ts'],
    ]);
  });

  it('lets features and routes import content and shared code', async () => {
    const violations = await violationsOf({
      'frontend/app/content/booking.ts': "export const texts = { title: 'Book' };\n",
      'frontend/app/lib/format.ts': 'export const upper = (s: string): string => s.toUpperCase();\n',
      'frontend/app/features/booking/form.tsx':
        "import { texts } from '../../content/booking';\nimport { upper } from '../../lib/format';\nexport const title = upper(texts.title);\n",
    });
    expect(violations).toEqual([]);
  });
});

describe('backend-slice-internals', () => {
  const auth = {
    'backend/src/auth/users.service.ts': 'export class UsersService {}\n',
    'backend/src/auth/index.ts': "export { UsersService } from './users.service.js';\n",
  };

  it("fails when a slice imports another slice's internals", async () => {
    const violations = await violationsOf({
      ...auth,
      'backend/src/mail/mail.thread.ts': "import { UsersService } from '../auth/users.service.js';\nexport const users = new UsersService();\n",
    });
    expect(violations).toEqual([
      { rule: 'backend-slice-internals', from: 'backend/src/mail/mail.thread.ts', to: 'backend/src/auth/users.service.ts' },
    ]);
  });

  it("fails when an entry point imports a slice's internals", async () => {
    const violations = await violationsOf({
      ...auth,
      'backend/src/admin-cli.ts': "import { UsersService } from './auth/users.service.js';\nexport const users = new UsersService();\n",
    });
    expect(violations).toEqual([
      { rule: 'backend-slice-internals', from: 'backend/src/admin-cli.ts', to: 'backend/src/auth/users.service.ts' },
    ]);
  });

  it("lets slices and entry points import a slice's index, shared code and config; lets tests reach internals", async () => {
    const violations = await violationsOf({
      ...auth,
      'backend/src/shared/clock/clock.ts': 'export const now = (): Date => new Date();\n',
      'backend/src/config/app-config.ts': 'export const port = 5000;\n',
      'backend/src/mail/mail.thread.ts':
        "import { UsersService } from '../auth/index.js';\nimport { now } from '../shared/clock/clock.js';\nimport { port } from '../config/app-config.js';\nexport const started = [new UsersService(), now(), port];\n",
      'backend/src/main.ts': "import { UsersService } from './auth/index.js';\nexport const users = new UsersService();\n",
      'backend/src/mail/mail.int.spec.ts': "import { UsersService } from '../auth/users.service.js';\nexport const users = new UsersService();\n",
      'backend/src/mail/testing/mail-kit.ts': "import { UsersService } from '../../auth/users.service.js';\nexport const users = new UsersService();\n",
      'backend/src/system-tests/security.ts': "import { UsersService } from '../auth/users.service.js';\nexport const users = new UsersService();\n",
    });
    expect(violations).toEqual([]);
  });
});

describe('backend-shared-imports-no-slice', () => {
  it("fails when shared code imports a slice, even through the slice's index", async () => {
    const violations = await violationsOf({
      'backend/src/bookings/domain/booking.errors.ts': 'export class BookingError extends Error {}\n',
      'backend/src/bookings/index.ts': "export { BookingError } from './domain/booking.errors.js';\n",
      'backend/src/shared/http/errors.ts': "import { BookingError } from '../../bookings/index.js';\nexport const known = [BookingError];\n",
      'backend/src/shared/http/filter.ts':
        "import { BookingError } from '../../bookings/domain/booking.errors.js';\nexport const known = [BookingError];\n",
    });
    expect(violations.map((v) => [v.rule, v.from])).toEqual([
      ['backend-shared-imports-no-slice', 'backend/src/shared/http/errors.ts'],
      ['backend-shared-imports-no-slice', 'backend/src/shared/http/filter.ts'],
    ]);
  });
});

describe('eslint: features never import each other', () => {
  const eslint = new ESLint({ cwd: root });
  const restricted = async (code: string, filePath: string): Promise<string[]> => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  };

  it('fails when a feature imports another feature', async () => {
    const messages = await restricted(
      "import { ReviewPage } from '../../review/components/review-page';\nexport const page = ReviewPage;\n",
      'frontend/app/features/booking/components/lint-probe.tsx',
    );
    expect(messages).toEqual([expect.stringContaining('Features never import each other')]);
  });

  it('lets a feature import shared code and its own files', async () => {
    const messages = await restricted(
      "import { useBookingChoices } from '../../../hooks/use-booking-choices';\nimport { BookingForm } from './booking-form';\nexport const parts = [useBookingChoices, BookingForm];\n",
      'frontend/app/features/booking/components/lint-probe.tsx',
    );
    expect(messages).toEqual([]);
  });
});

describe('eslint: no code in strings', () => {
  const eslint = new ESLint({ cwd: root });
  const broken = async (code: string): Promise<string[]> => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, 'backend/src/shared/lint-probe.ts') });
    return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
  };

  it('fails on eval and on a function made from text', async () => {
    expect(await broken("export const run = (text: string): unknown => eval(text);\n")).toEqual(['no-eval']);
    expect(await broken("export const make = (): unknown => new Function('a', 'return a');\n")).toEqual(['no-new-func']);
    expect(await broken("export const later = (): unknown => setTimeout('go()', 1);\n")).toEqual(['no-implied-eval']);
  });

  it('fails on a thread started from source text', async () => {
    const code = "import { Worker } from 'node:worker_threads';\nexport const start = (): Worker => new Worker('postMessage(1)', { eval: true });\n";
    expect(await broken(code)).toEqual(['no-restricted-syntax']);
  });

  it('fails on a Redis script written in a string, in quotes or in a template', async () => {
    // The probes are the texts the rule must catch, so this file says them in strings itself.
    // eslint-disable-next-line no-restricted-syntax
    expect(await broken("export const SCRIPT = \"return redis.call('GET', KEYS[1])\";\n")).toEqual(['no-restricted-syntax']);
    // eslint-disable-next-line no-restricted-syntax
    expect(await broken("export const SCRIPT = `\nreturn redis.call('DEL', KEYS[1])\n`;\n")).toEqual(['no-restricted-syntax']);
  });

  it('lets a thread run a module file and a script be read from its own file', async () => {
    const code = [
      "import { readFileSync } from 'node:fs';",
      "import { Worker } from 'node:worker_threads';",
      "export const start = (): Worker => new Worker(new URL('./thread.js', import.meta.url));",
      "export const SCRIPT = readFileSync(new URL('./script.lua', import.meta.url), 'utf8');",
      '',
    ].join('\n');
    expect(await broken(code)).toEqual([]);
  });
});
