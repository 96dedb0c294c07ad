// Module resolution hooks (node:module `register`) for a benchmark run against another
// checkout (BENCH_ROOT): an import that resolves into this checkout's build (backend/dist,
// projections/dist, contracts/dist, by relative path or through a workspace package) loads the
// same file of the other checkout's build instead. Scripts that take the build from lib.mjs's
// `benchRoot` need none of this; those that import a build directly (rebuild-speed.mjs) are
// measured against the other checkout with it. compare.mjs loads it with
// `--import ./bench-root.register.mjs`.
let from;
let to;

export const initialize = (data) => {
  from = data.from;
  to = data.to;
};

const BUILDS = /^(backend|projections|contracts)\/dist\//;

export const resolve = async (specifier, context, nextResolve) => {
  const resolved = await nextResolve(specifier, context);
  if (!resolved.url.startsWith(from)) return resolved;
  const inside = resolved.url.slice(from.length);
  return BUILDS.test(inside) ? { ...resolved, url: `${to}${inside}` } : resolved;
};
