import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { labDayStreamId, type BookingRequested } from '@centre/contracts';
import { SqliteEventStore } from '../../shared/event-store/sqlite.event-store.js';
import { formatBookingId } from '../domain/booking-id.js';
import type { ExpiryPass } from './expiry.scheduler.js';

const backendRoot = join(import.meta.dirname, '../../..');
const DATES = ['2026-11-22', '2026-11-23'];
const LABS = ['FabricationLab', 'BioLab'];
const PER_LAB_DAY = 12;

/** A request that was never confirmed: its window closed at 04:30 UTC on the 21st. */
const unconfirmed = (lab: string, date: string, n: number): BookingRequested => ({
  type: 'BookingRequested',
  version: 2,
  eventId: randomUUID(),
  occurredAt: '2026-11-21T04:00:00.000Z',
  actor: { kind: 'visitor' },
  correlationId: randomUUID(),
  data: {
    bookingId: formatBookingId(lab, date, `exp${String(n).padStart(5, '0')}`),
    userType: 'student',
    lab,
    date,
    slots: [`${String(9 + (n % 12)).padStart(2, '0')}:00`],
    facilityIds: [`facility-${n}`],
    name: 'Asha Rao',
    email: 'asha@example.edu',
    confirmBy: '2026-11-21T04:30:00.000Z',
    decideBy: `${date}T02:30:00.000Z`,
  },
});

const runPass = (eventsFile: string, dataDir: string): Promise<ExpiryPass> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=@centre/source', '--import', './src/shared/testing/ts-loader.register.mjs', 'src/bookings/testing/booking-server.main.ts'],
      {
        cwd: backendRoot,
        env: { ...process.env, EVENTS_FILE: eventsFile, DATA_DIR: dataDir, EXPIRE_AT: '2026-11-21T05:00:00.000Z' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim()) as ExpiryPass) : reject(new Error(`exited ${code}: ${err}`))));
  });

describe('the deadline scheduler in two processes on one log', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('expires each due booking exactly once between them', async () => {
    dir = mkdtempSync(join(tmpdir(), 'centre-expiry-'));
    const eventsFile = join(dir, 'events.sqlite');
    const store = new SqliteEventStore({ path: eventsFile, synchronous: 'NORMAL' });
    const ids: string[] = [];
    let n = 0;
    for (const lab of LABS) {
      for (const date of DATES) {
        const events = Array.from({ length: PER_LAB_DAY }, () => unconfirmed(lab, date, n++));
        await store.append(labDayStreamId(lab, date), events, 'no-stream');
        ids.push(...events.map((e) => e.data.bookingId));
      }
    }

    const passes = await Promise.all([runPass(eventsFile, dir), runPass(eventsFile, dir)]);
    expect(passes.every((p) => p.failed === 0)).toBe(true);
    expect(passes.reduce((sum, p) => sum + p.expired, 0)).toBe(ids.length);

    const expired = (await store.readAll(0, 10_000)).flatMap((r) =>
      r.event.type === 'BookingExpired' ? [(r.event.data as { bookingId: string }).bookingId] : [],
    );
    expect(expired.length).toBe(ids.length);
    expect(new Set(expired)).toEqual(new Set(ids));
    await store.close();
  }, 90_000);
});

describe('28.6 waitlist offers lapsed by the scheduler in two processes on one log', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const envelope = (n: number) => ({ eventId: randomUUID(), occurredAt: '2026-11-21T04:00:00.000Z', actor: { kind: 'visitor' as const }, correlationId: `c-${n}` });

  it('lapses each due offer exactly once and offers its cells to the next waiter exactly once', async () => {
    dir = mkdtempSync(join(tmpdir(), 'centre-lapse-'));
    const eventsFile = join(dir, 'events.sqlite');
    const store = new SqliteEventStore({ path: eventsFile, synchronous: 'NORMAL' });
    let n = 0;
    const offered: string[] = [];
    for (const lab of LABS) {
      for (const date of DATES) {
        const joined = (suffix: string) => ({
          ...envelope(n++),
          type: 'WaitJoined',
          version: 1,
          data: {
            bookingId: formatBookingId(lab, date, suffix),
            userType: 'student',
            lab,
            date,
            slots: ['15:00'],
            facilityIds: ['facility-x'],
            name: 'Bea',
            email: `${suffix}@example.edu`,
            startsAt: `${date}T09:30:00.000Z`,
          },
        });
        const first = joined(`first${String(n).padStart(4, '0')}`);
        const second = joined(`second${String(n).padStart(4, '0')}`);
        const offer = {
          ...envelope(n++),
          type: 'WaitOffered',
          version: 1,
          data: { bookingId: first.data.bookingId, lab, date, email: first.data.email, slots: ['15:00'], facilityIds: ['facility-x'], offerUntil: '2026-11-21T04:30:00.000Z' },
        };
        await store.append(labDayStreamId(lab, date), [first, second, offer], 'no-stream');
        offered.push(first.data.bookingId);
      }
    }

    const passes = await Promise.all([runPass(eventsFile, dir), runPass(eventsFile, dir)]);
    expect(passes.every((p) => p.failed === 0)).toBe(true);
    const events = (await store.readAll(0, 10_000)).map((r) => r.event);
    const lapsed = events.filter((e) => e.type === 'WaitOfferLapsed').map((e) => (e.data as { bookingId: string }).bookingId);
    expect(lapsed.sort()).toEqual([...offered].sort());
    // Each lab-day's second waiter got exactly one offer, whichever process lapsed the first.
    const offersToSecond = events.filter((e) => e.type === 'WaitOffered' && (e.data as { bookingId: string }).bookingId.includes('second'));
    expect(offersToSecond).toHaveLength(LABS.length * DATES.length);
    await store.close();
  }, 90_000);
});
