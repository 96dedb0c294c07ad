/**
 * The barrels of the app's shared library (`app/lib/<name>/index.ts`, such as `lib/i18n`) only
 * re-export. Declared free of side effects, such a barrel no longer drags every module it names
 * into the chunks of whoever imports one name from it: without this, the shell's `useContent`
 * from `lib/i18n` put `useMessage`, and with it contracts' whole catalogue of server messages,
 * into the home page's first chunks (about 4.5 kB gzip of its initial JS).
 *
 * Not the design system's barrel (`components/ui`) nor the features': declared pure, they split
 * the home page's components into a chunk apiece, and the extra chunks and manifest entries cost
 * the home page 1.6 kB more than they save (measured side by side, one build each).
 * `pure-barrels.unit.spec.ts` holds every barrel declared here to its promise.
 */
export const PURE_BARREL = /\/app\/lib\/[^/]+\/index\.ts$/;

/** Rolldown's rule (build.rolldownOptions.treeshake.moduleSideEffects) for those barrels. */
export const pureBarrels = [{ test: PURE_BARREL, sideEffects: false }];
