// Booking throughput, side by side with the plain relational answer (issue 25): the product
// (backend/dist/main.js, embedded SQLite log, memory read models, mail to the mbox outbox) and a
// PostgreSQL peer (peers/postgres-booking-service.mjs on a cluster this script starts), the
// same 32-connection workload (booking-workload.mjs), in one sitting:
//
// 1. double-booking proof: 200 identical concurrent requests to each: exactly 1 × 201, 199 × 409;
// 2. side by side: product, peer, product, peer, … (BENCH_RUNS pairs), each run on a fresh data
//    folder or cluster after a warm-up of its own; per run accepted/s, p50/p99, refusals, and the
//    CPU per accepted booking from the start of the load until the work it caused is over (the
//    product: its process, every thread, until the projections and the mail have caught up and
//    it is quiet; the peer: the Node service and every process of its PostgreSQL cluster, until
//    quiet); the ratio product/peer per pair and its median; every 201 stored;
// 3. sustained load: BENCH_SUSTAINED_SECONDS (60) at full load on the product, then the time
//    until the projections' and the mail's lag is zero; CPU per booking over load and drain;
//    every 201 still in the log once the backend has stopped.
//
//   npm run build && node e2e/bench/booking-throughput.mjs
//
// Writes e2e/bench/results/booking-throughput.json. Needs PostgreSQL (Debian's `postgresql`;
// without it this says so and exits 3). Env: BENCH_DURATION (seconds per run, 10),
// BENCH_CONNECTIONS (32), BENCH_RUNS (3), BENCH_WARMUP_SECONDS (2), BENCH_SUSTAINED_SECONDS (60),
// BENCH_PEER_FORMS (transaction,statement: the peer's forms; the report states the ratio against
// the transaction form; empty for none), BENCH_PARTS (double-booking,side-by-side,sustained),
// BENCH_ROOT (measure another built checkout), BENCH_PG_BIN.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPeer, startProduct } from './booking-servers.mjs';
import { bookingBodies, bookingLoad, doubleBookingBurst } from './booking-workload.mjs';
import { checkoutOf, mainJs, median, treeCpuMs, writeResult } from './lib.mjs';
import { pgBin, postgresMissing } from './peers/postgres-cluster.mjs';
import { storedAfterStop } from './product-drain.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const SUSTAINED = Number(process.env.BENCH_SUSTAINED_SECONDS ?? 60);
const PEER_FORMS = (process.env.BENCH_PEER_FORMS ?? 'transaction,statement').split(',').filter(Boolean);
const PARTS = (process.env.BENCH_PARTS ?? 'double-booking,side-by-side,sustained').split(',');
const TARGETS = { peerRatio: 1.25, cpuMsPerAccepted: 0.8, drainSeconds: 5 };

if (!existsSync(mainJs)) {
  console.error(`No ${mainJs}: build first with \`npm run build\`.`);
  process.exit(2);
}
const missing = PEER_FORMS.length > 0 ? postgresMissing() : null;
if (missing) {
  console.error(`booking-throughput: ${missing}. The peer cannot run here; nothing was measured.`);
  process.exit(3);
}

const round = (value, digits = 2) => (value === null || value === undefined ? null : Number(value.toFixed(digits)));

// ── one measured run ───────────────────────────────────────────────────────────────────────

/** CPU milliseconds so far of each of the server's process trees. */
const cpuOf = (server) => Object.fromEntries(Object.entries(server.processes).map(([name, pid]) => [name, treeCpuMs(pid) ?? 0]));
const total = (cpu) => Object.values(cpu).reduce((sum, ms) => sum + ms, 0);

/**
 * A warm-up (and its drain), then the measured load, then the wait until the work it caused is
 * over. CPU counts from the load's start to the end of that wait. `sample`, when given, is
 * called every 5 s from the load's start until then (a timeline of the backlog).
 */
