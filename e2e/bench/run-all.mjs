// Every benchmark in order, then the report (`npm run bench` from the root).
//
//   npm run build && npm run bench
//   node e2e/bench/run-all.mjs --only=bundle,audit,report    (some steps only)
//
// Steps: booking-throughput (side by side with its PostgreSQL peer, which needs Debian's
// `postgresql`: without it the step fails and says so), check-availability, live-latency
// (also with a slow disk), rebuild-speed (each its own process, results in
// e2e/bench/results/*.json), then the home page's initial JS/CSS sizes
// (gzip and Brotli, from frontend/build/client), Lighthouse when it is installed, npm audit of
// the production dependencies, and report.mjs, which writes REPORT.md and latency-chart.svg.
// A failing step is recorded and the next one runs; the exit code says whether any failed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { benchRoot, bundleSizes, LOAD_FROM_ONE_CLIENT, root, writeResult } from './lib.mjs';

const here = import.meta.dirname;
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split(',');
const wanted = (step) => !only || only.includes(step);

// The per-address limit on anonymous submissions would refuse the load generators.
const benchEnv = { ...process.env, ...LOAD_FROM_ONE_CLIENT };

const failures = [];
const runScript = (step, file, args = [], env = {}) => {
  if (!wanted(step)) return;
  const script = path.join(here, file);
  if (!existsSync(script)) {
    console.log(`[bench] ${step}: ${file} is not there, skipped`);
    return;
  }
  console.log(`\n[bench] ${step}`);
  const started = Date.now();
  const { status } = spawnSync(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit', env: { ...benchEnv, ...env } });
  console.log(`[bench] ${step}: exit ${status} after ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (status !== 0) failures.push(step);
};

const needsBackend = ['booking-throughput', 'check-availability', 'live-latency', 'live-latency-slow-disk', 'lighthouse', 'cls'].some(wanted);
if (needsBackend && !existsSync(path.join(benchRoot, 'backend/dist/main.js'))) {
  console.log('[bench] backend/dist/main.js is missing: run `npm run build` first');
}

runScript('booking-throughput', 'booking-throughput.mjs');
runScript('check-availability', 'check-availability.mjs');
runScript('live-latency', 'live-latency.mjs');
// The same load with every disk sync of the backend 2 ms slower (network block storage).
runScript('live-latency-slow-disk', 'live-latency.mjs', [], { BENCH_SLOW_SYNC_US: '2000' });
runScript('rebuild-speed', 'rebuild-speed.mjs');
// One projection at a time, as `npm run projections -- rebuild NAME` and the console do.
runScript('rebuild-speed-occupancy', 'rebuild-speed.mjs', ['--only', 'occupancy']);
runScript('rebuild-speed-booking-lists', 'rebuild-speed.mjs', ['--only', 'booking-lists']);
// Issue 27.7: the console's booking lists over 1,000,000 bookings and 10,000 expiries, with
// memory read models, and with Redis ones when REDIS_URL is set.
runScript('booking-lifecycle', 'booking-lifecycle.mjs', [], { REDIS_URL: '' });
if (process.env.REDIS_URL) runScript('booking-lifecycle-redis', 'booking-lifecycle.mjs');

if (wanted('bundle')) {
  console.log('\n[bench] bundle');
  try {
    const result = bundleSizes(benchRoot);
    result.meetsTargets = result.js.gzipBytes / 1000 <= result.target.jsGzipKB;
    writeResult('bundle-size', result);
    console.log(`[bench] bundle: home initial JS ${(result.js.gzipBytes / 1000).toFixed(1)} kB gzip, CSS ${(result.css.gzipBytes / 1000).toFixed(1)} kB gzip`);
  } catch (error) {
    console.error(`[bench] bundle: ${error instanceof Error ? error.message : String(error)}`);
    failures.push('bundle');
  }
}

if (wanted('lighthouse')) {
  // Lighthouse is run only where it is already installed; this script installs nothing.
  if (existsSync(path.join(root, 'node_modules/lighthouse/cli/index.js'))) runScript('lighthouse', 'lighthouse.mjs');
  else {
    console.log('\n[bench] lighthouse: not installed (node_modules/lighthouse), skipped');
    writeResult('lighthouse', { skipped: 'Lighthouse is not installed in node_modules; nothing was measured.' });
  }
}

if (wanted('cls')) runScript('cls', 'cls.mjs');

if (wanted('audit')) {
  console.log('\n[bench] npm audit --omit=dev');
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  let parsed;
  try {
    parsed = JSON.parse(audit.stdout);
  } catch {
    parsed = undefined;
  }
  if (parsed?.metadata?.vulnerabilities) {
    const findings = Object.values(parsed.vulnerabilities ?? {}).map((v) => ({
      name: v.name,
      severity: v.severity,
      range: v.range,
      fixAvailable: Boolean(v.fixAvailable),
      via: (v.via ?? []).map((x) => (typeof x === 'string' ? x : x.title ?? x.url ?? '')).filter(Boolean),
    }));
    writeResult('npm-audit', { ran: true, counts: parsed.metadata.vulnerabilities, findings });
    console.log(`[bench] npm audit: ${JSON.stringify(parsed.metadata.vulnerabilities)}`);
  } else {
    const why = parsed?.message ?? (audit.error ? String(audit.error) : (audit.stderr || audit.stdout || '').trim().split('\n')[0]);
    writeResult('npm-audit', { ran: false, reason: why || `npm audit exited with ${audit.status}` });
    console.log(`[bench] npm audit could not run: ${why}`);
  }
}

if (wanted('report')) runScript('report', 'report.mjs');

if (failures.length > 0) {
  console.error(`\n[bench] failed steps: ${failures.join(', ')}`);
  process.exit(1);
}
