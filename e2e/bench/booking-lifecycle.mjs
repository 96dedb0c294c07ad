// Issue 27.7: the reviewers' queue (GET /api/admin/bookings/queue, the nearest deadline first) and
// the bookings list (GET /api/admin/bookings, newest first, page 1 and a deep page) while the
// log holds 1,000,000 bookings: latency of one reviewer (1 connection; the target, p99 < 50 ms)
// and of ten at once, medians of alternating runs; measured after the deadline scheduler has
// expired 10,000 due bookings (target < 10 s, from its first expiry appended to its last).
//
//   npm run build && node e2e/bench/booking-lifecycle.mjs      (BOOKINGS=1000000 DUE=10000 BENCH_RUNS=3)
//   npm run build && REDIS_URL=redis://127.0.0.1:6379 node e2e/bench/booking-lifecycle.mjs
//
// RESULT_SUFFIX names a side run's result file apart (booking-lifecycle-redis-<suffix>.json),
// so a smaller seed measured side by side never overwrites the committed full figures.
//
// Uses Redis read models when REDIS_URL is set, memory otherwise. The log is seeded directly:
// the rebuild benchmark's synthetic history (synthetic-log.mjs: 5 requests : 3 approvals :
// 2 rejections, so nearly all of it decided), then PENDING requests waiting for a reviewer and
// DUE requests whose booker never confirmed, their window closed an hour before the start.
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { LABS } from '@centre/contracts';
import { SqliteEventStore } from '../../backend/dist/shared/event-store/sqlite.event-store.js';
import { median, startBackend, writeResult } from './lib.mjs';
import { eventAt } from './synthetic-log.mjs';

const BOOKINGS = Number(process.env.BOOKINGS ?? 1_000_000);
const PENDING = Number(process.env.PENDING ?? 2_000);
const DUE = Number(process.env.DUE ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 6);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ADMIN_EMAIL = 'bench.admin@centre.example.edu';
const ADMIN_PASSWORD = 'a-long-bench-admin-password';
/** Requests per lab-day of the added bookings, each on cells of its own. */
const PER_LAB_DAY = 20;

const cannon = (opts) => new Promise((resolve, reject) => autocannon(opts, (error, result) => (error ? reject(error) : resolve(result))));

/** The synthetic history holds 5 bookings in every 10 events: this many events hold BOOKINGS of them, less those added. */
const historyEvents = Math.max(0, (BOOKINGS - PENDING - DUE) * 2);
const seededAt = Date.now();

/** An added request `n` (0-based): on its own cells of a lab-day from `firstDay` on. */
const addedRequest = (n, kind, firstDay) => {
  const lab = LABS[n % LABS.length];
  const day = Math.floor(n / LABS.length / PER_LAB_DAY);
  const k = Math.floor(n / LABS.length) % PER_LAB_DAY;
  const pair = Math.floor(k / 12);
  const date = new Date(Date.UTC(firstDay.getUTCFullYear(), firstDay.getUTCMonth(), firstDay.getUTCDate() + day)).toISOString().slice(0, 10);
  const at = new Date(seededAt - 2 * 3_600_000 + n).toISOString();
  return {
    streamId: `labday-${lab.id}-${date}`,
    event: {
      type: 'BookingRequested',
      version: 2,
      eventId: `${kind}-${n}`,
      occurredAt: at,
      actor: { kind: 'visitor' },
      correlationId: `c-${kind}-${n}`,
      data: {
        // The product's own id shape: the scheduler finds a booking's lab-day from its id.
        bookingId: `bk-${lab.id}-${date.replaceAll('-', '')}-${kind}${String(n).padStart(6, '0')}`,
        userType: 'student',
        lab: lab.id,
        date,
        slots: [`${String(9 + (k % 12)).padStart(2, '0')}:00`],
        facilityIds: [lab.facilities[2 * pair].id, lab.facilities[2 * pair + 1].id],
        name: `Booker ${kind} ${n}`,
        email: `${kind}${n}@example.edu`,
        contactNumber: '9876543210',
        institute: 'K J Somaiya College of Engineering',
        // Pending ones were confirmed (or needed no confirmation); due ones' window closed an hour ago.
        confirmBy: kind === 'due' ? new Date(seededAt - 3_600_000).toISOString() : null,
        decideBy: `${date}T00:00:00.000Z`,
      },
    },
  };
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'centre-bench-lifecycle-'));
const eventsFile = path.join(dataDir, 'events.sqlite');
const log = new SqliteEventStore({ path: eventsFile, synchronous: 'NORMAL' });
const started = performance.now();
for (let from = 1; from <= historyEvents; from += 10_000) {
  const appends = [];
  for (let p = from; p < Math.min(historyEvents + 1, from + 10_000); p += 1) {
    const { streamId, event } = eventAt(p);
    appends.push(log.append(streamId, [event], 'any'));
  }
  await Promise.all(appends);
}
// Pending requests are for next year's lab-days, the due ones for next month's: far from the
// history's (2027 on, from synthetic-log.mjs), and after today, so only DUE bookings are due.
const nextMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1));
const nextYear = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 5, 1));
for (const [kind, count, firstDay] of [['pending', PENDING, nextYear], ['due', DUE, nextMonth]]) {
  const appends = [];
  for (let n = 0; n < count; n += 1) {
    const { streamId, event } = addedRequest(n, kind, firstDay);
    appends.push(log.append(streamId, [event], 'any'));
  }
  await Promise.all(appends);
}
await log.close();
const seedSeconds = (performance.now() - started) / 1000;
console.log(`wrote ${BOOKINGS} bookings (${historyEvents + PENDING + DUE} events) in ${seedSeconds.toFixed(1)} s`);

