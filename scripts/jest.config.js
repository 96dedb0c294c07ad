import preset from '../jest.preset.js';

// The repository's own tooling (the lint rules' tests); run with every other suite by `npm test`.
/** @type {import('jest').Config} */
export default { ...preset, displayName: 'scripts', rootDir: import.meta.dirname, testMatch: ['<rootDir>/*.spec.ts'] };
