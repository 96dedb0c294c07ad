import preset from '../jest.preset.js';

/** @type {import('jest').Config} */
export default { ...preset, displayName: 'contracts', rootDir: import.meta.dirname };
