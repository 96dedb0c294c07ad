import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import type { BookingExpired } from '@centre/contracts';
import { RunLabDayCommand } from '../commands/lab-day.handler.js';
import { formatBookingId } from '../domain/booking-id.js';
import { bookingBody, createBookingTestApp, TEST_NOW, type BookingTestApp } from '../testing/booking-test-app.js';
import { expireDue, ExpiryScheduler, type ExpiryDeps } from './expiry.scheduler.js';

let t: BookingTestApp;
beforeEach(async () => {
  t = await createBookingTestApp();
});
afterEach(async () => {
  await t.close();
});

const book = async (over: Record<string, unknown> = {}): Promise<string> => {
  const res = await request(t.server).post('/api/bookings').send(bookingBody(over));
  expect(res.status).toBe(201);
  return res.body.bookingId as string;
};

/** Every booking ever requested: a superset of the due ones; the decider judges each. */
const everyBooking = async (): Promise<string[]> =>
  (await t.store.readAll(0, 10_000)).flatMap((r) => (r.event.type === 'BookingRequested' ? [(r.event.data as { bookingId: string }).bookingId] : []));

const deps = (): ExpiryDeps => ({
  due: everyBooking,
  run: (command) => t.app.get(CommandBus).execute(new RunLabDayCommand(command, { actor: { kind: 'scheduler' }, correlationId: 'test' })),
  now: () => t.clock.now(),
  timezone: 'Asia/Kolkata',
  decisionLeadMinutes: 120,
});

/** A stand-in for the lab-day that acts on every deadline it is asked to. */
const expiresAll: ExpiryDeps['run'] = async (command) => ({
  position: 0,
  appended: command.type === 'ExpireDueBookings' ? command.data.bookingIds.map(() => ({ type: 'BookingExpired' })) : [{ type: 'WaitOfferLapsed' }],
});

const expiries = async (): Promise<BookingExpired[]> =>
  (await t.store.readAll(0, 10_000)).flatMap((r) => (r.event.type === 'BookingExpired' ? [r.event as BookingExpired] : []));

