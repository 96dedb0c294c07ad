import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';

// Module boundaries (STYLE.md rule 10): contracts imports nothing of ours; apps import
// contracts and never each other. The backend may host the projection engine (a library).
const forbid = (...names) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: names.map((name) => ({
        group: [name, `${name}/*`],
        message: `This package may not import ${name} (module boundaries).`,
      })),
    },
  ],
});

// bulletproof-react's rule: routes compose features; a feature never imports another one.
// Shared code lives in app/components, app/lib, app/hooks, app/utils or app/content.
const FEATURES = readdirSync(new URL('./frontend/app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const appBoundaries = ['@centre/backend', '@centre/projections', '@centre/e2e'].map((name) => ({
  group: [name, `${name}/*`],
  message: `The frontend may not import ${name} (module boundaries).`,
}));
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`frontend/app/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...appBoundaries,
          ...FEATURES.filter((other) => other !== feature).map((other) => ({
            group: ['', '../', '../../', '../../../', '../../../../'].flatMap((up) =>
              up === '' ? [`**/features/${other}`, `**/features/${other}/**`] : [`${up}${other}`, `${up}${other}/**`],
            ),
            message: `Features never import each other: move what "${feature}" needs from "${other}" to app/components, app/lib or app/hooks.`,
          })),
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/out-tsc/**',
      '**/.react-router/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // No code kept in strings: nothing evaluated from text, no thread started from a string,
      // no Redis script written inside a string (scripts live in .lua files of their own).
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
        {
          selector: "NewExpression[callee.name='Worker'] Property[key.name='eval'][value.value=true]",
          message: 'No code in strings: a thread runs a module file, never source text.',
        },
        {
          selector: 'Literal[value=/redis\\.call\\(/], TemplateElement[value.raw=/redis\\.call\\(/]',
          message: 'No code in strings: a Redis script lives in a .lua file of its own, read at start.',
        },
      ],
    },
  },
  { files: ['contracts/**'], rules: forbid('@centre/backend', '@centre/frontend', '@centre/projections', '@centre/e2e') },
  { files: ['projections/**'], rules: forbid('@centre/backend', '@centre/frontend', '@centre/e2e') },
  // The projection engine is generic: the centre's read models (their list, their queries) use
  // it, never the other way round.
  {
    files: ['projections/src/engine/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbid('@centre/backend', '@centre/frontend', '@centre/e2e')['no-restricted-imports'][1].patterns,
            { group: ['**/read-models', '**/read-models/**'], message: 'The engine imports no read model of the centre.' },
          ],
        },
      ],
    },
  },
  { files: ['backend/**'], rules: forbid('@centre/frontend', '@centre/e2e') },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...forbid('@centre/backend', '@centre/projections', '@centre/e2e'),
    },
  },
  ...featureBoundaries,
  // A classic script the build serves beside the modules (frontend/scripts/boot-after-first-paint.mjs).
  {
    files: ['frontend/scripts/after-first-paint.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
);
