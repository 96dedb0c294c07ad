// Lighthouse on this build and on another checkout's build side by side, in one sitting:
// `lighthouse.mjs` once per round on each build, alternately (the order swapped every round), so
// the machine's load falls on both alike. Writes this build's `results/lighthouse.json` (every
// run, medians) and `results/lighthouse-ab.md` (the medians side by side, with load1 per run).
//
//   node e2e/bench/lighthouse-ab.mjs --baseline /work/ref [--rounds 3]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkoutOf, median, resultsDir, root, writeResult } from './lib.mjs';

const { values } = parseArgs({ options: { baseline: { type: 'string' }, rounds: { type: 'string', default: '3' } } });
if (!values.baseline) throw new Error('--baseline <checkout with a build> is required');
const baseline = path.resolve(values.baseline);
const rounds = Number(values.rounds);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'centre-lighthouse-ab-'));

const builds = { baseline: { dir: baseline, results: [] }, current: { dir: root, results: [] } };
try {
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ['baseline', 'current'] : ['current', 'baseline'];
    for (const name of order) {
      const out = path.join(scratch, `${name}-${round}`);
      execFileSync(process.execPath, [path.join(import.meta.dirname, 'lighthouse.mjs')], {
        env: { ...process.env, BENCH_RUNS: '1', BENCH_ROOT: builds[name].dir, BENCH_RESULTS_DIR: out },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      builds[name].results.push(JSON.parse(readFileSync(path.join(out, 'lighthouse.json'), 'utf8')));
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

/** The runs of every round folded into one result per page, as `lighthouse.mjs` writes it with `BENCH_RUNS=rounds`. */
const fold = (results, of) =>
  of(results[0]).map(({ page }) => {
    const runs = results.flatMap((r) => of(r).find((p) => p.page === page).runs);
    const medians = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
    return { page, runs, median: medians };
  });
const pagesOf = (result) => result.pages;
const floorOf = (result) => [result.floor];

const current = builds.current.results;
const pages = fold(current, pagesOf);
const [floor] = fold(current, floorOf);
const { target } = current[0];
const missed = pages.flatMap((p) => Object.entries(target).filter(([k, v]) => p.median[k] < v).map(([k, v]) => `${p.page} ${k} ${p.median[k]} < ${v}`));
const file = writeResult('lighthouse', {
  ...current[0],
  settings: { ...current[0].settings, runs: rounds, sideBySideWith: checkoutOf(baseline) },
  pages,
  floor: { ...floor, note: current[0].floor.note },
  meetsTargets: missed.length === 0,
  missed,
});

const basePages = [...fold(builds.baseline.results, pagesOf), ...fold(builds.baseline.results, floorOf)];
const ratio = (a, b) => (a > 0 ? ` (×${(b / a).toFixed(2)})` : '');
const rows = [...pages, floor].map((p) => {
  const b = basePages.find((q) => q.page === p.page).median;
  const c = p.median;
  const loads = (r) => r.runs.map((x) => x.load1).join(' / ');
  return `| ${p.page} | ${b.performance} → ${c.performance} | ${b.fcpMs} → ${c.fcpMs}${ratio(b.fcpMs, c.fcpMs)} | ${b.lcpMs} → ${c.lcpMs}${ratio(b.lcpMs, c.lcpMs)} | ${b.tbtMs} → ${c.tbtMs} | ${b.cls} → ${c.cls} | ${b.accessibility}/${b['best-practices']}/${b.seo} → ${c.accessibility}/${c['best-practices']}/${c.seo} | ${loads(basePages.find((q) => q.page === p.page))} | ${loads(p)} |`;
});
const md = `# Lighthouse side by side (issue 30 item 9)

\`node e2e/bench/lighthouse-ab.mjs --baseline ${baseline} --rounds ${rounds}\`: Lighthouse ${current[0].lighthouse}, mobile,
simulated slow 4G, one run per page per round on each build, the builds alternately (order
swapped every round), medians of ${rounds}. Baseline: ${JSON.stringify(checkoutOf(baseline))}; this build: ${JSON.stringify(checkoutOf(root))}.
Written ${new Date().toISOString()}. Scores are baseline → this build; load1 is the machine's
one-minute load (2 cores) as each run started.

| page | performance | FCP ms | LCP ms | TBT ms | CLS | a11y/BP/SEO | load1, baseline | load1, this build |
| --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}
`;
writeFileSync(path.join(resultsDir, 'lighthouse-ab.md'), md);
console.log(md);
console.log(`→ ${file}`);
