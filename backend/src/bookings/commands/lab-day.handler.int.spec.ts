import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_BOOKING_LIMITS, DEFAULT_DEADLINE_POLICY, labDayStreamId, type BookingDetails } from '@centre/contracts';
import { FixedClock } from '../../shared/clock/clock.js';
import { WrongExpectedRevisionError, type EventStore } from '../../shared/event-store/event-store.port.js';
import { SqliteEventStore } from '../../shared/event-store/sqlite.event-store.js';
import { IdempotencyKeyError } from '../../shared/idempotency/idempotency.errors.js';
import { BookingConflictError, ConcurrencyExhaustedError } from '../domain/booking.errors.js';
import { formatBookingId } from '../domain/booking-id.js';
import type { LabDayCommand, RequestBooking } from '../domain/lab-day.decider.js';
import { LabDayCommandHandler, MAX_ATTEMPTS, RunLabDayCommand, type CommandContext, type LabDayOutcome } from './lab-day.handler.js';

const NOW = new Date('2026-11-21T04:00:00Z');
const DATE = '2026-11-22';
const LAB = 'FabricationLab';
const STREAM = labDayStreamId(LAB, DATE);
const ctx: CommandContext = { actor: { kind: 'visitor' }, correlationId: 'corr-1' };

const details = (slot: string, facility = 'fab-prusa-mk4-1'): BookingDetails => ({
  userType: 'student',
  lab: LAB,
  date: DATE,
  slots: [slot],
  facilityIds: [facility],
  name: 'Asha Rao',
  email: 'asha@example.com',
});
let n = 0;
const request = (slot: string, facility?: string, suffix = `b${String(++n).padStart(8, '0')}`): RequestBooking => ({
  type: 'RequestBooking',
  data: { bookingId: formatBookingId(LAB, DATE, suffix), details: details(slot, facility), timezone: 'Asia/Kolkata', limits: DEFAULT_BOOKING_LIMITS },
});

let dir: string;
let store: SqliteEventStore;
const clock = new FixedClock(NOW);
/** One handler, as the command bus drives it. */
interface Runner {
  run(command: LabDayCommand, context: CommandContext): Promise<LabDayOutcome>;
}
const runnerOf = (events: EventStore): Runner => {
  const handler = new LabDayCommandHandler(events, clock);
  return { run: (command, context) => handler.execute(new RunLabDayCommand(command, context)) };
};

