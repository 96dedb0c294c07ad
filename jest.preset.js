// Shared Jest setup: native ESM (run with --experimental-vm-modules), TypeScript through SWC,
// workspace packages resolved to their source through the "@centre/source" export condition.
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  // Integration tests start real servers, processes and scrypt hashes on a 2-core machine.
  testTimeout: 30_000,
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.spec.tsx', '<rootDir>/app/**/*.spec.ts', '<rootDir>/app/**/*.spec.tsx'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: {
            legacyDecorator: true,
            decoratorMetadata: true,
            react: { runtime: 'automatic' },
          },
          target: 'es2022',
          keepClassNames: true,
        },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironmentOptions: { customExportConditions: ['@centre/source', 'node', 'node-addons'] },
};
