// Every Jest suite of the workspace in one run; `npm test` (scripts/test-all.mjs) uses it.
/** @type {import('jest').Config} */
export default {
  projects: ['<rootDir>/contracts', '<rootDir>/projections', '<rootDir>/backend', '<rootDir>/frontend', '<rootDir>/scripts'],
  // A run of several projects takes its test timeout from here, not from the projects' own
  // configuration (jest.preset.js): without it every test had Jest's 5 s under `npm test`.
  testTimeout: 30_000,
  // One worker per core. Jest's default is cores − 1, which on a 2-core machine (CI's, these)
  // means one, and one means in band: the whole run took 13 min there; with two workers 4 min,
  // every test passing (two runs side by side in one sitting, 2026-11-27).
  maxWorkers: '100%',
};