const measure = async (server, seconds, sample) => {
  const next = bookingBodies();
  const warmUp = WARMUP > 0 ? await bookingLoad(server.url, next, WARMUP, CONNECTIONS) : { accepted: 0 };
  await server.settle(performance.now());
  const timeline = [];
  const loadStart = performance.now();
  // A sample that fails (the server busy past fetch's patience) leaves a gap, not a crash.
  const sampler = sample ? setInterval(() => sample(loadStart).then((point) => timeline.push(point), () => {}), 5000) : null;
  const cpuStart = cpuOf(server);
  let load;
  let drain;
  let cpuAtLoadEnd;
  try {
    load = await bookingLoad(server.url, next, seconds, CONNECTIONS);
    cpuAtLoadEnd = cpuOf(server);
    drain = await server.settle(performance.now());
  } finally {
    if (sampler) clearInterval(sampler);
  }
  const cpuEnd = cpuOf(server);
  const stored = await server.stored();
  const acceptedTotal = warmUp.accepted + load.accepted;
  const used = total(cpuEnd) - total(cpuStart);
  const usedDuringLoad = total(cpuAtLoadEnd) - total(cpuStart);
  return {
    ...load,
    cpu: {
      totalMs: used,
      duringLoadMs: usedDuringLoad,
      afterLoadMs: used - usedDuringLoad,
      perAcceptedMs: round(used / load.accepted, 3),
      perAcceptedDuringLoadMs: round(usedDuringLoad / load.accepted, 3),
      byProcessMs: Object.fromEntries(Object.keys(cpuEnd).map((name) => [name, cpuEnd[name] - cpuStart[name]])),
    },
    drain,
    // Requests in flight when a run ends may be stored without their 201 being counted, so the
    // store may hold a few more than the accepted responses, never fewer.
    storeCheck: { stored, acceptedResponses: acceptedTotal, everyAcceptedStored: stored >= acceptedTotal },
    ...(sample ? { timeline } : {}),
  };
};

const summary = (runs) => ({
  acceptedPerSecond: median(runs.map((r) => r.acceptedPerSecond)),
  p50Ms: median(runs.map((r) => r.latencyMs.p50)),
  p99Ms: median(runs.map((r) => r.latencyMs.p99)),
  cpuMsPerAccepted: median(runs.map((r) => r.cpu.perAcceptedMs)),
  cpuMsPerAcceptedDuringLoad: median(runs.map((r) => r.cpu.perAcceptedDuringLoadMs)),
  refused: runs.reduce((n, r) => n + r.refused, 0),
  everyAcceptedStored: runs.every((r) => r.storeCheck.everyAcceptedStored),
});

const describe = (who, r) =>
  `${who}: ${r.acceptedPerSecond} accepted/s, p50/p99 ${r.latencyMs.p50}/${r.latencyMs.p99} ms, ${r.refused} refused, ` +
  `${r.cpu.perAcceptedMs} ms CPU per booking (${r.cpu.perAcceptedDuringLoadMs} during the load)` +
  `${r.drain.seconds !== null && r.drain.seconds !== undefined ? `, drained ${r.drain.seconds} s after the load` : ''}`;

// ── the parts ──────────────────────────────────────────────────────────────────────────────

