// Writes e2e/bench/REPORT.md and e2e/bench/latency-chart.svg from e2e/bench/results/*.json:
// each figure as the median of its runs, its floor where one was measured in the same run,
// the target from the issues, and plainly whether the target is met and by how much.
//
//   node e2e/bench/report.mjs        (run-all.mjs calls it last)
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compareSitting, compareTable, worseByMoreThanTenPercent } from './compare-table.mjs';

const here = import.meta.dirname;
// Both can be pointed elsewhere (to try the report on other result files).
const resultsDir = process.env.BENCH_RESULTS_DIR ?? path.join(here, 'results');
const outDir = process.env.BENCH_REPORT_DIR ?? here;

const results = {};
if (existsSync(resultsDir)) {
  for (const file of readdirSync(resultsDir).filter((f) => f.endsWith('.json')).sort()) {
    try {
      results[file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(resultsDir, file), 'utf8'));
    } catch (error) {
      console.error(`report: ${file} is not JSON (${error instanceof Error ? error.message : String(error)}), left out`);
    }
  }
}

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const num = (v, digits = 0) =>
  v === undefined || v === null || Number.isNaN(v) ? '—' : Number(v).toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const range = (values, digits = 0) => {
  const finite = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
  if (finite.length === 0) return '';
  if (finite.length === 1) return '1 run';
  return `${finite.length} runs: ${num(Math.min(...finite), digits)}–${num(Math.max(...finite), digits)}`;
};
const day = (iso) => (iso ? iso.replace('T', ' ').slice(0, 16) + ' UTC' : '—');

/**
 * One row of the figures table. `better` says which way is good; the verdict names the margin
 * as a share of the target ("missed by 41 %": 41 % short of it, or 41 % over a ceiling).
 */
const rows = [];
const row = ({ figure, value, unit, digits = 0, runs = [], floor, ratio, target, better, source, runDate, note, verdict: given, targetText: givenTarget }) => {
  let verdict = value === undefined ? 'not measured' : (given ?? 'not measured');
  if (value !== undefined && target !== undefined && given === undefined) {
    // 'lower-or-equal': a ceiling, met at the target itself.
    const met = better === 'higher' ? value >= target : better === 'lower-or-equal' ? value <= target : value < target;
    const margin = better === 'higher' ? (value - target) / target : (target - value) / target;
    const pct = num(Math.abs(margin) * 100);
    if (met) verdict = `**met** (${margin === 0 ? 'at' : `${pct} % inside`} the target)`;
    else verdict = pct === '0' ? '**missed**: at the limit, must be below it' : `**missed** by ${pct} %`;
  }
  rows.push({ figure, value, unit, digits, runs, floor, ratio, target, better, source, runDate, note, verdict, targetText: givenTarget });
};
const targetText = (r) =>
  r.target === undefined ? '—' : `${{ higher: '≥', 'lower-or-equal': '≤' }[r.better] ?? '<'} ${num(r.target, r.target >= 10 ? 0 : Number.isInteger(r.target * 10) ? 1 : 2)} ${r.unit}`;

// Bookings accepted per second (POST /api/bookings, SQLite log).
const booking = results['booking-throughput'];
if (booking?.runs) {
  const perRun = booking.runs.map((r) => r.acceptedPerSecond);
  row({
    figure: `Bookings accepted/s (${booking.settings?.connections ?? '?'} connections)`,
    value: booking.medianAcceptedPerSecond ?? median(perRun),
    unit: '/s',
    digits: 0,
    runs: perRun,
    target: booking.target ?? 500,
    better: 'higher',
    source: 'booking-throughput',
    runDate: booking.runDate,
    note: booking.logCheck ? `every 201 in the log: ${booking.logCheck.everyAcceptedLogged ? 'yes' : 'NO'}` : '',
  });
} else row({ figure: 'Bookings accepted/s', target: 500, better: 'higher', unit: '/s', source: 'booking-throughput' });

// Against the PostgreSQL peer, in the same run (issue 25): the transaction form is the yardstick.
const peerLabel = { transaction: 'BEGIN + 3 INSERTs + COMMIT', statement: 'one INSERT … WITH statement' };
const ratio = booking?.ratio?.transaction;
const peer = booking?.peers?.transaction?.median;
const productMedian = booking?.product?.median;
row({
  figure: 'Bookings accepted/s, product ÷ PostgreSQL peer (transaction), same run',
  value: ratio?.median,
  unit: '×',
  digits: 2,
  runs: ratio?.perPair ?? [],
  floor: peer ? `peer ${num(peer.acceptedPerSecond)}/s, p50/p99 ${peer.p50Ms}/${peer.p99Ms} ms (product ${num(productMedian.acceptedPerSecond)}/s, ${productMedian.p50Ms}/${productMedian.p99Ms} ms)` : undefined,
  target: booking?.targets?.peerRatio ?? 1.25,
  better: 'higher',
  source: 'booking-throughput',
  runDate: booking?.runDate,
  note: booking?.ratio?.statement ? `against the ${peerLabel.statement} form: ${num(booking.ratio.statement.median, 2)}× (peer ${num(booking.peers.statement.median.acceptedPerSecond)}/s)` : '',
});
const cpuRuns = booking?.product?.runs?.map((r) => r.cpu.perAcceptedMs) ?? [];
row({
  figure: 'CPU per accepted booking, the work after the answer included',
  value: booking?.cpuPerAccepted?.productMs,
  unit: 'ms',
  digits: 2,
  runs: cpuRuns,
  floor: peer ? `peer ${num(peer.cpuMsPerAccepted, 2)} ms (Node service + PostgreSQL)` : undefined,
  ratio: peer ? booking.cpuPerAccepted.productMs / peer.cpuMsPerAccepted : undefined,
  target: booking?.targets?.cpuMsPerAccepted ?? 0.8,
  better: 'lower-or-equal',
  source: 'booking-throughput',
  runDate: booking?.runDate,
  note: productMedian ? `during the load alone ${num(productMedian.cpuMsPerAcceptedDuringLoad, 2)} ms; drained ${num(productMedian.drainSeconds, 1)} s after each ${booking.settings.durationSeconds} s run` : '',
});
const sustained = booking?.sustained;
row({
  figure: `Drain after ${sustained?.seconds ? num(sustained.seconds) : 60} s at full load: projections' and mail's lag back to zero`,
  value: sustained ? (sustained.drain.seconds ?? Number.POSITIVE_INFINITY) : undefined,
  unit: 's',
  digits: 1,
  runs: sustained ? [sustained.drain.seconds] : [],
  floor: sustained ? `projections ${num(sustained.drain.projectionsSeconds, 1)} s, mail ${num(sustained.drain.mailSeconds, 1)} s` : undefined,
  target: booking?.targets?.drainSeconds ?? 5,
  better: 'lower-or-equal',
  source: 'booking-throughput',
  runDate: booking?.runDate,
  note: sustained
    ? `${num(sustained.acceptedPerSecond)} accepted/s sustained; CPU ${num(sustained.cpu.perAcceptedMs, 2)} ms per booking over load and drain; every 201 on disk after stopping: ${sustained.onDisk.everyAcceptedOnDisk ? 'yes' : 'NO'} (${num(sustained.onDisk.bookingRequestedEvents)} for ${num(sustained.onDisk.acceptedResponses)})${sustained.drain.timedOut ? '; the wait gave up' : ''}`
    : '',
});
const proofs = Object.entries(booking?.doubleBooking ?? {});
row({
  figure: '200 identical concurrent bookings: 201s and 409s, product and PostgreSQL peer',
  value: proofs.length > 0 ? proofs.filter(([, p]) => p.ok && p.storedOnce).length : undefined,
  unit: `of ${proofs.length} servers right`,
  runs: [],
  floor: proofs.map(([name, p]) => `${name}: ${p.created} × 201, ${p.conflicts} × 409`).join('; ') || undefined,
  targetText: 'exactly 1 × 201, 199 × 409, 1 stored',
  verdict: proofs.length === 0 ? undefined : proofs.every(([, p]) => p.ok && p.storedOnce) ? '**met** by every server' : `**missed** by ${proofs.filter(([, p]) => !(p.ok && p.storedOnce)).map(([name]) => name).join(', ')}`,
  source: 'booking-throughput',
  runDate: booking?.runDate,
  note: proofs.length > 0 ? `bookings stored afterwards: ${proofs.map(([name, p]) => `${name} ${p.stored}`).join(', ')}` : '',
});

