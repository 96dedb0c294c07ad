// Booking throughput: accepted bookings per second through the whole backend (HTTP, validation,
// lab-day command, SQLite log), each request on its own lab/date/slot so none conflict.
//
//   npx nx run backend:build && node e2e/bench/booking-throughput.mjs
//
// Starts backend/dist/main.js with its own DATA_DIR and port, warms up, runs 3 timed runs and
// keeps the median. Writes e2e/bench/results/booking-throughput.json. Env: BENCH_DURATION
// (seconds per run, default 10), BENCH_CONNECTIONS (default 32), BENCH_TARGET (default 500).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';

const root = path.resolve(import.meta.dirname, '../..');
const mainJs = path.join(root, 'backend/dist/main.js');
const resultsFile = path.join(import.meta.dirname, 'results/booking-throughput.json');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const TARGET = Number(process.env.BENCH_TARGET ?? 500);
const RUNS = 3;
const TIMEZONE = process.env.CENTRE_TIMEZONE ?? 'Asia/Kolkata';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const waitUntilUp = async (base, child) => {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`backend exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/catalog`);
      if (res.ok) return res.json();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('backend did not start within 60 s');
};

/** YYYY-MM-DD of today + `days` in the centre's zone. */
const dateIn = (days) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** An endless supply of distinct (lab, date, slot) bookings, starting tomorrow. */
const bookings = (catalog) => {
  const labs = catalog.labs.map((lab) => ({ id: lab.id, facility: lab.facilities[0] }));
  const slots = catalog.timeSlots.map((s) => s.label);
  const perDay = labs.length * slots.length;
  let n = 0;
  return () => {
    const i = n++;
    const lab = labs[i % labs.length];
    const slot = slots[Math.floor(i / labs.length) % slots.length];
    const date = dateIn(1 + Math.floor(i / perDay));
    return JSON.stringify({
      timestamp: new Date().toISOString(),
      userType: 'Student',
      lab: lab.id,
      date,
      timeSlots: [slot],
      machines: [{ id: lab.facility.id, name: lab.facility.name }],
      name: 'Bench Visitor',
      contactNumber: '9876543210',
      email: 'bench.visitor@example.com',
      institute: 'College of Engineering',
    });
  };
};

const run = (base, next, duration) =>
  new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration,
        requests: [
          {
            method: 'POST',
            path: '/api/bookings',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => ({ ...req, body: next() }),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

const main = async () => {
  if (!existsSync(mainJs)) {
    console.error(`No ${path.relative(root, mainJs)}: build first with \`npx nx run backend:build\`.`);
    process.exit(2);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-bookings-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [mainJs], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      FRONTEND_DIR: path.join(dataDir, 'no-frontend'),
      REVIEW_LINK_SECRET: 'bench-review-link-secret-0123456789',
      CENTRE_TIMEZONE: TIMEZONE,
      // All the load comes from one address: lift the per-address limit on anonymous writes.
      PUBLIC_WRITES_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const catalog = await waitUntilUp(base, child);
    const next = bookings(catalog);
    const warmUp = await run(base, next, 2); // warm-up: JIT, SQLite pages, caches
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await run(base, next, DURATION);
      const seconds = r.duration ?? DURATION;
      runs.push({
        acceptedPerSecond: Math.round((r['2xx'] / seconds) * 10) / 10,
        accepted: r['2xx'],
        refused: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
        seconds: Math.round(seconds * 100) / 100,
        latencyMs: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
      });
      console.log(`run ${i + 1}: ${runs.at(-1).acceptedPerSecond} accepted/s (${r['2xx']} accepted, ${r.non2xx} refused, p99 ${r.latency.p99} ms)`);
    }
    // Every accepted booking must be exactly one event in the log.
    const db = new Database(path.join(dataDir, 'events.sqlite'), { readonly: true });
    const logged = db.prepare("SELECT COUNT(*) AS n FROM events WHERE type = 'BookingRequested'").get().n;
    db.close();
    const accepted = warmUp['2xx'] + runs.reduce((sum, r) => sum + r.accepted, 0);
    const sorted = [...runs].sort((a, b) => a.acceptedPerSecond - b.acceptedPerSecond);
    const median = sorted[Math.floor(sorted.length / 2)].acceptedPerSecond;
    const report = {
      benchmark: 'booking-throughput',
      runDate: new Date().toISOString(),
      description: 'POST /api/bookings through backend/dist/main.js (embedded SQLite log), distinct lab/date/slot per request',
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, platform: `${os.platform()} ${os.release()}` },
      settings: { connections: CONNECTIONS, durationSeconds: DURATION, runs: RUNS, warmUpSeconds: 2 },
      runs,
      medianAcceptedPerSecond: median,
      target: TARGET,
      targetMet: median >= TARGET,
      // Requests still in flight when a run ends may be appended without their 201 being
      // counted, so the log may hold a few more than the accepted responses, never fewer.
      logCheck: { bookingRequestedEvents: logged, acceptedResponses: accepted, everyAcceptedLogged: logged >= accepted },
    };
    mkdirSync(path.dirname(resultsFile), { recursive: true });
    writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`median ${median} accepted bookings/s (target ${TARGET}: ${report.targetMet ? 'met' : 'NOT met'}); ${logged} BookingRequested events in the log`);
    console.log(`written ${path.relative(root, resultsFile)}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