// Two handlers over one log stand for two backend processes: each has its own cache.
let a: Runner;
let b: Runner;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'lab-day-runner-'));
  store = new SqliteEventStore({ path: join(dir, 'events.sqlite'), synchronous: 'NORMAL' });
  a = runnerOf(store);
  b = runnerOf(store);
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('handle a lab-day command', () => {
  it('stamps the envelope: a fresh event id, the clock, the actor, the correlation; returns the position', async () => {
    const outcome = await a.run(request('10:00'), ctx);
    expect(outcome).toEqual({ position: 1, replayed: false, appended: [expect.objectContaining({ type: 'BookingRequested' })] });
    const { events } = await store.readStream(STREAM);
    expect(events[0]?.event).toMatchObject({
      type: 'BookingRequested',
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      occurredAt: NOW.toISOString(),
      actor: { kind: 'visitor' },
      correlationId: 'corr-1',
    });
  });

  it('accepts on a stale cache only after the append proves it current (reload and decide again)', async () => {
    await a.run(request('10:00'), ctx); // a caches revision 0
    await b.run(request('11:00'), ctx); // another process appends revision 1
    const outcome = await a.run(request('12:00'), ctx);
    expect(outcome.position).toBe(3);
    expect((await store.readStream(STREAM)).revision).toBe(2);
  });

  it('refuses on a stale cache only if the fresh stream refuses too', async () => {
    const first = request('10:00');
    await a.run(first, ctx); // a caches: 10:00 held
    await b.run({ type: 'RejectBooking', data: { bookingId: first.data.bookingId, notes: '' } }, ctx);
    expect((await a.run(request('10:00'), ctx)).replayed).toBe(false);
    await expect(a.run(request('10:00'), ctx)).rejects.toBeInstanceOf(BookingConflictError);
  });

  it('27.7 decides again on the stream a batch of expiries that a stale cache would skip entirely', async () => {
    await a.run(request('10:00'), ctx); // a caches the lab-day with one pending booking
    const unconfirmed = request('11:00');
    const due = { ...unconfirmed, data: { ...unconfirmed.data, deadlines: DEFAULT_DEADLINE_POLICY } };
    await b.run(due, ctx); // another process records an unconfirmed request a has never seen
    // Its confirmation window (30 minutes) has closed.
    clock.set(new Date(NOW.getTime() + 30 * 60_000));
    try {
      const expire: LabDayCommand = {
        type: 'ExpireDueBookings',
        data: { lab: LAB, date: DATE, bookingIds: [due.data.bookingId], timezone: 'Asia/Kolkata', decisionLeadMinutes: 120 },
      };
      const outcome = await a.run(expire, { actor: { kind: 'scheduler' }, correlationId: 'expiry' });
      expect(outcome.appended).toEqual([expect.objectContaining({ type: 'BookingExpired', data: expect.objectContaining({ bookingId: due.data.bookingId }) })]);
      expect((await store.readStream(STREAM)).events.map((e) => e.event.type)).toEqual(['BookingRequested', 'BookingRequested', 'BookingExpired']);
    } finally {
      clock.set(NOW);
    }
  });

  it('applies a keyed command once, whichever process sees the repeat', async () => {
    const keyed = { ...ctx, idempotencyKey: 'key-1' };
    const command = request('10:00', undefined, 'samebooking');
    const first = await a.run(command, keyed);
    const again = await b.run(command, keyed);
    expect(again).toEqual({ position: first.position, replayed: true, appended: [] });
    expect((await store.readStream(STREAM)).events).toHaveLength(1);
  });

  it('refuses a key already used on another lab-day (IDEMPOTENCY_KEY_REUSED), appending nothing', async () => {
    await a.run(request('10:00'), { ...ctx, idempotencyKey: 'key-2' });
    const other = labDayStreamId(LAB, '2026-11-23');
    const elsewhere: LabDayCommand = {
      type: 'RequestBooking',
      data: { bookingId: formatBookingId(LAB, '2026-11-23', 'elsewhere'), details: { ...details('10:00'), date: '2026-11-23' }, timezone: 'Asia/Kolkata', limits: DEFAULT_BOOKING_LIMITS },
    };
    // Same key and command, so the same derived event id on another stream: the log refuses it.
    const runner = runnerOf(store);
    const error = await runner.run(elsewhere, { ...ctx, idempotencyKey: 'key-2' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdempotencyKeyError);
    expect((error as IdempotencyKeyError).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await store.readStream(other)).events).toHaveLength(0);
  });

  it('gives up after a bounded number of revision conflicts (CONCURRENCY_EXHAUSTED), never loops forever', async () => {
    let appends = 0;
    const contended: EventStore = Object.assign(Object.create(store) as EventStore, {
      append: async () => {
        appends += 1;
        throw new WrongExpectedRevisionError(STREAM, 0, 1);
      },
      readStream: (id: string) => store.readStream(id),
    });
    const runner = runnerOf(contended);
    await expect(runner.run(request('10:00'), ctx)).rejects.toBeInstanceOf(ConcurrencyExhaustedError);
    expect(appends).toBe(MAX_ATTEMPTS);
  });

  it('serialises commands on one lab-day within a process: 50 concurrent, 1 accepted, 49 conflicts', async () => {
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => a.run(request('15:00'), ctx)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refusals.every((r) => r.reason instanceof BookingConflictError)).toBe(true);
  });
});
