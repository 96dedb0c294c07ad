// The side-by-side table of a compare.mjs result, defined once: compare.mjs writes it beside its
// JSON, and report.mjs puts it in REPORT.md.

/** How a figure moved, current against baseline: better, within 10 % worse, or worse (in bold). */
export const verdict = ({ better, ratio }) => {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return 'not measured';
  const change = better === 'higher' ? ratio - 1 : 1 - ratio;
  if (change >= 0) return change < 0.005 ? 'same' : `better by ${(change * 100).toFixed(0)} %`;
  return -change <= 0.1 ? `within 10 % (worse by ${(-change * 100).toFixed(0)} %)` : `**worse by ${(-change * 100).toFixed(0)} %**`;
};

/** Whether a figure is worse than the baseline's by more than 10 %. */
export const worseByMoreThanTenPercent = (figure) => verdict(figure).startsWith('**worse');

const fmt = (v) => (v === undefined || v === null ? '—' : Number(v).toLocaleString('en-US', { maximumFractionDigits: v < 10 ? 2 : v < 1000 ? 1 : 0 }));

/** The table's lines (Markdown), a row per figure, then a row for a benchmark's failed runs. */
export const compareTable = (result) => {
  const lines = [
    '| Benchmark | Figure | Current (median) | Baseline (median) | Ratio | Current runs | Baseline runs | Verdict |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const [name, b] of Object.entries(result.benchmarks)) {
    for (const [figure, f] of Object.entries(b.figures)) {
      lines.push(`| ${name} | ${figure} (${f.unit}, ${f.better} is better) | ${fmt(f.medianCurrent)} | ${fmt(f.medianBaseline)} | ${f.ratio === null || f.ratio === undefined ? '—' : `${f.ratio.toFixed(2)}×`} | ${f.current.map(fmt).join(', ')} | ${f.baseline.map(fmt).join(', ')} | ${verdict(f)} |`);
    }
    const failed = [...b.failedRuns.current.map((f) => `current: ${f}`), ...b.failedRuns.baseline.map((f) => `baseline: ${f}`)];
    if (failed.length > 0) lines.push(`| ${name} | failed runs | ${failed.join('; ')} | | | | | |`);
  }
  return lines;
};

/** The line that says how the sitting was run. */
export const compareSitting = (result) => {
  const { current, baseline } = result.checkouts;
  const pairs = result.settings.pairs;
  return `Written by \`e2e/bench/compare.mjs\` on ${result.runDate.replace('T', ' ').slice(0, 16)} UTC. Current: \`${current.path}\` (${current.commit}); baseline: \`${baseline.path}\` (${baseline.commit}). ${pairs} pair${pairs === 1 ? '' : 's'} of runs, alternating, the order swapped every pair; medians; ratio = current ÷ baseline.`;
};
