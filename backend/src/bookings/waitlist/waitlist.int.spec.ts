import request from 'supertest';
import type { RecordedEvent } from '@centre/contracts';
import { bookingBody, createBookingTestApp, TEST_NOW, type BookingTestApp } from '../testing/booking-test-app.js';

let t: BookingTestApp;
const http = () => request(t.server);
const types = async (): Promise<string[]> => (await t.store.readAll(0, 10_000)).map((e: RecordedEvent) => e.event.type);
const BEA = { name: 'Bea Kulkarni', email: 'bea@example.com' };
const CAL = { name: 'Chaitanya Joshi', email: 'cal@example.com' };

const book = async (over: Record<string, unknown> = {}): Promise<string> => {
  const res = await http().post('/api/bookings').send(bookingBody(over));
  expect(res.status).toBe(201);
  return res.body.bookingId as string;
};
const joinAs = async (over: Record<string, unknown>): Promise<string> => {
  const res = await http().post('/api/waitlist').send(bookingBody(over));
  expect(res.status).toBe(201);
  return res.body.id as string;
};

beforeEach(async () => {
  t = await createBookingTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('28.6 waitlist routes', () => {
  it('joins for held cells, offers them when the booking is cancelled, holds them, and the claim books them', async () => {
    const asha = await book();
    const joined = await http().post('/api/waitlist').send(bookingBody(BEA));
    expect(joined.status).toBe(201);
    expect(joined.body).toMatchObject({ success: true, message: expect.stringMatching(/on the waitlist/) });
    const wait = joined.body.id as string;
    const token = t.bookerToken(wait);

    const waiting = await http().get(`/api/my-waits/${wait}`).query({ token });
    expect(waiting.status).toBe(200);
    expect(waiting.body.wait).toMatchObject({ id: wait, status: 'waiting', name: 'Bea Kulkarni', slots: ['10:00'], offerUntil: null });

    const cancelled = await http().post(`/api/my-bookings/${asha}/cancel`).query({ token: t.bookerToken(asha) }).send({});
    expect(cancelled.status).toBe(200);
    expect(await types()).toEqual(['BookingRequested', 'WaitJoined', 'BookingCancelled', 'WaitOffered']);
    const offered = await http().get(`/api/my-waits/${wait}`).query({ token });
    expect(offered.body.wait).toMatchObject({ status: 'offered', offerUntil: new Date(TEST_NOW.getTime() + 30 * 60_000).toISOString() });

    // A third visitor cannot take the offered cells meanwhile.
    const third = await http().post('/api/bookings').send(bookingBody(CAL));
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ code: 'BOOKING_CONFLICT' });

    const claim = await http().post(`/api/my-waits/${wait}/claim`).query({ token });
    expect(claim.status).toBe(200);
    expect(claim.body).toMatchObject({ success: true, status: 'claimed' });
    const events = await t.store.readAll(0, 10_000);
    expect(events.slice(-2).map((e) => [e.event.type, e.event.actor])).toEqual([
      ['WaitOfferClaimed', { kind: 'booker' }],
      ['BookingRequested', { kind: 'booker' }],
    ]);
    // The same link opens the booking the claim made.
    const booking = await http().get(`/api/my-bookings/${wait}`).query({ token });
    expect(booking.status).toBe(200);
    expect(booking.body.booking.record).toMatchObject({ id: wait, name: 'Bea Kulkarni', status: 'requested' });
  });

  it('refuses to wait for free cells, and twice for the same cells, with the waitlist\'s words', async () => {
    const free = await http().post('/api/waitlist').send(bookingBody(BEA));
    expect(free.status).toBe(409);
    expect(free.body).toMatchObject({ code: 'WAIT_NOT_NEEDED', messageCode: 'waitlist.notNeeded' });
    await book();
    await joinAs(BEA);
    const again = await http().post('/api/waitlist').send(bookingBody(BEA));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'WAIT_ALREADY_WAITING', message: expect.stringMatching(/already on the waitlist/) });
    const own = await http().post('/api/waitlist').send(bookingBody());
    expect(own.body).toMatchObject({ code: 'WAIT_ALREADY_HOLDS' });
  });

  it('refuses a malformed body with the form\'s field messages', async () => {
    const res = await http().post('/api/waitlist').send(bookingBody({ email: 'not-an-email' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('leaves the list; the waiter\'s routes refuse a bare id and an unknown place', async () => {
    await book();
    const wait = await joinAs(BEA);
    expect((await http().get(`/api/my-waits/${wait}`)).status).toBe(401);
    const left = await http().post(`/api/my-waits/${wait}/leave`).query({ token: t.bookerToken(wait) });
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ status: 'left' });
    const again = await http().post(`/api/my-waits/${wait}/leave`).query({ token: t.bookerToken(wait) });
    expect(again.body).toMatchObject({ code: 'WAIT_CLOSED' });
    const claim = await http().post(`/api/my-waits/${wait}/claim`).query({ token: t.bookerToken(wait) });
    expect(claim.body).toMatchObject({ code: 'WAIT_CLOSED' });
    const unknown = 'bk-FabricationLab-20261122-zzzzzzzz';
    const missing = await http().get(`/api/my-waits/${unknown}`).query({ token: t.bookerToken(unknown) });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'WAIT_NOT_FOUND' });
  });

  it('refuses a claim while the cells are still held', async () => {
    await book();
    const wait = await joinAs(BEA);
    const res = await http().post(`/api/my-waits/${wait}/claim`).query({ token: t.bookerToken(wait) });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'WAIT_NOT_OFFERED' });
  });
});
