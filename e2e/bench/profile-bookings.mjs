// Where a booking's CPU goes: the booking load of booking-throughput.mjs (32 connections, a
// distinct lab/date/slot per booking, embedded default) against one backend, with the CPU of
// every thread of the process from /proc (main, the log's writing thread, the mail's thread,
// V8's and libuv's helpers) during the load and until every lag is zero (the projections' and
// the mail's), and the time that took. Optionally CPU profiles of every thread of the process,
// start to end (PROFILE_DIR=dir: node's --cpu-prof; summarise one with profile-summary.mjs).
//
//   npm run build && node e2e/bench/profile-bookings.mjs
//   ROOT=/work/baseline DUR=10 node e2e/bench/profile-bookings.mjs    # another checkout's build
//
// Env: ROOT (checkout whose backend/dist/main.js runs; default this one), DUR (seconds of
// load, 10), WARMUP (seconds, 3), CONNECTIONS (32), RATE (bookings offered per second in all,
// warm-up included; default as fast as answered), PROFILE_DIR. Prints one JSON line.
// Measure side by side: alternate runs of two checkouts in one sitting. On a loaded host, set
// RATE below what both sides answer: at full speed the side that happened to answer fewer
// bookings in its run spreads the process's fixed background work (polls, timers) over fewer
// of them, and that, not the booking path, decides the comparison.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { bookingBodies } from './booking-workload.mjs';
import { freePort, LOAD_FROM_ONE_CLIENT } from './lib.mjs';

const root = path.resolve(process.env.ROOT ?? path.join(import.meta.dirname, '../..'));
const DUR = Number(process.env.DUR ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 3);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const RATE = process.env.RATE ? Number(process.env.RATE) : undefined;
const TIMEZONE = 'Asia/Kolkata';

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'profile-bookings-'));
const child = spawn(
  process.execPath,
  [...(process.env.PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.PROFILE_DIR)}`] : []), path.join(root, 'backend/dist/main.js')],
  {
    cwd: dataDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      FRONTEND_DIR: path.join(dataDir, 'no-site'),
      REVIEW_LINK_SECRET: 'profile-bookings-review-link-secret',
      CENTRE_TIMEZONE: TIMEZONE,
      ...LOAD_FROM_ONE_CLIENT,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const base = `http://127.0.0.1:${port}`;

const get = async (url) => {
  try {
    const res = await fetch(url);
    return res.ok ? res : null;
  } catch {
    return null;
  }
};
let catalog;
for (let i = 0; i < 600 && !catalog; i++) {
  catalog = await (await get(`${base}/api/catalog`))?.json();
  if (!catalog) await new Promise((r) => setTimeout(r, 100));
}
for (let i = 0; i < 600 && !(await get(`${base}/health/ready`)); i++) await new Promise((r) => setTimeout(r, 100));

/** The booking workload of booking-throughput.mjs: distinct cells, bookers and addresses. */
const next = bookingBodies();
const load = (duration) =>
  new Promise((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        ...(RATE && { overallRate: RATE }),
        duration,
        requests: [
          {
            method: 'POST',
            path: '/api/bookings',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => {
              const { body, from } = next();
              return { ...req, body, headers: { ...req.headers, 'x-forwarded-for': from } };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );

/** CPU ms of each thread so far: the main thread, the others by name and id. */
const threads = () => {
  const out = {};
  for (const tid of readdirSync(`/proc/${child.pid}/task`)) {
    try {
      const raw = readFileSync(`/proc/${child.pid}/task/${tid}/stat`, 'utf8');
      const name = raw.slice(raw.indexOf('(') + 1, raw.lastIndexOf(')'));
      const fields = raw.slice(raw.lastIndexOf(')') + 2).split(' ');
      out[String(tid) === String(child.pid) ? 'main' : `${name}:${tid}`] = (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // the thread ended meanwhile
    }
  }
  return out;
};
const total = (sample) => Object.values(sample).reduce((a, b) => a + b, 0);
const perBooking = (from, to, count) =>
  Object.fromEntries(Object.keys(to).map((k) => [k, Math.round(((to[k] - (from[k] ?? 0)) * 1000) / count)]).filter(([, v]) => v > 0));

const log = new Database(path.join(dataDir, 'events.sqlite'), { readonly: true });
const headOfLog = () => log.prepare('SELECT MAX(position) AS p FROM events').get().p ?? 0;
/** Every lag zero: the projections at the log's head, the mail's checkpoint there and nothing left to send. */
const caughtUp = async () => {
  const head = headOfLog();
  const res = await fetch(`${base}/health`).catch(() => null);
  if (!res) return false;
  const health = await res.json();
  const projections = health.checks?.find((c) => c.name === 'projections')?.detail;
  if (Array.isArray(projections) && projections.some((p) => p.lag > 0 || p.checkpoint < head)) return false;
  if (health.mail) return health.mail.checkpoint >= head && health.mail.lagEvents === 0 && health.mail.pending === 0;
  // A build without `mail` in /health: ask its mail database.
  try {
    const mail = new Database(path.join(dataDir, 'mail.sqlite'), { readonly: true });
    try {
      const checkpoint = mail.prepare("SELECT position FROM checkpoint WHERE name = 'mail'").get()?.position ?? 0;
      const pending = mail.prepare("SELECT COUNT(*) AS n FROM outbox WHERE status IN ('pending', 'sending')").get().n;
      return checkpoint >= head && pending === 0;
    } finally {
      mail.close();
    }
  } catch {
    return false;
  }
};
const waitUntilCaughtUp = async (ms) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await caughtUp()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
};

try {
  if (WARMUP > 0) {
    await load(WARMUP);
    await waitUntilCaughtUp(120_000);
  }
  const before = threads();
  const result = await load(DUR);
  const afterLoad = threads();
  const loadEnded = Date.now();
  const drained = await waitUntilCaughtUp(600_000);
  const drainSeconds = (Date.now() - loadEnded) / 1000;
  const afterDrain = threads();
  const accepted = result['2xx'];
  const logged = log.prepare("SELECT COUNT(*) AS n FROM events WHERE type = 'BookingRequested'").get().n;
  console.log(
    JSON.stringify({
      root,
      durationSeconds: DUR,
      connections: CONNECTIONS,
      ...(RATE && { offeredPerSecond: RATE }),
      acceptedPerSecond: Math.round(accepted / DUR),
      accepted,
      refused: result.non2xx,
      errors: result.errors,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
      cpuMsPerBooking: {
        duringLoad: Number(((total(afterLoad) - total(before)) / accepted).toFixed(3)),
        untilCaughtUp: Number(((total(afterDrain) - total(before)) / accepted).toFixed(3)),
      },
      cpuUsPerBookingByThread: { duringLoad: perBooking(before, afterLoad, accepted), untilCaughtUp: perBooking(before, afterDrain, accepted) },
      caughtUp: drained,
      drainSeconds,
      // Every booking this and the warm-up accepted is in the log (requests still in flight when a run ends may add a few).
      logged,
    }),
  );
} finally {
  log.close();
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}