const result = {
  description:
    'POST /api/bookings, distinct lab/date/slot per request: the product (backend/dist/main.js, embedded SQLite log, memory read models, mail to the mbox outbox) side by side with a PostgreSQL peer (Express 5 + node-postgres pool of 20 + PostgreSQL, the product\'s parseBookingRequest, one transaction per booking: booking row, cells under UNIQUE, outbox row)',
  checkout: checkoutOf(),
  readModels: 'memory',
  settings: { connections: CONNECTIONS, durationSeconds: DURATION, runs: RUNS, warmUpSeconds: WARMUP, sustainedSeconds: SUSTAINED, peerForms: PEER_FORMS, parts: PARTS },
  postgres: PEER_FORMS.length > 0
    ? { version: spawnSync(path.join(pgBin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim(), fsync: 'on', synchronousCommit: 'on', pool: 20, otherSettings: 'initdb defaults' }
    : null,
  targets: TARGETS,
  // The machine's 1, 5 and 15 minute load averages when the bench started (and, below, ended):
  // on a shared host they tell how far the absolute figures are from a quiet machine's.
  loadAverage: { atStart: os.loadavg().map((n) => Number(n.toFixed(2))) },
};

if (PARTS.includes('double-booking')) {
  result.doubleBooking = {};
  const servers = [['product', startProduct], ...PEER_FORMS.map((form) => [`postgres-${form}`, () => startPeer(form)])];
  for (const [name, start] of servers) {
    const server = await start();
    try {
      const burst = await doubleBookingBurst(server.url);
      await server.settle(performance.now());
      const stored = await server.stored();
      result.doubleBooking[name] = { ...burst, stored, storedOnce: stored === 1 };
      console.log(`double booking, ${name}: ${burst.created} × 201, ${burst.conflicts} × 409 of ${burst.requests} (${JSON.stringify(burst.byStatus)}); stored ${stored}`);
    } finally {
      await server.stop();
      server.remove?.();
    }
  }
}

if (PARTS.includes('side-by-side')) {
  const product = [];
  const peers = Object.fromEntries(PEER_FORMS.map((form) => [form, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const [who, start, into] of [['product', startProduct, product], ...PEER_FORMS.map((form) => [`postgres-${form}`, () => startPeer(form), peers[form]])]) {
      const server = await start();
      try {
        const run = await measure(server, DURATION);
        into.push({ run: i + 1, ...run });
        console.log(`run ${i + 1}, ${describe(who, run)}`);
      } finally {
        await server.stop();
        server.remove?.();
      }
    }
  }
  result.product = { runs: product, median: { ...summary(product), drainSeconds: median(product.map((r) => r.drain.seconds ?? Number.POSITIVE_INFINITY)) } };
  result.peers = Object.fromEntries(PEER_FORMS.map((form) => [form, { runs: peers[form], median: summary(peers[form]) }]));
  result.ratio = Object.fromEntries(
    PEER_FORMS.map((form) => {
      const perPair = product.map((p, i) => round(p.acceptedPerSecond / peers[form][i].acceptedPerSecond, 3));
      return [form, { perPair, median: median(perPair), target: TARGETS.peerRatio, met: median(perPair) >= TARGETS.peerRatio }];
    }),
  );
  result.cpuPerAccepted = {
    productMs: result.product.median.cpuMsPerAccepted,
    ...Object.fromEntries(PEER_FORMS.map((form) => [`postgres-${form}Ms`, result.peers[form].median.cpuMsPerAccepted])),
    target: TARGETS.cpuMsPerAccepted,
    met: result.product.median.cpuMsPerAccepted <= TARGETS.cpuMsPerAccepted,
  };
  // The fields earlier reports read: the product's own runs and median.
  result.runs = product;
  result.medianAcceptedPerSecond = result.product.median.acceptedPerSecond;
  result.target = 500;
  result.targetMet = result.medianAcceptedPerSecond >= 500;
  result.logCheck = {
    bookingRequestedEvents: product.reduce((n, r) => n + r.storeCheck.stored, 0),
    acceptedResponses: product.reduce((n, r) => n + r.storeCheck.acceptedResponses, 0),
    everyAcceptedLogged: product.every((r) => r.storeCheck.everyAcceptedStored),
  };
  for (const form of PEER_FORMS) {
    console.log(`product / postgres-${form}: ${result.ratio[form].perPair.join(', ')} (median ${result.ratio[form].median}, target ≥ ${TARGETS.peerRatio})`);
  }
}

if (PARTS.includes('sustained') && SUSTAINED > 0) {
  const server = await startProduct();
  try {
    // The backlog every 5 s, from the load's start until the drain is over.
    const sample = async (since) => {
      const state = await server.followers.read();
      return {
        atSeconds: round((performance.now() - since) / 1000, 1),
        logHead: state.logHead,
        projectionsLagMax: Math.max(0, ...state.projections.map((p) => p.lagEvents)),
        mailLagEvents: state.mail.lagEvents,
        mailPending: state.mail.pending,
      };
    };
    const run = await measure(server, SUSTAINED, sample);
    await server.stop();
    // Every 201 still on disk: the log as a restart would find it, once the backend has stopped.
    const onDisk = storedAfterStop(server.dataDir);
    const accepted = run.storeCheck.acceptedResponses;
    result.sustained = {
      ...run,
      onDisk: { ...onDisk, acceptedResponses: accepted, everyAcceptedOnDisk: onDisk.bookingRequestedEvents >= accepted },
      target: { drainSeconds: TARGETS.drainSeconds, cpuMsPerAccepted: TARGETS.cpuMsPerAccepted },
      met: {
        drain: run.drain.seconds !== null && run.drain.seconds <= TARGETS.drainSeconds,
        cpu: run.cpu.perAcceptedMs <= TARGETS.cpuMsPerAccepted,
      },
    };
    console.log(`sustained ${SUSTAINED} s, ${describe('product', run)}; ${onDisk.bookingRequestedEvents} bookings on disk for ${accepted} accepted; mail ${JSON.stringify(onDisk.mailByStatus)}`);
  } finally {
    await server.stop();
    server.remove();
  }
}

result.loadAverage.atEnd = os.loadavg().map((n) => Number(n.toFixed(2)));
const file = writeResult('booking-throughput', result);
console.log(`written ${file}`);
