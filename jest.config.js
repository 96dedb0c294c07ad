// Every Jest suite of the workspace in one run; `npm test` (scripts/test-all.mjs) uses it.
/** @type {import('jest').Config} */
export default {
  projects: ['<rootDir>/contracts', '<rootDir>/projections', '<rootDir>/backend', '<rootDir>/frontend', '<rootDir>/scripts'],
  // A run of several projects takes its test timeout from here, not from the projects' own
  // configuration (jest.preset.js): without it every test had Jest's 5 s under `npm test`.
  testTimeout: 30_000,
};
