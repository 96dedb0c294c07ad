import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { BookingRequestedV1Data } from '@centre/contracts';
import { SqliteEventStore } from '../shared/event-store/sqlite.event-store.js';
import { bookingBody, createBookingTestApp, type BookingTestApp } from './testing/booking-test-app.js';

/** The invariant under load: one pending-or-approved booking per (lab, date, slot, facility). */
const REQUESTS = 200;
const backendRoot = join(import.meta.dirname, '../..');

const post = async (base: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const tally = (statuses: number[]): Record<number, number> =>
  statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

const requestedFor = async (store: SqliteEventStore, slot: string, facility: string): Promise<number> =>
  (await store.readAll(0, 100_000)).filter((r) => {
    if (r.event.type !== 'BookingRequested') return false;
    const data = r.event.data as BookingRequestedV1Data;
    return data.slots.includes(slot) && data.facilityIds.includes(facility);
  }).length;

describe('200 concurrent requests for one slot and facility', () => {
  let t: BookingTestApp;
  afterEach(async () => {
    await t.close();
  });

  it('in one process: exactly one 201, the rest 409, one event in the log', async () => {
    t = await createBookingTestApp();
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
    const address = t.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const results = await Promise.all(Array.from({ length: REQUESTS }, () => post(base, '/api/bookings', bookingBody())));
    expect(tally(results.map((r) => r.status))).toEqual({ 201: 1, 409: REQUESTS - 1 });
    expect(results.filter((r) => r.status === 409).every((r) => r.body.conflict === true)).toBe(true);
    expect(await requestedFor(t.store, '10:00', 'fab-prusa-mk4-1')).toBe(1);
  }, 60_000);
});

describe('two backend processes sharing one SQLite log', () => {
  let dir: string;
  const children: ChildProcess[] = [];

  const startServer = (eventsFile: string, dataDir: string): Promise<string> =>
    new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--conditions=@centre/source', '--import', './src/shared/testing/ts-loader.register.mjs', 'src/bookings/testing/booking-server.main.ts'],
        { cwd: backendRoot, env: { ...process.env, EVENTS_FILE: eventsFile, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      children.push(child);
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
      createInterface({ input: child.stdout! }).once('line', (line) => {
        const { port } = JSON.parse(line) as { port: number };
        resolve(`http://127.0.0.1:${port}`);
      });
    });

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'two-backends-'));
  });
  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.removeAllListeners('exit');
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    rmSync(dir, { recursive: true, force: true });
  });

  it('holds the invariant and idempotency across both', async () => {
    const eventsFile = join(dir, 'events.sqlite');
    const [a, b] = await Promise.all([startServer(eventsFile, dir), startServer(eventsFile, dir)]);
    const bases = [a, b];

    const results = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) => post(bases[i % 2]!, '/api/bookings', bookingBody({ timeSlots: ['2:00 PM - 3:00 PM'] }))),
    );
    const byProcess = (p: number) => results.filter((_, i) => i % 2 === p).map((r) => r.status);
    expect(tally(results.map((r) => r.status))).toEqual({ 201: 1, 409: REQUESTS - 1 });
    expect(byProcess(0).every((s) => s === 201 || s === 409) && byProcess(1).every((s) => s === 201 || s === 409)).toBe(true);

    // The same Idempotency-Key sent to both processes at once makes one booking.
    const keyed = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(bases[i % 2]!, '/api/bookings', bookingBody({ timeSlots: ['4:00 PM - 5:00 PM'] }), { 'Idempotency-Key': 'two-processes-key' }),
      ),
    );
    expect(new Set(keyed.map((r) => r.status))).toEqual(new Set([201]));
    expect(new Set(keyed.map((r) => r.body.bookingId)).size).toBe(1);

    const store = new SqliteEventStore({ path: eventsFile });
    try {
      expect(await requestedFor(store, '14:00', 'fab-prusa-mk4-1')).toBe(1);
      expect(await requestedFor(store, '16:00', 'fab-prusa-mk4-1')).toBe(1);
      expect(await store.readAll(0, 100_000)).toHaveLength(2);
    } finally {
      await store.close();
    }
  }, 60_000);
});
