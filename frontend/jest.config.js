import preset from '../jest.preset.js';

/** @type {import('jest').Config} */
export default {
  ...preset,
  displayName: 'frontend',
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { customExportConditions: ['@centre/source', 'browser'] },
  // Vite defines the build's date at build time; a test run is its own build.
  globals: { __BUILD_DATE__: new Date().toISOString() },
  // The build's image step and its HTML steps are tested beside them, outside app/.
  testMatch: [...preset.testMatch, '<rootDir>/vite/**/*.spec.ts', '<rootDir>/scripts/**/*.spec.mjs'],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^virtual:centre-photos$': '<rootDir>/app/test/photos-stub.ts',
    '\\.(css|scss)$': '<rootDir>/app/test/style-stub.ts',
    '^@fontsource(-variable)?/.*$': '<rootDir>/app/test/style-stub.ts',
    '\\.(svg|png|jpe?g|webp|avif|gif|pdf)(\\?.*)?$': '<rootDir>/app/test/file-stub.ts',
  },
};
