// Two builds side by side in one sitting: every chosen benchmark runs alternately against this
// checkout and another built checkout (BENCH_ROOT of each run), pair after pair, the order
// swapped every pair (this, other; other, this; …) so that drift in the machine's load falls
// on both alike. Each run writes to a folder of its own; neither checkout's results change.
//
//   npm run build   (here, and in the other checkout)
//   node e2e/bench/compare.mjs --baseline /work/baseline [--only booking-throughput check-availability …]
//     [--pairs 3] [--out e2e/bench/results/compare.json] [--current DIR]
//
// --current: another build in place of this checkout's (`--current X --baseline X` measures
// the noise of the machine: two equal builds, whatever differs is drift).
//
// Writes the figures of every run, the median of each side and their ratio (this ÷ baseline)
// to --out, and the table beside it as Markdown (same name, .md). A run that fails is recorded
// and the others go on; the exit code says whether any failed. Every benchmark runs once per
// run (BENCH_RUNS=1 or --runs 1): the pairs are the repetitions.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCHMARKS } from './compare.benchmarks.mjs';
import { compareSitting, compareTable } from './compare-table.mjs';
import { checkoutOf, LOAD_FROM_ONE_CLIENT, machine, median, resultsDir, root } from './lib.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    baseline: { type: 'string' },
    current: { type: 'string', default: root },
    only: { type: 'string', multiple: true },
    pairs: { type: 'string', default: '3' },
    out: { type: 'string', default: path.join(resultsDir, 'compare.json') },
  },
});
if (!values.baseline) {
  console.error(`usage: node e2e/bench/compare.mjs --baseline DIR [--only NAME…] [--pairs 3]\nbenchmarks: ${Object.keys(BENCHMARKS).join(', ')}`);
  process.exit(2);
}
const baseline = path.resolve(values.baseline);
// `--only a b` and `--only a --only b` and `--only a,b` alike.
const chosen = values.only ? [...values.only, ...positionals].flatMap((n) => n.split(',')).filter(Boolean) : Object.keys(BENCHMARKS);
const unknown = chosen.filter((name) => !BENCHMARKS[name]);
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${Object.keys(BENCHMARKS).join(', ')}`);
  process.exit(2);
}
const PAIRS = Number(values.pairs);
const sides = { current: path.resolve(values.current), baseline };
for (const [side, dir] of Object.entries(sides)) {
  if (!existsSync(path.join(dir, 'backend/dist/main.js'))) {
    console.error(`${side} (${dir}) is not built: no backend/dist/main.js`);
    process.exit(2);
  }
}

const register = path.join(import.meta.dirname, 'bench-root.register.mjs');

const figuresOf = (bench, result) => {
  const figures = {};
  for (const f of bench.figures) {
    try {
      figures[f.name] = f.of(result);
    } catch {
      // a build whose result lacks this figure: not measured there
    }
  }
  return figures;
};

/** One run of one benchmark against the build in `dir`: its figures, or why it failed. */
const runOnce = (name, dir) => {
  const bench = BENCHMARKS[name];
  if (bench.inline) return { figures: figuresOf(bench, bench.inline(dir)) };
  const out = mkdtempSync(path.join(os.tmpdir(), 'centre-bench-compare-'));
  try {
    const { status } = spawnSync(process.execPath, ['--import', register, path.join(import.meta.dirname, bench.script), ...(bench.args ?? [])], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        ...LOAD_FROM_ONE_CLIENT,
        ...bench.env,
        BENCH_ROOT: dir,
        BENCH_RESULTS_DIR: out,
      },
    });
    const file = path.join(out, `${bench.result ?? name}.json`);
    if (status !== 0 || !existsSync(file)) return { failed: `exit ${status}${existsSync(file) ? '' : ', no result'}` };
    return { figures: figuresOf(bench, JSON.parse(readFileSync(file, 'utf8'))) };
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
};

const benchmarks = {};
let failures = 0;
for (const name of chosen) {
  const runs = { current: [], baseline: [] };
  for (let pair = 0; pair < PAIRS; pair++) {
    for (const side of pair % 2 === 0 ? ['current', 'baseline'] : ['baseline', 'current']) {
      console.log(`\n[compare] ${name}, pair ${pair + 1} of ${PAIRS}: ${side} (${sides[side]})`);
      const run = runOnce(name, sides[side]);
      if (run.failed) {
        failures++;
        console.error(`[compare] ${name} against ${side} failed: ${run.failed}`);
      }
      runs[side].push(run);
    }
  }
  const figures = {};
  for (const { name: figure, better, unit } of BENCHMARKS[name].figures) {
    // A drain that never ended counts as endless (Infinity), not as missing.
    const of = (side) => runs[side].map((r) => r.figures?.[figure]).filter((v) => typeof v === 'number' && !Number.isNaN(v));
    const current = median(of('current'));
    const base = median(of('baseline'));
    figures[figure] = { unit, better, current: of('current'), baseline: of('baseline'), medianCurrent: current, medianBaseline: base, ratio: base && Number.isFinite(current / base) ? Number((current / base).toFixed(3)) : null };
  }
  benchmarks[name] = { description: BENCHMARKS[name].description, figures, failedRuns: Object.fromEntries(Object.entries(runs).map(([s, r]) => [s, r.filter((x) => x.failed).map((x) => x.failed)])) };
  console.log(`[compare] ${name}: ${Object.entries(figures).map(([f, v]) => `${f} ${v.medianCurrent} vs ${v.medianBaseline} (×${v.ratio})`).join('; ')}`);
}

const checkouts = { current: checkoutOf(sides.current), baseline: checkoutOf(baseline) };
const result = {
  benchmark: 'compare',
  runDate: new Date().toISOString(),
  machine: machine(),
  checkouts,
  settings: { pairs: PAIRS, order: 'current first in odd pairs, baseline first in even pairs', benchmarks: chosen },
  benchmarks,
};
mkdirSync(path.dirname(values.out), { recursive: true });
writeFileSync(values.out, `${JSON.stringify(result, null, 2)}\n`);

const lines = [`# Side by side: ${checkouts.current.commit ?? 'this checkout'} against ${checkouts.baseline.commit ?? baseline}`, '', compareSitting(result), '', ...compareTable(result)];
lines.push('');
const table = lines.join('\n');
writeFileSync(values.out.replace(/\.json$/, '') + '.md', table);
console.log(`\n${table}\n[compare] written ${values.out} and its .md`);
if (failures > 0) process.exit(1);