// Availability: throughput against a bare Express route of the same size, and latency.
const availability = results['check-availability'];
if (availability?.throughput) {
  const t = availability.throughput;
  row({
    figure: 'Availability throughput at 50 connections, ratio to bare Express',
    value: t.medianRatio,
    unit: '×',
    digits: 2,
    runs: t.runs.map((r) => r.ratio),
    floor: `${num(t.medianFloorRps)} req/s (product ${num(t.medianProductRps)} req/s)`,
    ratio: t.medianRatio,
    target: t.target ?? 0.7,
    better: 'higher',
    source: 'check-availability',
    runDate: availability.runDate,
    note: `read models: ${availability.readModels}${
      availability.cpu ? `; server CPU ${num(availability.cpu.medianProductUsPerRequest)} µs/request (floor ${num(availability.cpu.medianFloorUsPerRequest)} µs)` : ''
    }`,
  });
  const l = availability.latency;
  row({
    figure: 'Availability p99 at 10 connections',
    value: l.medianP99Ms,
    unit: 'ms',
    digits: 1,
    runs: l.runs.map((r) => r.productP99),
    floor: `Express p99 ${num(median(l.runs.map((r) => r.floorP99)), 1)} ms`,
    ratio: l.medianP99Ms / (median(l.runs.map((r) => r.floorP99)) || Number.NaN),
    target: l.target?.p99Ms ?? 5,
    better: 'lower',
    source: 'check-availability',
    runDate: availability.runDate,
    note: `p50 ${num(l.medianP50Ms, 1)} ms`,
  });
} else {
  row({ figure: 'Availability throughput at 50 connections, ratio to bare Express', target: 0.7, better: 'higher', unit: '×', source: 'check-availability' });
  row({ figure: 'Availability p99 at 10 connections', target: 5, better: 'lower', unit: 'ms', source: 'check-availability' });
}

// The availability grid's week (GET /api/availability/week), beside the same backend's /health/live.
for (const store of ['memory', 'redis']) {
  const grid = results[`availability-grid-${store}`];
  const week = grid?.summary?.['week (7 lab-days)'];
  const health = grid?.summary?.['health/live (floor)'];
  const before = grid?.before?.summary?.['week (7 lab-days)'];
  row({
    figure: `Availability grid (one lab-week) p99 at 10 connections, ${store} read models`,
    value: week?.medianP99Ms,
    unit: 'ms',
    runs: (grid?.runs?.['week (7 lab-days)'] ?? []).map((r) => r.p99),
    floor: health ? `/health/live p99 ${num(health.medianP99Ms)} ms` : undefined,
    ratio: week && health ? week.medianP99Ms / health.medianP99Ms : undefined,
    target: grid?.target?.p99Ms ?? 20,
    better: 'lower',
    source: `availability-grid-${store}`,
    runDate: grid?.runDate,
    note: week
      ? `server CPU ${num(week.medianCpuUsPerRequest)} µs/request (/health/live ${num(health?.medianCpuUsPerRequest)} µs)${
          before ? `; before (${grid.before.commit}, same sitting): p99 ${num(before.medianP99Ms)} ms, CPU ${num(before.medianCpuUsPerRequest)} µs/request` : ''
        }; load ${[grid.loadAverageAtEnd ?? []].flat().join(', ')}`
      : undefined,
  });
}

// Append → socket.io push: from the log's own append time where the benchmark records it,
// else from the moment the request was sent (an upper bound).
const live = results['live-latency'];
const liveKey = live?.median?.fromAppendP50Ms !== undefined ? 'fromAppend' : 'fromSend';
if (live?.median) {
  const rate = live.settings?.ratePerSecond ?? 200;
  for (const [key, label, target] of [
    ['p50', 'P50', live.target?.p50Ms ?? 10],
    ['p99', 'P99', live.target?.p99Ms ?? 50],
  ]) {
    const delivered = live.runs.reduce((n, r) => n + r.delivered, 0);
    const accepted = live.runs.reduce((n, r) => n + r.accepted, 0);
    row({
      figure: `${liveKey === 'fromAppend' ? 'Append' : 'Send'} → socket push ${key} at ${rate}/s`,
      value: live.median[`${liveKey}${label}Ms`],
      unit: 'ms',
      digits: 1,
      runs: live.runs.map((r) => r[`${liveKey}Ms`][key]),
      floor: `from the 201: ${num(live.median[`fromAck${label}Ms`], 1)} ms; from the send: ${num(live.median[`fromSend${label}Ms`], 1)} ms`,
      target,
      better: 'lower',
      source: 'live-latency',
      runDate: live.runDate,
      note: `achieved ${num(live.median.achievedRate)}/s; pushed ${delivered} of ${accepted} accepted${delivered === accepted ? '' : ' (NOT all)'}`,
    });
  }
} else {
  row({ figure: 'Append → socket push p50 at 200/s', target: 10, better: 'lower', unit: 'ms', source: 'live-latency' });
  row({ figure: 'Append → socket push p99 at 200/s', target: 50, better: 'lower', unit: 'ms', source: 'live-latency' });
}

