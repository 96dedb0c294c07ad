// Every Jest suite of the workspace in one run; `npm test` (scripts/test-all.mjs) uses it.
/** @type {import('jest').Config} */
export default {
  projects: ['<rootDir>/contracts', '<rootDir>/projections', '<rootDir>/backend', '<rootDir>/frontend'],
};
