// What compare.mjs can run, and which figures of each result it compares: every benchmark of
// e2e/bench once per run (the pairs are the repetitions), each figure with the way that is
// better. A script's own options keep their defaults otherwise.
import { bundleSizes } from './lib.mjs';

const figure = (name, unit, better, of) => ({ name, unit, better, of });

const rebuild = (only) => ({
  description: `rebuild-speed.mjs${only ? ` --only ${only}` : ''}: 1,000,000 events of the SQLite log rebuilt into Redis`,
  script: 'rebuild-speed.mjs',
  args: [...(only ? ['--only', only] : []), '--runs', '1'],
  result: only ? `rebuild-speed-${only}` : 'rebuild-speed',
  figures: [
    figure('events/s', 'events/s', 'higher', (r) => r.median.eventsPerSecond),
    figure('CPU per event', 'µs', 'lower', (r) => r.median.cpuMicrosPerEvent),
  ],
});

export const BENCHMARKS = {
  'booking-throughput': {
    description: 'booking-throughput.mjs, the product alone (no peer, no sustained load): one run of 10 s after a warm-up, on fresh data',
    script: 'booking-throughput.mjs',
    env: { BENCH_RUNS: '1', BENCH_PARTS: 'side-by-side', BENCH_PEER_FORMS: '' },
    figures: [
      figure('accepted/s', '/s', 'higher', (r) => r.product.median.acceptedPerSecond),
      figure('p99', 'ms', 'lower', (r) => r.product.median.p99Ms),
      figure('CPU per accepted booking, after-work included', 'ms', 'lower', (r) => r.product.median.cpuMsPerAccepted),
      figure('drain after the run', 's', 'lower', (r) => r.product.median.drainSeconds),
    ],
  },
  'booking-sustained': {
    description: 'booking-throughput.mjs, sustained load only (BENCH_SUSTAINED_SECONDS, 60 s) and its drain',
    script: 'booking-throughput.mjs',
    result: 'booking-throughput',
    env: { BENCH_PARTS: 'sustained', BENCH_PEER_FORMS: '' },
    figures: [
      figure('accepted/s', '/s', 'higher', (r) => r.sustained.acceptedPerSecond),
      figure('drain', 's', 'lower', (r) => r.sustained.drain.seconds ?? Number.POSITIVE_INFINITY),
      figure('CPU per accepted booking over load and drain', 'ms', 'lower', (r) => r.sustained.cpu.perAcceptedMs),
    ],
  },
  'check-availability': {
    description: 'check-availability.mjs: POST /api/check-availability against a bare Express floor, one run each way',
    script: 'check-availability.mjs',
    env: { BENCH_RUNS: '1' },
    figures: [
      figure('req/s at 50 connections', 'req/s', 'higher', (r) => r.throughput.medianProductRps),
      figure('ratio to bare Express', '×', 'higher', (r) => r.throughput.medianRatio),
      figure('server CPU per request', 'µs', 'lower', (r) => r.cpu?.medianProductUsPerRequest),
      figure('p99 at 10 connections', 'ms', 'lower', (r) => r.latency.medianP99Ms),
    ],
  },
  'live-latency': {
    description: 'live-latency.mjs: append → socket.io push at 200 bookings/s',
    script: 'live-latency.mjs',
    env: { BENCH_RUNS: '1' },
    figures: [
      figure('append → push p50', 'ms', 'lower', (r) => r.median.fromAppendP50Ms),
      figure('append → push p99', 'ms', 'lower', (r) => r.median.fromAppendP99Ms),
    ],
  },
  'live-latency-slow-disk': {
    description: 'live-latency.mjs with every disk sync of the backend 2 ms slower',
    script: 'live-latency.mjs',
    result: 'live-latency-slow-disk',
    env: { BENCH_RUNS: '1', BENCH_SLOW_SYNC_US: '2000' },
    figures: [
      figure('append → push p50', 'ms', 'lower', (r) => r.median.fromAppendP50Ms),
      figure('append → push p99', 'ms', 'lower', (r) => r.median.fromAppendP99Ms),
      figure('send → push p99', 'ms', 'lower', (r) => r.median.fromSendP99Ms),
    ],
  },
  'rebuild-speed': rebuild(null),
  'rebuild-speed-occupancy': rebuild('occupancy'),
  'rebuild-speed-booking-lists': rebuild('booking-lists'),
  'rebuild-speed-booking-summary': rebuild('booking-summary'),
  'rebuild-speed-inbox': rebuild('inbox'),
  'rebuild-speed-counters': rebuild('counters'),
  'rebuild-speed-all': rebuild('all'),
  bundle: {
    description: "the home page's initial JS and CSS of each build (measured, not timed: the same every run)",
    inline: (dir) => bundleSizes(dir),
    figures: [
      figure('initial JS, gzip', 'kB', 'lower', (r) => r.js.gzipBytes / 1000),
      figure('initial CSS, gzip', 'kB', 'lower', (r) => r.css.gzipBytes / 1000),
    ],
  },
  lighthouse: {
    description: 'lighthouse.mjs: one Lighthouse run per page (where Lighthouse is installed)',
    script: 'lighthouse.mjs',
    env: { BENCH_RUNS: '1' },
    figures: [
      figure('home performance score', 'points', 'higher', (r) => r.pages.find((p) => p.page === '/')?.median.performance),
      figure('home LCP', 'ms', 'lower', (r) => r.pages.find((p) => p.page === '/')?.median.lcpMs),
      figure('home TBT', 'ms', 'lower', (r) => r.pages.find((p) => p.page === '/')?.median.tbtMs),
    ],
  },
};