/**
 * What the rebuild's CPU cost allows on this machine at best: Node (all its threads) and Redis
 * together per event, and the machine's cores divided by it. Older results hold only the CPU
 * seconds; the ceiling is worked out from them the same way.
 */
const rebuildCeiling = (rebuild) => {
  const events = rebuild.settings?.events;
  const cores = rebuild.machine?.cpus;
  const perRun = rebuild.runs
    .filter((r) => r.cpuSeconds)
    .map((r) => (r.cpuMicrosPerEvent ?? ((r.cpuSeconds.node + r.cpuSeconds.redis) * 1e6) / events));
  if (!events || !cores || perRun.length === 0) return undefined;
  const micros = median(perRun);
  return `CPU ${num(micros, 1)} µs/event (Node + Redis): ${cores} cores give at most ${num((cores * 1e6) / micros)}/s`;
};

// Rebuild speed: both projections at once, then each alone (as `rebuild NAME` runs them).
// The bar (issue 4's 100,000 events/s, kept by issue 25) is each projection rebuilt alone, as
// `rebuild NAME` runs it; both at once share the same two cores, so that row is for information.
const ALONE_IS_THE_BAR = 'for information: the bar (≥ 100,000 /s) is each projection rebuilt alone, below';
for (const [source, what] of [
  ['rebuild-speed', 'occupancy + booking-lists at once'],
  ['rebuild-speed-occupancy', 'occupancy alone'],
  ['rebuild-speed-booking-lists', 'booking-lists alone'],
  // The benchmark's log holds lab-day events only: inbox reads past every one of them.
  ['rebuild-speed-inbox', 'inbox alone, which none of the events concern'],
]) {
  const rebuild = results[source];
  if (rebuild?.median) {
    row({
      figure: `Rebuild events/s, ${what} (${num(rebuild.settings?.events)} events${rebuild.settings?.log === 'sqlite' ? ' read from the SQLite log' : ''}, wall clock)`,
      value: rebuild.median.eventsPerSecond,
      unit: '/s',
      runs: rebuild.runs.map((r) => r.eventsPerSecond),
      floor: rebuildCeiling(rebuild),
      ...(source === 'rebuild-speed' ? { verdict: ALONE_IS_THE_BAR } : { target: rebuild.target?.eventsPerSecond ?? 100_000 }),
      better: 'higher',
      source,
      runDate: rebuild.runDate,
      note: [
        rebuild.runs?.[0]?.loadAverageAtStart !== undefined ? `load average at start ${rebuild.runs.map((r) => r.loadAverageAtStart).join(', ')}` : '',
        rebuild.median.partsRatio !== undefined
          ? `folded in ${rebuild.settings.foldThreads} parts on threads: ${rebuild.median.partsRatio}× the fold on one thread, side by side in the same runs (${rebuild.runs.map((r) => r.partsRatio).join(', ')}; one thread median ${num(rebuild.median.oneThreadFoldEventsPerSecond)}/s)`
          : '',
        rebuild.runs?.[0]?.rssPeakMiB !== undefined ? `process RSS peak ${rebuild.runs.map((r) => r.rssPeakMiB).join(', ')} MiB` : '',
        rebuild.runs?.[0]?.heapPeakMiB !== undefined
          ? `${rebuild.median.partsRatio !== undefined ? 'main thread ' : ''}heap peak ${rebuild.runs.map((r) => r.heapPeakMiB).join(', ')} MiB (in-memory fold)`
          : '',
        rebuild.runs?.[0]?.redisMemoryMiB !== undefined ? `read models in Redis ${rebuild.runs.map((r) => r.redisMemoryMiB).join(', ')} MiB` : '',
        rebuild.against?.median
          ? `side by side in the same runs with ${rebuild.against.tree} (its own benchmark): ${num(rebuild.against.median.eventsPerSecond)}/s, CPU ${num(rebuild.against.median.cpuMicrosPerEvent, 1)} µs/event (${rebuild.against.runs.map((r) => num(r.eventsPerSecond)).join(', ')}), this build ${rebuild.against.ratio}× it`
          : '',
        rebuild.median.readAheadRatio !== undefined
          ? `read-ahead thread ${rebuild.median.readAheadRatio}× reading on the main thread, side by side in the same runs (${rebuild.runs.map((r) => r.readAheadRatio).join(', ')}; main thread median ${num(rebuild.median.mainThreadReadEventsPerSecond)}/s)`
          : '',
      ]
        .filter(Boolean)
        .join('; '),
    });
  } else row({ figure: `Rebuild events/s, ${what}`, ...(source === 'rebuild-speed' ? {} : { target: 100_000 }), better: 'higher', unit: '/s', source });
}

// Home page's initial JS.
const bundle = results['bundle-size'];
if (bundle?.js) {
  row({
    figure: 'Home initial JS, gzip',
    value: bundle.js.gzipBytes / 1000,
    unit: 'kB',
    digits: 1,
    floor: `Brotli ${num(bundle.js.brotliBytes / 1000, 1)} kB; CSS gzip ${num(bundle.css.gzipBytes / 1000, 1)} kB`,
    target: bundle.target?.jsGzipKB ?? 150,
    better: 'lower-or-equal',
    source: 'bundle-size',
    runDate: bundle.runDate,
    note: `${bundle.files.filter((f) => f.kind === 'js').length} JS files, ${num(bundle.js.bytes / 1000, 1)} kB raw; kB = 1000 bytes`,
  });
} else row({ figure: 'Home initial JS, gzip', target: 150, better: 'lower-or-equal', unit: 'kB', source: 'bundle-size' });

const machineOf = (r) => r?.machine;
// One line per machine (cores, CPU, Node, OS); some result files leave the memory out.
const machines = [];
for (const m of Object.values(results).map(machineOf).filter(Boolean)) {
  const same = machines.find((n) => n.cpus === m.cpus && n.cpuModel === m.cpuModel && n.node === m.node && n.platform === m.platform);
  if (!same) machines.push({ ...m });
  else if (!same.memoryGiB && m.memoryGiB) same.memoryGiB = m.memoryGiB;
}
const describeMachine = (m) => `${m.cpus} × ${m.cpuModel}${m.memoryGiB ? `, ${m.memoryGiB} GiB` : ''}, Node ${m.node}, ${m.platform}`;

