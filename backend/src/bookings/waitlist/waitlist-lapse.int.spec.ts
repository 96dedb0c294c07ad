import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import { RunLabDayCommand } from '../commands/lab-day.handler.js';
import { expireDue, type ExpiryDeps } from '../expiry/expiry.scheduler.js';
import { bookingBody, createBookingTestApp, TEST_NOW, type BookingTestApp } from '../testing/booking-test-app.js';

let t: BookingTestApp;
beforeEach(async () => {
  t = await createBookingTestApp();
});
afterEach(async () => {
  await t.close();
});

const http = () => request(t.server);
const offersOf = async (): Promise<string[]> =>
  (await t.store.readAll(0, 10_000)).flatMap((r) => (r.event.type === 'WaitOffered' ? [(r.event.data as { bookingId: string }).bookingId] : []));
const deps = (): ExpiryDeps => ({
  due: async () => [],
  dueOffers: offersOf,
  run: (command) => t.app.get(CommandBus).execute(new RunLabDayCommand(command, { actor: { kind: 'scheduler' }, correlationId: 'test' })),
  now: () => t.clock.now(),
  timezone: 'Asia/Kolkata',
  decisionLeadMinutes: 120,
});

describe('28.6 the scheduler lapses unclaimed offers', () => {
  it('lapses an offer at its deadline, as the scheduler, and offers the cells to the next waiter in the same append', async () => {
    const asha = (await http().post('/api/bookings').send(bookingBody())).body.bookingId as string;
    const bea = (await http().post('/api/waitlist').send(bookingBody({ name: 'Bea', email: 'bea@example.com' }))).body.id as string;
    const cal = (await http().post('/api/waitlist').send(bookingBody({ name: 'Cal', email: 'cal@example.com' }))).body.id as string;
    expect((await http().post(`/api/my-bookings/${asha}/cancel`).query({ token: t.bookerToken(asha) }).send({})).status).toBe(200);

    t.clock.set(new Date(TEST_NOW.getTime() + 29 * 60_000));
    expect(await expireDue(deps())).toEqual({ expired: 0, skipped: 1, failed: 0 });

    t.clock.set(new Date(TEST_NOW.getTime() + 30 * 60_000));
    expect(await expireDue(deps())).toEqual({ expired: 1, skipped: 0, failed: 0 });
    const events = (await t.store.readAll(0, 10_000)).map((r) => r.event);
    const [lapse, next] = events.slice(-2);
    expect(lapse).toMatchObject({ type: 'WaitOfferLapsed', actor: { kind: 'scheduler' }, data: { bookingId: bea, deadline: '2026-11-21T04:30:00.000Z' } });
    expect(next).toMatchObject({ type: 'WaitOffered', data: { bookingId: cal, offerUntil: '2026-11-21T05:00:00.000Z' } });
    // Bea's link now says the offer ended; Cal's holds the cells.
    expect((await http().get(`/api/my-waits/${bea}`).query({ token: t.bookerToken(bea) })).body.wait.status).toBe('lapsed');
    expect((await http().post('/api/bookings').send(bookingBody({ email: 'dev@example.com' }))).status).toBe(409);

    // A second pass (or a second instance) lapses nothing twice.
    expect(await expireDue(deps())).toEqual({ expired: 0, skipped: 2, failed: 0 });
  });
});

describe('28.6 the scheduler ends a place no offer reached before its first slot began', () => {
  it('ends it once, as the scheduler, and its waiter\'s link says so', async () => {
    await http().post('/api/bookings').send(bookingBody());
    const bea = (await http().post('/api/waitlist').send(bookingBody({ name: 'Bea', email: 'bea@example.com' }))).body.id as string;
    const waiting = async (): Promise<string[]> => {
      const events = (await t.store.readAll(0, 10_000)).map((r) => r.event);
      const ended = new Set(events.flatMap((e) => (e.type === 'WaitEnded' ? [(e.data as { bookingId: string }).bookingId] : [])));
      return events.flatMap((e) => (e.type === 'WaitJoined' && !ended.has((e.data as { bookingId: string }).bookingId) ? [(e.data as { bookingId: string }).bookingId] : []));
    };
    const ends = (): ExpiryDeps => ({ ...deps(), dueOffers: async () => [], dueWaits: waiting });
    const startsAt = (await t.store.readAll(0, 10_000)).map((r) => r.event).find((e) => e.type === 'WaitJoined')!.data as { startsAt: string };

    t.clock.set(new Date(Date.parse(startsAt.startsAt) - 60_000));
    expect(await expireDue(ends())).toEqual({ expired: 0, skipped: 1, failed: 0 });
    t.clock.set(new Date(startsAt.startsAt));
    expect(await expireDue(ends())).toEqual({ expired: 1, skipped: 0, failed: 0 });
    const last = (await t.store.readAll(0, 10_000)).at(-1)!.event;
    expect(last).toMatchObject({ type: 'WaitEnded', actor: { kind: 'scheduler' }, data: { bookingId: bea, startsAt: startsAt.startsAt } });
    expect((await http().get(`/api/my-waits/${bea}`).query({ token: t.bookerToken(bea) })).body.wait.status).toBe('ended');
    // A second instance that read the place as waiting is refused: nothing is appended twice.
    expect(await expireDue({ ...ends(), dueWaits: async () => [bea] })).toEqual({ expired: 0, skipped: 1, failed: 0 });
  });
});