describe('the deadline scheduler, with the clock injected', () => {
  it('expires an unconfirmed request at the end of its window, as the scheduler, and frees its cells', async () => {
    const unconfirmed = await book();
    t.clock.set(new Date(TEST_NOW.getTime() + 29 * 60_000));
    expect(await expireDue(deps())).toEqual({ expired: 0, skipped: 1, failed: 0 });

    t.clock.set(new Date(TEST_NOW.getTime() + 30 * 60_000));
    expect(await expireDue(deps())).toEqual({ expired: 1, skipped: 0, failed: 0 });
    const [expired] = await expiries();
    expect(expired).toMatchObject({
      actor: { kind: 'scheduler' },
      data: { bookingId: unconfirmed, stage: 'unconfirmed', deadline: '2026-11-21T04:30:00.000Z' },
    });
    // Its cell is free again.
    expect((await request(t.server).post('/api/bookings').send(bookingBody())).status).toBe(201);
  });

  it('expires a confirmed (pending) request at the lab decision deadline, 2 hours before its first slot', async () => {
    const id = await book();
    const token = t.bookerToken(id);
    expect((await request(t.server).post(`/api/my-bookings/${id}/confirm`).query({ token })).status).toBe(200);
    // The first slot is 10:00 on the 22nd in Kolkata: 04:30 UTC; the deadline 02:30 UTC.
    t.clock.set(new Date('2026-11-22T02:29:00Z'));
    expect((await expireDue(deps())).expired).toBe(0);
    t.clock.set(new Date('2026-11-22T02:30:00Z'));
    expect((await expireDue(deps())).expired).toBe(1);
    expect((await expiries())[0]?.data).toMatchObject({ bookingId: id, stage: 'undecided', deadline: '2026-11-22T02:30:00.000Z' });
  });

  it('never expires a decided booking, and a second pass appends nothing', async () => {
    const approved = await book();
    const lapsed = await book({ timeSlots: ['1:00 PM - 2:00 PM'] });
    const cookie = await t.reviewerCookie();
    expect((await request(t.server).put(`/api/bookings/${approved}/status`).set('Cookie', cookie).send({ status: 'approve' })).status).toBe(200);
    t.clock.set(new Date('2026-11-23T00:00:00Z'));
    expect(await expireDue(deps())).toEqual({ expired: 1, skipped: 1, failed: 0 });
    expect(await expireDue(deps())).toEqual({ expired: 0, skipped: 2, failed: 0 });
    expect((await expiries()).map((e) => e.data.bookingId)).toEqual([lapsed]);
  });

  it('27.7 works off a backlog larger than one page of due bookings in one tick', async () => {
    const ids = [await book(), await book({ timeSlots: ['1:00 PM - 2:00 PM'] }), await book({ timeSlots: ['3:00 PM - 4:00 PM'] })];
    t.clock.set(new Date('2026-11-23T00:00:00Z'));
    const expiredIds = async () => new Set((await expiries()).map((e) => e.data.bookingId));
    // A page of two of the bookings not yet expired, as the due list pages them.
    const page = async () => {
      const done = await expiredIds();
      return (await everyBooking()).filter((id) => !done.has(id)).slice(0, 2);
    };
    const scheduler = new ExpiryScheduler({ ...deps(), due: page }, 60_000);
    expect(await scheduler.tick()).toEqual({ expired: 3, skipped: 0, failed: 0 });
    expect(await expiredIds()).toEqual(new Set(ids));
  });

  it('27.7 works on several lab-days at once, and on the due bookings of one lab-day in one command', async () => {
    const ids = ['BioLab', 'MediaLab', 'SmacLab'].flatMap((lab) => [1, 2, 3].map((n) => formatBookingId(lab, '2026-12-01', `due0000${n}`)));
    const active = new Map<string, number>();
    const asked: string[][] = [];
    let mostLabDays = 0;
    let sameLabDayAtOnce = false;
    const pass = await expireDue({
      ...deps(),
      due: () => Promise.resolve(ids),
      run: async (command) => {
        if (command.type !== 'ExpireDueBookings') throw new Error(`unexpected ${command.type}`);
        asked.push([...command.data.bookingIds]);
        const labDay = command.data.lab;
        active.set(labDay, (active.get(labDay) ?? 0) + 1);
        sameLabDayAtOnce ||= active.get(labDay)! > 1;
        mostLabDays = Math.max(mostLabDays, [...active.values()].filter((n) => n > 0).length);
        await new Promise((r) => setTimeout(r, 5));
        active.set(labDay, active.get(labDay)! - 1);
        return expiresAll(command);
      },
    });
    expect(pass).toEqual({ expired: 9, skipped: 0, failed: 0 });
    expect(mostLabDays).toBe(3);
    expect(sameLabDayAtOnce).toBe(false);
    // One command per lab-day, listing its three due bookings.
    expect(asked.sort()).toEqual([ids.slice(0, 3), ids.slice(3, 6), ids.slice(6, 9)]);
  });

  it('27.7 works on many more lab-days at once than before, so that one commit of the log carries many expiries', async () => {
    // 40 lab-days of one lab, two due bookings on each.
    const dates = Array.from({ length: 40 }, (_, d) => new Date(Date.UTC(2026, 11, 1 + d)).toISOString().slice(0, 10));
    const ids = dates.flatMap((date) => [1, 2].map((n) => formatBookingId('BioLab', date, `due0000${n}`)));
    let active = 0;
    let most = 0;
    const pass = await expireDue({
      ...deps(),
      due: () => Promise.resolve(ids),
      run: async (command) => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((r) => setTimeout(r, 5));
        active -= 1;
        return expiresAll(command);
      },
    });
    expect(pass).toEqual({ expired: 80, skipped: 0, failed: 0 });
    expect(most).toBe(40);
  });

  it('27.7 a pass waits until the due list shows its expiries, so the next pass never decides them again', async () => {
    const ids = [await book(), await book({ timeSlots: ['1:00 PM - 2:00 PM'] }), await book({ timeSlots: ['3:00 PM - 4:00 PM'] })];
    t.clock.set(new Date('2026-11-23T00:00:00Z'));
    // A due list that shows the log only as far as it has been told it caught up: a lagging projection.
    let shown = 0;
    const due = async () => {
      const expired = new Set(
        (await t.store.readAll(0, 10_000)).flatMap((r) =>
          r.event.type === 'BookingExpired' && r.position <= shown ? [(r.event as BookingExpired).data.bookingId] : [],
        ),
      );
      return (await everyBooking()).filter((id) => !expired.has(id));
    };
    const waitedFor: number[] = [];
    const caughtUp = async (position: number) => {
      waitedFor.push(position);
      shown = position;
    };

    // Without the wait, the second pass would read the three again as due and decide each again (skipped: 3).
    const scheduler = new ExpiryScheduler({ ...deps(), due, caughtUp }, 60_000);
    expect(await scheduler.tick()).toEqual({ expired: 3, skipped: 0, failed: 0 });
    const head = (await t.store.readAll(0, 10_000)).at(-1)!;
    expect(head.event.type).toBe('BookingExpired');
    expect(waitedFor).toEqual([head.position]);
    expect((await expiries()).map((e) => e.data.bookingId).sort()).toEqual([...ids].sort());
  });

  it('runs on its interval until stopped, and reports a failing source without stopping', async () => {
    const messages: string[] = [];
    let calls = 0;
    const scheduler = new ExpiryScheduler(
      {
        ...deps(),
        due: async () => {
          calls += 1;
          throw new Error('read model unavailable');
        },
        log: (m) => messages.push(m),
      },
      10,
    );
    scheduler.start();
    await new Promise((r) => setTimeout(r, 60));
    await scheduler.stop();
    expect(calls).toBeGreaterThan(1);
    expect(messages[0]).toContain('read model unavailable');
  });
});