const lines = [];
lines.push('# centre-portal — benchmark report');
lines.push('');
lines.push(`Written by \`e2e/bench/report.mjs\` on ${day(new Date().toISOString())} from \`e2e/bench/results/*.json\`; \`npm run bench\` measures everything again and rewrites this page.`);
lines.push('');
lines.push('## Machine');
lines.push('');
if (machines.length === 0) lines.push(`No results yet. This machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}, Node ${process.version}.`);
for (const m of machines) lines.push(`- ${describeMachine(m)}`);
lines.push('');
lines.push('Every figure is the median of the runs its benchmark made (the range of the runs beside it). Where the benchmark measured a floor in the same run (a bare Express route serving a response of the same size), the ratio to it is given. The machine may be shared: figures taken while other work ran are lower bounds of what it can do.');
lines.push('');
lines.push('## Figures against their targets');
lines.push('');
lines.push('| Figure | Median | Runs | Floor (same run) | Target | Verdict | Measured | Notes |');
lines.push('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  const value = r.value === undefined ? '—' : `${num(r.value, r.digits)} ${r.unit}`;
  const floor = r.floor ? `${r.floor}${r.ratio !== undefined && Number.isFinite(r.ratio) && r.unit !== '×' ? ` (×${num(r.ratio, 2)})` : ''}` : '—';
  lines.push(`| ${r.figure} | ${value} | ${range(r.runs, r.digits) || '—'} | ${floor} | ${r.targetText ?? targetText(r)} | ${r.verdict} | ${r.value === undefined ? `${results[r.source] ? 'not in' : 'no'} \`results/${r.source}.json\`` : day(r.runDate)} | ${r.note ?? ''} |`);
}
lines.push('');
const measured = rows.filter((r) => r.value !== undefined);
const missed = measured.filter((r) => r.verdict.startsWith('**missed'));
const forInformation = measured.filter((r) => r.verdict.startsWith('for information')).length;
lines.push(`**In short:** ${measured.length} of ${rows.length} figures measured; ${measured.length - missed.length - forInformation} met, ${missed.length} missed${forInformation ? `, ${forInformation} for information` : ''}${missed.length ? ` (${missed.map((r) => `${r.figure}: ${r.verdict.replace(/\*\*/g, '')}`).join('; ')})` : ''}.${rows.length > measured.length ? ` Not measured yet: ${rows.filter((r) => r.value === undefined).map((r) => r.figure).join('; ')}.` : ''}`);
lines.push('');
lines.push('![Latency percentiles against their targets](latency-chart.svg)');
lines.push('');

// Each sitting of compare.mjs against a baseline build (compare-baseline-<commit>.json): every
// benchmark both builds have, alternating in one sitting. Issue 25's bar: no figure worse than
// the baseline's by more than 10 %, the rebuild rows excepted (their bar is each projection
// rebuilt alone at ≥ 100,000 events/s, in the table above).
const sittings = Object.entries(results)
  .filter(([key, compared]) => key.startsWith('compare-baseline-') && compared?.benchmarks)
  .sort(([, a], [, b]) => a.runDate.localeCompare(b.runDate));
for (const [i, [name, compared]] of sittings.entries()) {
  lines.push(`## Side by side with ${compared.checkouts.baseline.commit} (\`results/${name}.json\`)`);
  lines.push('');
  lines.push(compareSitting(compared));
  lines.push('');
  lines.push(...compareTable(compared));
  lines.push('');
  const worse = Object.entries(compared.benchmarks).flatMap(([bench, b]) =>
    Object.entries(b.figures)
      .filter(([, f]) => worseByMoreThanTenPercent(f))
      .map(([figure, f]) => ({ rebuild: bench.startsWith('rebuild-speed'), text: `${bench} ${figure} (×${f.ratio})` })),
  );
  const failedRuns = Object.entries(compared.benchmarks)
    .filter(([, b]) => b.failedRuns.current.length + b.failedRuns.baseline.length > 0)
    // A benchmark whose every run failed on one side only measures what that side alone has.
    .map(([bench, b]) => {
      const runs = compared.settings.pairs;
      const rebuild = bench.startsWith('rebuild-speed-');
      if (b.failedRuns.current.length === runs && b.failedRuns.baseline.length === 0)
        return `${bench} (${rebuild ? "the baseline's alone: this build has no such projection" : 'every run of this build failed'})`;
      if (b.failedRuns.baseline.length === runs && b.failedRuns.current.length === 0)
        return `${bench} (${rebuild ? "this build's alone: the baseline has no such projection" : 'every run of the baseline failed'})`;
      return bench;
    });
  // Benchmarks a later sitting measured again (after a change): that sitting's figures stand.
  const later = sittings.slice(i + 1).flatMap(([laterName, l]) =>
    Object.keys(compared.benchmarks).filter((bench) => l.benchmarks[bench]).map((bench) => `${bench} in \`${laterName}\` (${l.runDate.replace('T', ' ').slice(0, 16)} UTC, ${l.checkouts.current.commit})`),
  );
  const counted = worse.filter((w) => !w.rebuild);
  const excepted = worse.filter((w) => w.rebuild);
  lines.push(
    `Worse than ${compared.checkouts.baseline.commit} by more than 10 %: ${counted.length === 0 ? '**none**' : `**${counted.map((w) => w.text).join('; ')}**`}` +
      `${excepted.length > 0 ? `; rebuild rows, whose bar is each projection alone: ${excepted.map((w) => w.text).join('; ')}` : ''}` +
      `${failedRuns.length > 0 ? `. Failed runs in: ${failedRuns.join(', ')}` : ''}.` +
      `${later.length > 0 ? ` Measured again in a later sitting, whose figures stand: ${later.join('; ')}.` : ''}`,
  );
  lines.push('');
}

