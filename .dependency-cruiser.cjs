// Boundaries between the folders of one package, checked by `npm run lint:boundaries` (and by
// `npm run lint` and `npm test`). Boundaries between packages (contracts imports none of ours,
// apps never import each other) and "features never import each other" live in
// eslint.config.js. scripts/lint-rules.int.spec.ts shows each rule failing on a violation.

// Backend folders that are shared code, not slices: any slice may import them whole.
const BACKEND_SHARED = '^backend/src/(shared|config|testing)/';
// Test kits may reach into a slice's internals to build what they test: specs, `testing/`
// folders and the suites run against a running backend.
const TEST_KITS = ['\\.spec\\.tsx?$', '/testing/', '^backend/src/system-tests/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'An import cycle (type-only and dynamic imports included): move what both sides need into a module that neither imports, or turn one import around.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-frontend-imports-no-content-or-feature',
      severity: 'error',
      comment:
        'Shared frontend code (app/components, app/lib, app/hooks, app/utils) never imports app/content or app/features: pass the text or component in as a prop or argument, or move the shared part down into app/components, app/lib or app/hooks.',
      from: { path: '^frontend/app/(components|lib|hooks|utils)/' },
      to: { path: '^frontend/app/(content|features)/' },
    },
    {
      name: 'backend-slice-internals',
      severity: 'error',
      comment:
        "A backend slice imports another slice only through its public surface, backend/src/<slice>/index.ts: export what you need from that index (or move it to backend/src/shared if it belongs to no slice).",
      from: { path: '^backend/src/([^/]+)', pathNot: [BACKEND_SHARED, ...TEST_KITS] },
      to: {
        path: '^backend/src/[^/]+/',
        pathNot: ['^backend/src/$1/', '^backend/src/[^/]+/index\\.ts$', BACKEND_SHARED],
      },
    },
    {
      name: 'backend-shared-imports-no-slice',
      severity: 'error',
      comment:
        'backend/src/shared (and config) is shared code and imports no slice: move what it needs from the slice into shared, or let the slice pass it in.',
      from: { path: '^backend/src/(shared|config)/', pathNot: TEST_KITS },
      to: { path: '^backend/src/[^/]+/', pathNot: BACKEND_SHARED },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|build|\\.react-router|coverage)(/|$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      // Workspace packages resolve to their source, as in Jest and the frontend's bundler.
      exportsFields: ['exports'],
      conditionNames: ['@centre/source', 'import', 'require', 'node', 'default'],
    },
  },
};
