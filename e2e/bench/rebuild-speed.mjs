// Rebuild speed of the projection engine: an embedded SQLite log of 1,000,000 lab-day events
// (BookingRequested / Approved / Rejected over thousands of lab-days) replayed into Redis by
// the occupancy and booking-lists projections, both rebuilding at once, as `rebuild` does.
// Needs built packages (npm run build) and Redis (REDIS_URL, default redis://127.0.0.1:6379).
//
//   node e2e/bench/rebuild-speed.mjs [--events 1000000] [--runs 3] [--batch 2000]
//     [--only occupancy|booking-lists|inbox|all] [--fold-limit N] [--log sqlite|synthetic] [--read-ahead both|on|off]
//     [--compare threads|read-ahead]
//
// --compare threads (the default for a projection rebuilt alone, which folds in parts):
// every run rebuilds twice side by side, folding in parts on threads (as the worker does) and
// on one thread (REBUILD_FOLD_THREADS=0). --compare read-ahead: with the log read on a thread
// of its own and on the main thread (see --read-ahead).
//
// --only all: every projection, as `npm run projections -- rebuild --all` runs them, together
// and one after the other side by side in every run (reading the log on its own thread).
//
// --against DIR: every run also runs DIR's own rebuild-speed.mjs once (its own log of the same
// events, its own engine), alternating which goes first, and the results record its runs and
// median beside these (DIR's own results are left as they were: it writes to a folder of its own).
//
// It runs with the projections worker's V8 flags (package.json, `npm run projections`),
// starting itself again with them when they are missing.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createClient } from 'redis';
import {
  CENTRE_PROJECTIONS,
  DEFAULT_FOLD_LIMIT,
  DEFAULT_FOLD_THREADS,
  ProjectionHost,
  RedisReadModelStore,
  bookingListsProjection,
  getOccupancy,
  listBookings,
  occupancyProjection,
} from '../../projections/dist/index.js';
import { SqliteEventStore } from '../../backend/dist/shared/event-store/sqlite.event-store.js';
import { machine, median, workerNodeFlags, writeResult } from './lib.mjs';
import { eventAt } from './synthetic-log.mjs';

const workerFlags = workerNodeFlags();
if (workerFlags.some((flag) => !process.execArgv.includes(flag))) {
  const again = spawnSync(process.execPath, [...process.execArgv, ...workerFlags, import.meta.filename, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(again.status ?? 1);
}

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '3' },
    batch: { type: 'string', default: '2000' },
    // Entries a rebuild folds in memory before its bulk load; 0 commits batch by batch.
    'fold-limit': { type: 'string', default: String(DEFAULT_FOLD_LIMIT) },
    // Which projections rebuild, at once: 'both' (the default, as `rebuild` after a version
    // bump of both does), or one of them alone, as `npm run projections -- rebuild NAME` does.
    only: { type: 'string', default: 'both' },
    // Where the events come from: the embedded SQLite log (default) or made in memory.
    log: { type: 'string', default: 'sqlite' },
    // How a rebuild reads the SQLite log: on a thread of its own a few pages ahead (on, as a
    // rebuild does), on the main thread (off, as before the read-ahead), or both in every run,
    // one after the other, for a ratio measured side by side (both, the default).
    'read-ahead': { type: 'string', default: 'both' },
    compare: { type: 'string' },
    against: { type: 'string' },
  },
});
const EVENTS = Number(values.events);
const RUNS = Number(values.runs);
const BATCH = Number(values.batch);
const FOLD_LIMIT = Number(values['fold-limit']);
const ALL = values.only === 'all';
const ONLY = values.only === 'both' ? ['occupancy', 'booking-lists'] : ALL ? CENTRE_PROJECTIONS.map((p) => p.name) : [values.only];
const LOG = values.log === 'synthetic' ? 'synthetic' : 'sqlite';
// A projection rebuilt alone folds in parts when it can; beside another rebuild it does not
// on a machine of few cores (see defaultFoldThreads).
const IN_PARTS = ONLY.length === 1 && Boolean(CENTRE_PROJECTIONS.find((p) => p.name === ONLY[0])?.foldsInParts);
const COMPARE = LOG === 'sqlite' && !ALL ? (values.compare ?? (IN_PARTS ? 'threads' : 'read-ahead')) : 'none';
const READ_AHEAD = LOG !== 'sqlite' ? 'off' : ALL || COMPARE === 'threads' ? 'on' : values['read-ahead'];
// The host holds occupancy and booking-lists, as it always has here; another projection
// (--only inbox, say) is rebuilt in a host of every projection, as the worker's.
const PAIR = [occupancyProjection, bookingListsProjection];
const HOST_PROJECTIONS = ALL || !ONLY.every((name) => PAIR.some((p) => p.name === name)) ? CENTRE_PROJECTIONS : PAIR;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TARGET = 100_000;
const CORES = os.availableParallelism();

