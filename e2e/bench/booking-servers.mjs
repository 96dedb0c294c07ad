// The servers the booking workload runs against, each fresh (its own data folder or cluster)
// and with the same face: its URL, its process trees (for CPU), `settle(since)` (waits until
// the work a load caused is over), `stored()` (bookings it holds), `stop()`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchRoot, startBackend, startScript, waitQuiet } from './lib.mjs';
import { startPostgres } from './peers/postgres-cluster.mjs';
import { productFollowers, waitDrained } from './product-drain.mjs';

const TIMEZONE = process.env.CENTRE_TIMEZONE ?? 'Asia/Kolkata';
// Waits for a drain longer than this are reported as timed out.
const DRAIN_TIMEOUT_MS = 300_000;
const peerService = path.join(import.meta.dirname, 'peers/postgres-booking-service.mjs');

// ── the product ────────────────────────────────────────────────────────────────────────────

/** A fresh backend: its own data folder, memory read models, mail to the mbox outbox. */
export const startProduct = async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'centre-bench-bookings-'));
  const backend = await startBackend(
    {
      FRONTEND_DIR: path.join(dataDir, 'no-frontend'),
      REVIEW_LINK_SECRET: 'bench-review-link-secret-0123456789',
      CENTRE_TIMEZONE: TIMEZONE,
      // The embedded default: every follower of the log runs in the backend's process, so its
      // CPU is the whole cost of a booking.
      REDIS_URL: '',
    },
    { dataDir },
  );
  const followers = productFollowers(backend.url, dataDir);
  let stopped = false;
  return {
    url: backend.url,
    processes: { backend: backend.pid },
    /** Until the projections and the mail have caught up, then until the process is quiet. */
    async settle(since) {
      const drain = await waitDrained(followers, since, DRAIN_TIMEOUT_MS);
      const quiet = await waitQuiet([backend.pid]);
      return { ...drain, quietSeconds: quiet.seconds };
    },
    stored: async () => followers.bookingsInLog(),
    followers,
    dataDir,
    async stop() {
      if (stopped) return;
      stopped = true;
      followers.close();
      await backend.stop();
    },
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
};

// ── the peer ───────────────────────────────────────────────────────────────────────────────

/** A fresh PostgreSQL cluster and the peer service on it, in the given form. */
export const startPeer = async (form) => {
  const cluster = await startPostgres();
  let service;
  try {
    service = await startScript(peerService, { ...cluster.env, PEER_FORM: form, CENTRE_TIMEZONE: TIMEZONE, BENCH_ROOT: benchRoot }, '/health');
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  const query = async (text) => {
    const client = new pg.Client({ host: '127.0.0.1', port: cluster.port, user: 'postgres', database: 'postgres' });
    await client.connect();
    try {
      return (await client.query(text)).rows[0];
    } finally {
      await client.end();
    }
  };
  return {
    url: service.url,
    processes: { service: service.pid, postgres: cluster.pid },
    /** Nothing follows the answer but PostgreSQL's own background work: until quiet. */
    async settle(since) {
      const quiet = await waitQuiet([service.pid, cluster.pid]);
      return { seconds: null, quietSeconds: Number(((performance.now() - since) / 1000).toFixed(2)), quietTimedOut: quiet.timedOut };
    },
    stored: async () => Number((await query('SELECT COUNT(*) AS n FROM bookings')).n),
    async stop() {
      await service.stop();
      await cluster.stop();
    },
  };
};