const expiries = () => {
  const db = new Database(eventsFile, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("SELECT COUNT(*) AS n, MIN(recorded_at) AS first, MAX(recorded_at) AS last FROM events WHERE type = 'BookingExpired'")
      .get();
  } finally {
    db.close();
  }
};

const namespace = `bench-lifecycle-${Date.now()}`;
const startedBackend = performance.now();
const backend = await startBackend(
  { ADMIN_EMAIL, ADMIN_PASSWORD, ...(process.env.REDIS_URL && { READ_MODEL_NAMESPACE: namespace }) },
  { dataDir, readyTimeoutMs: 30 * 60_000 },
);
const readySeconds = (performance.now() - startedBackend) / 1000;
console.log(`backend ready over the log in ${readySeconds.toFixed(1)} s`);
const login = await fetch(`${backend.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }) });
if (!login.ok) throw new Error(`sign-in answered ${login.status}`);
const cookie = login.headers.get('set-cookie').split(';')[0];

// The scheduler's first tick comes 30 s after the start; the expiry is timed from the log
// itself, and the lists are measured after it, so that neither loads the other's figures.
const deadline = Date.now() + 15 * 60_000;
let expired = expiries();
while (expired.n < DUE && Date.now() < deadline) {
  await new Promise((r) => setTimeout(r, 1_000));
  expired = expiries();
}
const expirySeconds = expired.n > 0 ? (Date.parse(expired.last) - Date.parse(expired.first)) / 1000 : null;
console.log(`${expired.n}/${DUE} expired in ${expirySeconds} s`);

const deepPage = Math.floor(BOOKINGS / 20 / 2);
const QUEUE = "reviewers' queue (GET /api/admin/bookings/queue)";
const targets = {
  [QUEUE]: '/api/admin/bookings/queue?page=1&pageSize=20',
  'bookings list page 1': '/api/admin/bookings?page=1&pageSize=20',
  [`bookings list page ${deepPage}`]: `/api/admin/bookings?page=${deepPage}&pageSize=20`,
};
const get = async (url) => (await fetch(`${backend.url}${url}`, { headers: { cookie } })).json();
const sample = await get(targets['bookings list page 1']);
if (sample.total !== BOOKINGS || sample.items.length !== 20) throw new Error(`the list answered total ${sample.total}, ${sample.items?.length} items`);
const queue = await get(targets[QUEUE]);
if (queue.total < PENDING || queue.items.length !== 20) throw new Error(`the queue answered total ${queue.total}, ${queue.items?.length} items`);

const CONNECTIONS = [1, 10];
const runs = {};
for (const url of Object.values(targets)) await cannon({ url: `${backend.url}${url}`, headers: { cookie }, connections: 10, duration: 2 });
for (let i = 0; i < RUNS; i += 1) {
  for (const connections of CONNECTIONS) {
    for (const [label, url] of Object.entries(targets)) {
      const r = await cannon({ url: `${backend.url}${url}`, headers: { cookie }, connections, duration: DURATION });
      (runs[`${label} @${connections}`] ??= []).push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors });
    }
  }
}

await backend.stop();
rmSync(dataDir, { recursive: true, force: true });

const summary = Object.fromEntries(
  Object.entries(runs).map(([label, all]) => [label, { medianP50Ms: median(all.map((r) => r.p50)), medianP99Ms: median(all.map((r) => r.p99)), medianRps: median(all.map((r) => r.rps)) }]),
);
const p99At1 = Math.max(...Object.keys(targets).map((label) => summary[`${label} @1`].medianP99Ms));
const result = {
  description:
    "The deadline scheduler expiring DUE unconfirmed requests (seconds from the first BookingExpired appended to the last), then the reviewers' queue and the bookings list (GET /api/admin/bookings) with BOOKINGS in the log, at 1 and 10 connections, medians of alternating runs",
  bookings: BOOKINGS,
  pendingInQueue: queue.total,
  events: historyEvents + PENDING + DUE,
  readModels: process.env.REDIS_URL ? 'redis' : 'memory',
  seedSeconds: Number(seedSeconds.toFixed(1)),
  readySeconds: Number(readySeconds.toFixed(1)),
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  loadAverageAtEnd: os.loadavg()[0],
  runs,
  summary,
  expiry: { due: DUE, expired: expired.n, seconds: expirySeconds, perSecond: expirySeconds ? Math.round(expired.n / expirySeconds) : null },
  target: { p99Ms: 50, connections: 1, expirySeconds: 10 },
  meetsTarget: { lists: p99At1 < 50, expiry: expired.n === DUE && expirySeconds !== null && expirySeconds < 10 },
};
const file = writeResult(`booking-lifecycle-${result.readModels}${process.env.RESULT_SUFFIX ? `-${process.env.RESULT_SUFFIX}` : ''}`, result);
console.log(JSON.stringify({ summary, expiry: result.expiry }, null, 2));
console.log(`lists p99 ${p99At1} ms at 1 connection (target < 50); ${expired.n}/${DUE} expired in ${expirySeconds} s (target < 10); written to ${file}`);