// The booking engine against the plain relational answer, run by run.
if (booking?.product?.runs) {
  const servers = [['this product', booking.product], ...Object.entries(booking.peers ?? {}).map(([form, p]) => [`PostgreSQL peer, ${peerLabel[form] ?? form}`, p])];
  lines.push('## Booking engine against the PostgreSQL peer');
  lines.push('');
  lines.push(
    `\`booking-throughput.mjs\`, ${day(booking.runDate)}: ${booking.settings.connections} connections, ${booking.settings.runs} run${booking.settings.runs === 1 ? '' : 's'} of ${booking.settings.durationSeconds} s each, the product and each peer alternately, each run on fresh data after a ${booking.settings.warmUpSeconds} s warm-up. The peer: Express 5, node-postgres (pool of 20), ${booking.postgres?.version ?? 'PostgreSQL'} with fsync and synchronous_commit on, the product's own \`parseBookingRequest\`, one booking row, its cells under a UNIQUE constraint and an outbox row per booking. CPU per booking counts from the start of the load until the work it caused is over: the product's process (every thread) until its projections and its mail have caught up and it is quiet; the peer's Node service and every process of its cluster until quiet. Medians (runs in brackets).`,
  );
  lines.push('');
  lines.push('| Server | Accepted/s | p50 / p99 | CPU per booking | of it during the load | Drain after the load | Refused | Every 201 stored |');
  lines.push('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, s] of servers) {
    const runs = s.runs;
    const drains = runs.map((r) => r.drain?.seconds).filter((v) => typeof v === 'number');
    lines.push(
      `| ${name} | ${num(s.median.acceptedPerSecond)} (${runs.map((r) => num(r.acceptedPerSecond)).join(', ')}) | ${s.median.p50Ms} / ${s.median.p99Ms} ms | ${num(s.median.cpuMsPerAccepted, 2)} ms (${runs.map((r) => num(r.cpu.perAcceptedMs, 2)).join(', ')}) | ${num(s.median.cpuMsPerAcceptedDuringLoad, 2)} ms | ${drains.length ? `${num(median(drains), 1)} s (${drains.map((v) => num(v, 1)).join(', ')})` : '—'} | ${s.median.refused} | ${s.median.everyAcceptedStored ? 'yes' : '**NO**'} |`,
    );
  }
  lines.push('');
  for (const [form, r] of Object.entries(booking.ratio ?? {})) {
    lines.push(`Product ÷ peer (${peerLabel[form] ?? form}), accepted/s per pair: ${r.perPair.map((v) => num(v, 2)).join(', ')}; median **${num(r.median, 2)}×** (target ≥ ${r.target}×).`);
    lines.push('');
  }
  if (sustained) {
    lines.push(
      `Sustained: ${num(sustained.seconds)} s at full load on the product, ${num(sustained.acceptedPerSecond)} accepted/s (p50/p99 ${sustained.latencyMs.p50}/${sustained.latencyMs.p99} ms); its projections caught up ${num(sustained.drain.projectionsSeconds, 1)} s and its mail ${num(sustained.drain.mailSeconds, 1)} s after the load stopped (target ≤ ${booking.targets?.drainSeconds ?? 5} s); ${num(sustained.cpu.perAcceptedMs, 2)} ms CPU per booking over load and drain (${num(sustained.cpu.perAcceptedDuringLoadMs, 2)} ms during the load). Backlog every 5 s from the load's start (log head / most events a projection is behind / mails not yet sent): ${(sustained.timeline ?? []).map((t) => `${num(t.atSeconds)} s ${num(t.logHead)}/${num(t.projectionsLagMax)}/${num(t.mailPending)}`).join(', ')}.`,
    );
    lines.push('');
  }
}

// The live path again with every disk sync of the backend slower: no target, a condition.
const slow = results['live-latency-slow-disk'];
if (slow?.median) {
  const us = slow.settings?.slowSyncMicroseconds ?? 0;
  lines.push('## With a slow disk');
  lines.push('');
  lines.push(`The append → push benchmark again, every disk sync of the backend ${num(us / 1000, 1)} ms slower (\`slow-sync.c\` loaded with LD_PRELOAD; network block storage syncs in milliseconds). ${day(slow.runDate)}.`);
  lines.push('');
  lines.push('| Figure | Median | Runs | Notes |');
  lines.push('| --- | --- | --- | --- |');
  for (const [key, label] of [['p50', 'P50'], ['p99', 'P99']]) {
    lines.push(`| Append → socket push ${key} at ${num(slow.settings?.ratePerSecond ?? 200)}/s | ${num(slow.median[`fromAppend${label}Ms`], 1)} ms | ${range(slow.runs.map((r) => r.fromAppendMs[key]), 1)} | from the send: ${num(slow.median[`fromSend${label}Ms`], 1)} ms (the booking's own answer waits for its sync) |`);
  }
  lines.push('');
}

const all = results['rebuild-speed-all'];

// The admin's application list (issue 29): 100,000 applications in the log, p99 target 50 ms at one
// connection, beside the inbox list of the same applications in the same run.
for (const store of ['memory', 'redis']) {
  const list = results[`application-list-${store}`];
  if (!list?.summary) continue;
  if (store === 'memory') {
    lines.push('## The admin\'s application list');
    lines.push('');
  }
  lines.push(`${store === 'memory' ? 'Memory' : 'Redis'} read models, ${num(list.applications)} applications (${num(list.events)} events), ${day(list.runDate)}, load average ${num(list.loadAverageAtEnd, 1)} at the end; medians of alternating runs. Target: p99 under ${list.target?.p99Ms ?? 50} ms at one connection.`);
  lines.push('');
  lines.push('| request | connections | p50 ms | p99 ms | requests/s |');
  lines.push('|---|---|---|---|---|');
  for (const [name, figures] of Object.entries(list.summary)) {
    const [what, at] = name.split(' @');
    lines.push(`| ${what} | ${at} | ${num(figures.medianP50Ms)} | ${num(figures.medianP99Ms)} | ${num(figures.medianRps)} |`);
  }
  lines.push('');
  lines.push(`Target ${list.meetsTarget ? '**met**' : '**missed**'} (${store}).`);
  lines.push('');
}

// Issue 28.7: the availability grid's week (one lab-week in one read-model round trip), p99 target
// 20 ms at 10 connections, beside two floors of the same backend in the same run.
for (const store of ['memory', 'redis']) {
  const grid = results[`availability-grid-${store}`];
  if (!grid?.summary) continue;
  if (!lines.includes("## The availability grid's week")) {
    lines.push("## The availability grid's week");
    lines.push('');
  }
  lines.push(`${store === 'memory' ? 'Memory' : 'Redis'} read models, ${num(grid.bookings)} bookings in the log (${num(grid.events)} events over ${grid.days} days), GET /api/availability/week for ${grid.lab} (${num(grid.cellsPerWeek)} cells, ${num(grid.takenCellsInWeek)} taken; ${num(grid.responseBytes)} bytes), ${day(grid.runDate)}, load average ${num(grid.loadAverageAtEnd, 1)} at the end (a shared machine: figures of one sitting). Target: p99 under ${grid.target?.p99Ms ?? 20} ms at ${grid.connections} connections.`);
  lines.push('');
  lines.push('| request | connections | p50 ms | p99 ms | requests/s | server CPU µs/request |');
  lines.push('|---|---|---|---|---|---|');
  for (const [name, figures] of Object.entries(grid.summary)) {
    lines.push(`| ${name} | ${grid.connections} | ${num(figures.medianP50Ms)} | ${num(figures.medianP99Ms)} | ${num(figures.medianRps)} | ${num(figures.medianCpuUsPerRequest)} |`);
  }
  lines.push('');
  lines.push(`Week p99 ×${grid.ratioToFloorP99?.singleDayCheck} the single-day check's and ×${grid.ratioToFloorP99?.healthLive} /health/live's; CPU per request ×${grid.ratioToFloorCpu?.singleDayCheck} and ×${grid.ratioToFloorCpu?.healthLive}. Target ${grid.meetsTarget ? '**met**' : '**missed**'} (${store}).`);
  const arriving = grid.whileBookingsArrive;
  if (arriving) {
    lines.push('');
    lines.push(`While ${arriving.perSecond} booking requests a second were sent into the same lab-week (accepted per run: ${arriving.accepted.join(', ')}; the rest refused), each accepted one moving the read model so that the next read builds the week again: p99 ${num(arriving.medianP99Ms)} ms, target ${arriving.meetsTarget ? '**met**' : '**missed**'}.`);
  }
  lines.push('');
}

