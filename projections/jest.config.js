import preset from '../jest.preset.js';

/** @type {import('jest').Config} */
export default { ...preset, displayName: 'projections', rootDir: import.meta.dirname };
