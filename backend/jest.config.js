import preset from '../jest.preset.js';

/** @type {import('jest').Config} */
export default { ...preset, displayName: 'backend', rootDir: import.meta.dirname };