// Issue 27.7: the reviewers' queue and the bookings list with 1,000,000 bookings in the log (p99
// target 50 ms at one connection), and 10,000 due bookings expired (target under 10 s).
for (const store of ['memory', 'redis']) {
  const life = results[`booking-lifecycle-${store}`];
  if (!life?.summary) continue;
  if (!lines.includes("## The reviewers' queue, the bookings list and the expiry of due bookings")) {
    lines.push("## The reviewers' queue, the bookings list and the expiry of due bookings");
    lines.push('');
  }
  lines.push(`${store === 'memory' ? 'Memory' : 'Redis'} read models, ${num(life.bookings)} bookings in the log (${num(life.events)} events; ${num(life.pendingInQueue)} pending), ${day(life.runDate)}, load average ${num(life.loadAverageAtEnd, 1)} at the end (a shared machine: figures of one sitting). Target: p99 under ${life.target?.p99Ms ?? 50} ms at one connection.`);
  lines.push('');
  lines.push('| request | connections | p50 ms | p99 ms | requests/s |');
  lines.push('|---|---|---|---|---|');
  for (const [name, figures] of Object.entries(life.summary)) {
    const [what, at] = name.split(' @');
    lines.push(`| ${what} | ${at} | ${num(figures.medianP50Ms)} | ${num(figures.medianP99Ms)} | ${num(figures.medianRps)} |`);
  }
  lines.push('');
  const expiry = life.expiry ?? {};
  lines.push(`Lists: target ${life.meetsTarget?.lists ? '**met**' : '**missed**'}. Expiry: ${num(expiry.expired)} of ${num(expiry.due)} due bookings expired by the deadline scheduler in ${num(expiry.seconds, 1)} s (${num(expiry.perSecond)}/s, from the first expiry appended to the last; target under ${life.target?.expirySeconds ?? 10} s): ${life.meetsTarget?.expiry ? '**met**' : '**missed**'}.`);
  lines.push('');
}

if (all?.median?.togetherSeconds !== undefined) {
  lines.push('## Rebuilding every projection');
  lines.push('');
  lines.push(`\`npm run projections -- rebuild --all\`: ${all.settings?.projections?.join(', ')} from ${num(all.settings?.events)} events of the SQLite log into Redis, together (one reading of the log for all) and one after the other, side by side in each run. ${day(all.runDate)}.`);
  lines.push('');
  lines.push('| Way | Median | Runs | Node CPU | Heap peak |');
  lines.push('| --- | --- | --- | --- | --- |');
  lines.push(`| together | ${num(all.median.togetherSeconds, 1)} s | ${range(all.runs.map((r) => r.seconds), 1)} | ${all.runs.map((r) => num(r.cpuSeconds.node, 1)).join(', ')} s | ${all.runs.map((r) => r.heapPeakMiB).join(', ')} MiB |`);
  lines.push(`| one after the other | ${num(all.median.oneAfterAnotherSeconds, 1)} s | ${range(all.runs.map((r) => r.oneAfterAnother.seconds), 1)} | ${all.runs.map((r) => num(r.oneAfterAnother.cpuSeconds.node, 1)).join(', ')} s | ${all.runs.map((r) => r.oneAfterAnother.heapPeakMiB).join(', ')} MiB |`);
  lines.push('');
  lines.push(`Together is ${all.median.togetherRatio}× sooner (median of the per-run ratios ${all.runs.map((r) => r.togetherRatio).join(', ')}).`);
  lines.push('');
}

// Lighthouse.
lines.push('## Lighthouse');
lines.push('');
const lighthouse = results.lighthouse;
if (lighthouse?.pages) {
  lines.push(`Lighthouse ${lighthouse.lighthouse ?? ''}, mobile emulation, ${lighthouse.settings?.runs ?? '?'} run(s) per page, ${day(lighthouse.runDate)}. Targets: ${Object.entries(lighthouse.target ?? {}).map(([k, v]) => `${k} ≥ ${v}`).join(', ')}.`);
  lines.push('');
  lines.push('| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Load average |');
  lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const row = (label, m) =>
    `| ${label} | ${m.performance} | ${m.accessibility} | ${m['best-practices']} | ${m.seo} | ${num(m.lcpMs)} ms | ${num(m.tbtMs)} ms | ${m.cls} | ${m.load1 ?? '?'} |`;
  for (const p of lighthouse.pages) lines.push(row(`\`${p.page}\``, p.median));
  // The shell alone, in the same sitting: what the machine's load leaves of any page's score.
  if (lighthouse.floor) lines.push(row(`floor: \`${lighthouse.floor.page}\` (not-found page, same shell)`, lighthouse.floor.median));
  lines.push('');
  lines.push(lighthouse.meetsTargets ? 'Targets **met** on every page measured.' : `Targets **missed**${lighthouse.missed?.length ? `: ${lighthouse.missed.join('; ')}` : ''}.`);
} else if (lighthouse?.skipped) {
  lines.push(lighthouse.skipped);
} else {
  lines.push('Not measured: no `results/lighthouse.json`. `run-all.mjs` runs `lighthouse.mjs` only where Lighthouse is already installed; it installs nothing.');
}
lines.push('');

// Layout shift on a throttled phone.
lines.push('## Layout shift on a throttled phone (`cls.mjs`)');
lines.push('');
const cls = results.cls;
if (cls?.pages) {
  const t = cls.settings.throttle;
  lines.push(`Chromium's Layout Instability API (largest session window), ${cls.settings.viewport}, ${t.downloadKbps / 1000} Mbps down, ${t.latencyMs} ms round trip, ${t.cpuSlowdown}× CPU, median of ${cls.settings.runs} cold loads, ${day(cls.runDate)}. Target: CLS < ${cls.target.cls} on every page.`);
  lines.push('');
  lines.push('| Page | CLS (median) | First contentful paint (median) |');
  lines.push('| --- | --- | --- |');
  for (const p of cls.pages) lines.push(`| \`${p.page}\` | ${p.median.cls} | ${num(p.median.fcpMs)} ms |`);
  lines.push('');
  lines.push(`Target ${cls.meetsTarget ? '**met**' : '**missed**'} on every page measured.`);
} else {
  lines.push('Not measured: no `results/cls.json` (run `node e2e/bench/cls.mjs` after a build).');
}
lines.push('');