/**
 * The log the rebuilds read. `sqlite` (the default): the embedded event log itself, written
 * once before the runs (appends of one tick share a transaction), so every read pays what a
 * real rebuild pays: the query, and decoding each row's JSON. `synthetic`: events made on
 * demand in memory, the last few pages kept for the second rebuild.
 */
const openLog = async () => {
  if (LOG === 'synthetic') {
    const pages = new Map();
    return {
      feed: {
        async readAll(after, limit) {
          const id = `${after}:${limit}`;
          const cached = pages.get(id);
          if (cached) return cached;
          const out = [];
          for (let p = after + 1; p <= Math.min(EVENTS, after + limit); p += 1) out.push(eventAt(p));
          pages.set(id, out);
          if (pages.size > 8) pages.delete(pages.keys().next().value);
          return out;
        },
        async head() {
          return { position: EVENTS, recordedAt: EVENTS > 0 ? eventAt(EVENTS).recordedAt : null };
        },
        subscribe() {
          return { close: async () => {} };
        },
      },
      close: async () => {},
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'centre-rebuild-log-'));
  const log = new SqliteEventStore({ path: path.join(dir, 'events.sqlite'), synchronous: 'NORMAL' });
  const started = performance.now();
  for (let from = 1; from <= EVENTS; from += 10_000) {
    const appends = [];
    for (let p = from; p < Math.min(EVENTS + 1, from + 10_000); p += 1) {
      const { streamId, event } = eventAt(p);
      appends.push(log.append(streamId, [event], 'any'));
    }
    await Promise.all(appends);
  }
  console.log(`wrote a log of ${EVENTS} events in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return {
    feed: log,
    // The same log without its read-ahead: the engine then reads it page by page on its thread.
    mainThreadFeed: {
      readAll: (after, limit) => log.readAll(after, limit),
      head: () => log.head(),
      subscribe: (after, onEvent) => log.subscribe(after, onEvent),
    },
    close: async () => {
      await log.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
const { feed, mainThreadFeed = feed, close: closeLog } = await openLog();

const admin = createClient({ url: REDIS_URL });
await admin.connect();
/** CPU seconds Redis has used so far (user + sys), from INFO cpu. */
const redisCpu = async () => {
  const info = await admin.sendCommand(['INFO', 'cpu']);
  const field = (name) => Number(new RegExp(`${name}:([0-9.]+)`).exec(String(info))?.[1] ?? 0);
  return field('used_cpu_user') + field('used_cpu_sys');
};
/** Bytes Redis holds for its data, from INFO memory, once what an earlier run dropped is freed. */
const redisMemory = async () => {
  for (;;) {
    const info = String(await admin.sendCommand(['INFO', 'memory']));
    if (Number(/lazyfree_pending_objects:(\d+)/.exec(info)?.[1] ?? 0) === 0) return Number(/used_memory:(\d+)/.exec(info)?.[1] ?? 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const runOnce = async (run, feed, { oneAfterAnother = false, foldThreads } = {}) => {
  const root = `bench:rebuild:${randomUUID()}`;
  const store = await RedisReadModelStore.connect(REDIS_URL, { root });
  const host = new ProjectionHost({
    feed,
    store,
    projections: HOST_PROJECTIONS,
    rebuildBatchSize: BATCH,
    rebuildFoldLimit: FOLD_LIMIT,
    ...(foldThreads !== undefined && { rebuildFoldThreads: foldThreads }),
  });
  const load = os.loadavg()[0];
  // A rebuild folds the log in memory before storing it: sample the heap's peak (live data and
  // garbage not yet collected; the fold's own share is in the report).
  // The heap is this thread's; folds in parts hold theirs on their own threads, which the
  // process's resident memory counts.
  let heapPeak = process.memoryUsage().heapUsed;
  let rssPeak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  }, 100);
  const redisBefore = await redisCpu();
  const memoryBefore = await redisMemory();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const results = [];
  if (oneAfterAnother) for (const name of ONLY) results.push(await host.rebuild(name));
  else results.push(...(await Promise.all(ONLY.map((name) => host.rebuild(name)))));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const cpu = process.cpuUsage(cpuBefore);
  const nodeCpuSeconds = (cpu.user + cpu.system) / 1e6;
  const redisCpuSeconds = (await redisCpu()) - redisBefore;
  const redisMiB = ((await redisMemory()) - memoryBefore) / 2 ** 20;
  const lists = ONLY.includes('booking-lists');
  const total = lists ? await listBookings(store, { limit: 1 }) : null;
  const rejected = lists ? await listBookings(store, { status: 'rejected', limit: 1 }) : null;
  const occupancy = ONLY.includes('occupancy') ? await getOccupancy(store, 'FabricationLab', '2027-01-01') : null;
  await host.stop();
  await store.dropNamespace();
  await store.close();
  const result = {
    run,
    seconds: Number(seconds.toFixed(2)),
    eventsPerSecond: Math.round(EVENTS / seconds),
    perProjection: Object.fromEntries(
      results.map((r) => [
        r.projection,
        { seconds: Number((r.durationMs / 1000).toFixed(2)), eventsPerSecond: Math.round(r.eventsPerSecond), foldedInParts: r.foldedInParts },
      ]),
    ),
    check: { bookings: total?.total, rejected: rejected?.total, fabricationLabFirstDayTaken: occupancy?.taken.length, position: occupancy?.position },
    loadAverageAtStart: Number(load.toFixed(2)),
    heapPeakMiB: Math.round(heapPeak / 2 ** 20),
    rssPeakMiB: Math.round(rssPeak / 2 ** 20),
    cpuSeconds: { node: Number(nodeCpuSeconds.toFixed(2)), redis: Number(redisCpuSeconds.toFixed(2)) },
    // What the rebuilt read models take in Redis (used_memory after the rebuild, less before).
    redisMemoryMiB: Math.round(redisMiB),
    // Node and Redis each need one core: with both cores to themselves, the busier of the two
    // bounds the rate. The machine is shared, so this is what the wall clock would show alone.
    cpuBoundEventsPerSecond: Math.round(EVENTS / Math.max(nodeCpuSeconds, redisCpuSeconds)),
    // All the CPU the rebuild costs (every Node thread and Redis), per event, and the rate the
    // machine's cores could give at best: every core busy with this work and nothing else.
    cpuMicrosPerEvent: Number((((nodeCpuSeconds + redisCpuSeconds) * 1e6) / EVENTS).toFixed(1)),
    coreCeilingEventsPerSecond: Math.round((CORES * EVENTS) / (nodeCpuSeconds + redisCpuSeconds)),
  };
  console.log(JSON.stringify(result));
  return result;
};

const NAME = values.only === 'both' ? 'rebuild-speed' : `rebuild-speed-${values.only}`;

/**
 * One run of another checkout's own benchmark, as its result file records it: written to a
 * results folder of its own (BENCH_RESULTS_DIR), so neither checkout's results are touched,
 * whatever BENCH_RESULTS_DIR this run was given.
 */
const againstRun = () => {
  const tree = path.resolve(values.against);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'centre-rebuild-against-'));
  const args = [path.join(tree, 'e2e/bench/rebuild-speed.mjs'), '--events', String(EVENTS), '--runs', '1', '--only', values.only, '--log', LOG, '--batch', String(BATCH)];
  console.log(`against ${tree}: ${args.slice(1).join(' ')}`);
  const child = spawnSync(process.execPath, args, { cwd: tree, encoding: 'utf8', env: { ...process.env, BENCH_RESULTS_DIR: dir }, maxBuffer: 64 * 2 ** 20 });
  try {
    if (child.status !== 0) throw new Error(`${tree}'s rebuild-speed.mjs failed: ${child.stderr}`);
    const result = JSON.parse(readFileSync(path.join(dir, `${NAME}.json`), 'utf8'));
    return { ...result.runs[0], median: result.median };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
const against = [];

const runs = [];

/** One run of this checkout's rebuild, with what it is compared with in the same run. */
const ownRun = async (run) => {
  if (ALL) {
    // Together and one after the other in every run, alternating which goes first.
    const measured = {};
    for (const way of run % 2 === 1 ? ['together', 'oneAfterAnother'] : ['oneAfterAnother', 'together']) {
      console.log(`run ${run}: ${way === 'together' ? 'together' : 'one after the other'}`);
      measured[way] = await runOnce(run, feed, { oneAfterAnother: way === 'oneAfterAnother' });
    }
    runs.push({
      ...measured.together,
      oneAfterAnother: { seconds: measured.oneAfterAnother.seconds, cpuSeconds: measured.oneAfterAnother.cpuSeconds, heapPeakMiB: measured.oneAfterAnother.heapPeakMiB },
      togetherRatio: Number((measured.oneAfterAnother.seconds / measured.together.seconds).toFixed(2)),
    });
    return;
  }
  if (COMPARE === 'threads') {
    // Both ways in every run, alternating which goes first.
    const measured = {};
    for (const way of run % 2 === 1 ? ['parts', 'oneThread'] : ['oneThread', 'parts']) {
      console.log(`run ${run}: ${way === 'parts' ? 'folding in parts on threads' : 'folding on one thread'}`);
      measured[way] = await runOnce(run, feed, way === 'parts' ? {} : { foldThreads: 0 });
    }
    runs.push({
      ...measured.parts,
      oneThreadFold: { eventsPerSecond: measured.oneThread.eventsPerSecond, seconds: measured.oneThread.seconds, cpuSeconds: measured.oneThread.cpuSeconds, rssPeakMiB: measured.oneThread.rssPeakMiB },
      partsRatio: Number((measured.parts.eventsPerSecond / measured.oneThread.eventsPerSecond).toFixed(2)),
    });
    return;
  }
  if (READ_AHEAD !== 'both') {
    runs.push(await runOnce(run, READ_AHEAD === 'on' ? feed : mainThreadFeed));
    return;
  }
  // Both ways in every run, alternating which goes first, so that drift in the machine's load
  // falls on both alike.
  const first = run % 2 === 1 ? 'readAhead' : 'mainThread';
  const measured = {};
  for (const way of first === 'readAhead' ? ['readAhead', 'mainThread'] : ['mainThread', 'readAhead']) {
    console.log(`run ${run}: ${way === 'readAhead' ? 'read-ahead thread' : 'reads on the main thread'}`);
    measured[way] = await runOnce(run, way === 'readAhead' ? feed : mainThreadFeed);
  }
  runs.push({
    ...measured.readAhead,
    mainThreadRead: { eventsPerSecond: measured.mainThread.eventsPerSecond, seconds: measured.mainThread.seconds },
    readAheadRatio: Number((measured.readAhead.eventsPerSecond / measured.mainThread.eventsPerSecond).toFixed(2)),
  });
}

for (let run = 1; run <= RUNS; run += 1) {
  // With another checkout: it goes second in odd runs and first in even ones.
  if (values.against && run % 2 === 0) against.push(againstRun());
  await ownRun(run);
  if (values.against && run % 2 === 1) against.push(againstRun());
}

await admin.close();
await closeLog();
const medianRate = median(runs.map((r) => r.eventsPerSecond));
const medianCpuBound = median(runs.map((r) => r.cpuBoundEventsPerSecond));
writeResult(NAME, {
  benchmark: NAME,
  runDate: new Date().toISOString(),
  description: `${ONLY.join(' + ')} rebuilt${ONLY.length > 1 ? ' at once' : ' alone'} into Redis from ${LOG === 'sqlite' ? 'the embedded SQLite event log' : 'a log made in memory'} (5 requests : 3 approvals : 2 rejections); events/s = log events / wall time of the rebuild${ONLY.length > 1 ? 's' : ''}`,
  machine: machine(),
  settings: { events: EVENTS, log: LOG, readAhead: READ_AHEAD, compare: COMPARE, foldThreads: Math.min(DEFAULT_FOLD_THREADS, CORES), runs: RUNS, batchSize: BATCH, foldLimit: FOLD_LIMIT, projections: ONLY, redis: REDIS_URL, node: process.execArgv.join(' ') },
  runs,
  median: {
    eventsPerSecond: medianRate,
    cpuBoundEventsPerSecond: medianCpuBound,
    cpuMicrosPerEvent: median(runs.map((r) => r.cpuMicrosPerEvent)),
    coreCeilingEventsPerSecond: median(runs.map((r) => r.coreCeilingEventsPerSecond)),
    ...(ALL
      ? {
          oneAfterAnotherSeconds: median(runs.map((r) => r.oneAfterAnother.seconds)),
          togetherSeconds: median(runs.map((r) => r.seconds)),
          togetherRatio: Number(median(runs.map((r) => r.togetherRatio)).toFixed(2)),
        }
      : {}),
    ...(COMPARE === 'threads'
      ? {
          oneThreadFoldEventsPerSecond: median(runs.map((r) => r.oneThreadFold.eventsPerSecond)),
          partsRatio: Number(median(runs.map((r) => r.partsRatio)).toFixed(2)),
        }
      : {}),
    ...(COMPARE === 'read-ahead' && READ_AHEAD === 'both'
      ? {
          mainThreadReadEventsPerSecond: median(runs.map((r) => r.mainThreadRead.eventsPerSecond)),
          readAheadRatio: Number(median(runs.map((r) => r.readAheadRatio)).toFixed(2)),
        }
      : {}),
  },
  target: { eventsPerSecond: TARGET, met: medianRate >= TARGET },
  ...(values.against && {
    // The other checkout's own benchmark, one run of it in each of these runs.
    against: {
      tree: path.resolve(values.against),
      runs: against,
      median: {
        eventsPerSecond: median(against.map((r) => r.eventsPerSecond)),
        cpuBoundEventsPerSecond: median(against.map((r) => r.cpuBoundEventsPerSecond)),
        cpuMicrosPerEvent: median(against.map((r) => r.cpuMicrosPerEvent)),
      },
      ratio: Number((medianRate / median(against.map((r) => r.eventsPerSecond))).toFixed(2)),
    },
  }),
  note:
    'The machine is shared: loadAverageAtStart shows how busy its 2 cores were when each run began. eventsPerSecond is wall clock; cpuBoundEventsPerSecond divides by the CPU time of the busier process (Node or Redis); Node\'s CPU time counts all its threads, the read-ahead thread\'s too. cpuMicrosPerEvent: Node and Redis CPU together per event; coreCeilingEventsPerSecond: the machine\'s cores divided by it, the most any way of spreading this work over threads could give. mainThreadRead: the same rebuild in the same run, reading the log on the main thread; readAheadRatio: read-ahead over main-thread events/s. oneThreadFold: the same rebuild in the same run, folding on one thread (REBUILD_FOLD_THREADS=0) where the run itself folded the projections that can in parts on threads of their own (foldedInParts, per projection); partsRatio: in parts over one thread, events/s. heapPeakMiB is the main thread\'s heap only; rssPeakMiB the whole process, threads included. With every projection (--only all): oneAfterAnother is the same rebuild in the same run, one projection after the other; togetherRatio: its seconds over those of the rebuilds together.',
});
console.log(`median ${medianRate} events/s wall clock, ${medianCpuBound} events/s CPU-bound; ${median(runs.map((r) => r.coreCeilingEventsPerSecond))} events/s at best on ${CORES} cores (target ${TARGET})`);
if (values.against) console.log(`against ${values.against}: median ${median(against.map((r) => r.eventsPerSecond))} events/s`);
