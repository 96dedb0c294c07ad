import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
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
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
      ],
    },
  },
  { files: ['contracts/**'], rules: forbid('@centre/backend', '@centre/frontend', '@centre/projections', '@centre/e2e') },
  { files: ['projections/**'], rules: forbid('@centre/backend', '@centre/frontend', '@centre/e2e') },
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
);