// Dependencies.
lines.push('## Production dependencies (`npm audit --omit=dev`)');
lines.push('');
const audit = results['npm-audit'];
if (audit?.ran) {
  const c = audit.counts;
  lines.push(`${day(audit.runDate)}: ${Object.entries(c).filter(([k]) => k !== 'total').map(([k, v]) => `${v} ${k}`).join(', ')} (total ${c.total}).`);
  const serious = audit.findings.filter((f) => f.severity === 'high' || f.severity === 'critical');
  lines.push('');
  if (serious.length === 0) lines.push('No high or critical finding.');
  else for (const f of serious) lines.push(`- **${f.severity}** \`${f.name}\` ${f.range}: ${f.via.join('; ')}${f.fixAvailable ? ' (fix available)' : ''}`);
} else if (audit) {
  lines.push(`Could not run on ${day(audit.runDate)}: ${audit.reason}. The registry this machine reaches does not serve the advisories endpoint, so the audit must be run where registry.npmjs.org answers it (\`npm audit --omit=dev\`).`);
} else {
  lines.push('Not run: no `results/npm-audit.json` (`node e2e/bench/run-all.mjs --only=audit,report`).');
}
lines.push('');

// What the proof suites cover (they run with `npm test`).
lines.push('## System test suites (`backend/src/system-tests`, run by `npm test`)');
lines.push('');
lines.push('Real backend processes from the build, real SQLite logs, real Redis (each fault suite its own throwaway `redis-server`).');
lines.push('');
lines.push('- `faults/sigkill-under-load`: bookings (about half conflicting), approvals and rejections by a signed-in admin and availability checks; SIGKILL at 40 % of the load, restart on the same data and Redis namespace. Every 201 and every acknowledged decision is in the log as acknowledged; no cell is held by two pending/approved bookings; the projections answer with their stored checkpoints at once and apply only the events after them; admin list and socket snapshots equal the log.');
lines.push('- `faults/redis-flushall`: FLUSHALL of the read models under the same load. The projections rebuild from position 0 on their own; availability answers name exactly the cells the log holds; no 5xx, no double booking.');
lines.push('- `faults/redis-outage`: Redis stopped for 10 s under load, then started again on the same port (empty). `/`, `/booking`, `/api/catalog`, `/api/fetch-data` answer 200 throughout; bookings are accepted and availability answered (lab-day stream fallback); the projections resume and agree with the log.');
lines.push('- `security/access`: every route is read from the controllers\' metadata; each is guarded or on an explicit public list. Anonymous, forged-cookie, forged-token and expired-token calls get 401 on every guarded route, a reviewer 403 on admin-only ones, a cross-site `Origin` 403 on every state change, and no CORS grant. No anonymous answer (booking, availability, catalogue, portfolio, metrics, health, conflict, socket snapshot) carries the booker\'s name, email or phone.');
lines.push('- `security/hardening`: CSP with `frame-ancestors \'none\'`, `nosniff`, `X-Frame-Options`, `Referrer-Policy`, no `X-Powered-By` on pages and API; 1 MB JSON → 413 on every JSON route; an oversized pitch deck → 413; sign-in and anonymous submissions (bookings, appointments, contact, applications) limited per address with 429 and `Retry-After`.');
lines.push('- `fuzz/public-endpoints`: fast-check over every public endpoint and the socket subscribe payloads: never a 5xx, every 4xx has a message, a refused request leaves the log head unchanged.');
lines.push('');
lines.push('Found by these suites and fixed:');
lines.push('');
lines.push('- After a FLUSHALL (or a Redis that comes back empty) every projection stopped for good: the commit found no active generation, the runner took that for "retired" and the host ignored a retirement without a successor. The host now starts a first generation again, which replays the log (`projections/src/engine/projection-host.ts`).');
lines.push('- A live-availability broadcast made while Redis was unreachable left an unhandled `TimeoutError` (the socket.io Redis adapter does not await its publishes) and the backend process exited. The adapter\'s publisher now drops a failed publish; clients get snapshots, so nothing is lost (`backend/src/live-availability/redis-io.adapter.ts`).');
lines.push('- Anonymous submissions had no rate limit. Bookings, appointments, contact messages and applications now allow `PUBLIC_WRITES_PER_MINUTE` (600) per client address per minute, then 429 with `Retry-After`, counted once per address across every limited route, and across instances in Redis when `REDIS_URL` is set (`backend/src/auth/rate-limit.guard.ts`, `rate-limits.ts`).');
lines.push('');
// The security review's findings (issue 26), each with the test named after it that failed
// before its fix; all run with `npm test`.
const HARDENING = [
  ['26.1', 'Cross-site booking: state-changing routes take JSON only (415) and refuse a foreign Origin (403), on Nest routes and fast routes alike', ['backend/src/system-tests/security/edge.int.spec.ts', 'backend/src/shared/http/request-gate.unit.spec.ts']],
  ['26.2', 'One visitor can take every slot: 90-day horizon, 4 facilities per booking, 24 held cells per email, 300 per client network', ['backend/src/system-tests/security/booking-limits.int.spec.ts', 'backend/src/bookings/domain/lab-day.decider.unit.spec.ts', 'contracts/src/bookings/booking-limits.unit.spec.ts']],
  ['26.3', 'Mail to anyone: one plain lower-cased address, handed to nodemailer as an address object', ['contracts/src/validation/text.rules.unit.spec.ts', 'backend/src/mail/mail.transport.int.spec.ts']],
  ['26.4', "Review links: signed for one reviewer, checked on every use, read-only once decided, 72 h, the reviewer in the event's actor", ['backend/src/auth/auth.int.spec.ts', 'backend/src/bookings/bookings.http.int.spec.ts']],
  ['26.5', 'Uploads: 5 applications per address per hour, a total upload budget (507), decks of decided applications deleted after DECK_RETENTION_DAYS', ['backend/src/inbox/applications/uploads-hardening.int.spec.ts']],
  ['26.6', "Staff bookings: the directory's address, never the submitted one; no staff address in the public bundle", ['backend/src/system-tests/security/edge.int.spec.ts']],
  ['26.7', 'socket.io: own origin only, connections per address capped, subscriptions rate-limited, public snapshots without booking ids', ['backend/src/system-tests/security/socket-io.int.spec.ts']],
  ['26.8', 'Deep JSON with an Idempotency-Key: 400 before the fingerprint recurses', ['backend/src/system-tests/security/edge.int.spec.ts']],
  ['26.9', 'Slow uploads: request and header timeouts (60 s / 20 s)', ['backend/src/system-tests/security/edge.int.spec.ts', 'backend/src/config/app-config.unit.spec.ts']],
  ['26.10', 'GET /api/bookings/:id answers with Cache-Control: no-store', ['backend/src/system-tests/security/edge.int.spec.ts']],
  ['26.11', 'nginx refuses every spelling of /metrics', ['backend/src/scale-out/nginx-metrics.int.spec.ts']],
  ['26.12', 'Sign-in limited per account with growing back-off; `npm run admin` never takes passwords on the command line', ['backend/src/system-tests/security/hardening.int.spec.ts', 'backend/src/admin-cli.int.spec.ts']],
  ['26.13', 'Text fields: NFC, no bidi controls, NUL, BOM or lone surrogates; invisible-only text is empty', ['contracts/src/validation/text.rules.unit.spec.ts']],
  ['26.14', 'Files under DATA_DIR 0600, folders 0700', ['backend/src/system-tests/security/edge.int.spec.ts']],
  ['26.15', 'nodemailer at its current major (10); every production dependency imported', ['scripts/dependencies.int.spec.ts']],
];
lines.push('### The security review (issue 26): each finding and its test');
lines.push('');
lines.push('Each test is named after its item (`describe(\'26.N …\')`) and failed on the code before its fix.');
lines.push('');
lines.push('| item | what holds now | tests |');
lines.push('|---|---|---|');
for (const [item, what, files] of HARDENING) lines.push(`| ${item} | ${what} | ${files.map((f) => `\`${f}\``).join(', ')} |`);
lines.push('');
lines.push('Load lasts `PROOF_LOAD_SECONDS` (10 s by default so the suites fit CI; the issue asks for 30: `PROOF_LOAD_SECONDS=30 npm test`).');
lines.push('');

writeFileSync(path.join(outDir, 'REPORT.md'), `${lines.join('\n')}`);

// The chart: latency percentiles on a log scale, each with its target as a red tick.
const bars = [];
if (availability?.latency) {
  bars.push({ label: 'Availability p50 (10 conn)', value: availability.latency.medianP50Ms, target: undefined });
  bars.push({ label: 'Availability p99 (10 conn)', value: availability.latency.medianP99Ms, target: availability.latency.target?.p99Ms ?? 5 });
  const floorP99 = median(availability.latency.runs.map((r) => r.floorP99));
  if (floorP99 !== undefined) bars.push({ label: 'Bare Express p99 (floor)', value: floorP99, target: undefined, floor: true });
}
if (live?.median) {
  const what = liveKey === 'fromAppend' ? 'Append' : 'Send';
  bars.push({ label: `${what} → push p50`, value: live.median[`${liveKey}P50Ms`], target: live.target?.p50Ms ?? 10 });
  bars.push({ label: `${what} → push p99`, value: live.median[`${liveKey}P99Ms`], target: live.target?.p99Ms ?? 50 });
}
if (booking?.runs) {
  bars.push({ label: 'Booking p50', value: median(booking.runs.map((r) => r.latencyMs?.p50)), target: undefined });
  bars.push({ label: 'Booking p99', value: median(booking.runs.map((r) => r.latencyMs?.p99)), target: undefined });
}
const shown = bars.filter((b) => b.value !== undefined && b.value > 0);
const W = 760;
const left = 220;
const right = 110;
const rowH = 34;
const top = 56;
const H = top + Math.max(1, shown.length) * rowH + 46;
const lo = 0.1;
const hi = 10 ** Math.ceil(Math.log10(Math.max(100, ...shown.map((b) => Math.max(b.value, b.target ?? 0)))));
const x = (v) => left + ((Math.log10(Math.max(v, lo)) - Math.log10(lo)) / (Math.log10(hi) - Math.log10(lo))) * (W - left - right);
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const svg = [];
svg.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="system-ui, sans-serif" font-size="13">`);
svg.push(`<title>Latency percentiles (ms, log scale) against their targets</title>`);
svg.push(`<rect width="${W}" height="${H}" fill="#ffffff"/>`);
svg.push(`<text x="16" y="26" font-size="16" font-weight="600" fill="#111">Latency percentiles, ms (log scale); red ticks are the targets</text>`);
for (let v = lo; v <= hi * 1.0001; v *= 10) {
  const gx = x(v).toFixed(1);
  svg.push(`<line x1="${gx}" y1="${top - 8}" x2="${gx}" y2="${top + shown.length * rowH}" stroke="#ddd"/>`);
  svg.push(`<text x="${gx}" y="${top + shown.length * rowH + 18}" text-anchor="middle" fill="#555">${v < 1 ? v.toFixed(1) : num(v)}</text>`);
}
if (shown.length === 0) svg.push(`<text x="${left}" y="${top + 20}" fill="#555">No latency results yet: run npm run bench.</text>`);
shown.forEach((b, i) => {
  const y = top + i * rowH;
  const met = b.target === undefined ? undefined : b.value < b.target;
  const colour = b.floor ? '#9aa5b1' : met === false ? '#d9822b' : '#2b6cb0';
  svg.push(`<text x="${left - 10}" y="${y + 17}" text-anchor="end" fill="#111">${esc(b.label)}</text>`);
  svg.push(`<rect x="${left}" y="${y + 4}" width="${Math.max(1, x(b.value) - left).toFixed(1)}" height="18" fill="${colour}"/>`);
  const labelX = Math.max(x(b.value), b.target === undefined ? 0 : x(b.target)) + 6;
  svg.push(`<text x="${labelX.toFixed(1)}" y="${y + 17}" fill="#111">${num(b.value, b.value < 10 ? 2 : 0)} ms${met === undefined ? '' : met ? ' ✓' : ' ✗'}</text>`);
  if (b.target !== undefined) {
    const tx = x(b.target).toFixed(1);
    svg.push(`<line x1="${tx}" y1="${y}" x2="${tx}" y2="${y + 26}" stroke="#c53030" stroke-width="3"/>`);
  }
});
svg.push(`<text x="16" y="${H - 10}" fill="#555" font-size="12">${esc(`e2e/bench/results, ${day(new Date().toISOString())}. Blue: measured, ✓ target met; orange ✗: missed; grey: bare Express floor.`)}</text>`);
svg.push('</svg>');
writeFileSync(path.join(outDir, 'latency-chart.svg'), `${svg.join('\n')}\n`);

console.log(`report: ${path.join(outDir, 'REPORT.md')} and latency-chart.svg from ${Object.keys(results).length} result file(s)`);
