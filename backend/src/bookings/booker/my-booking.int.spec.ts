import request from 'supertest';
import type { RecordedEvent } from '@centre/contracts';
import { bookingBody, createBookingTestApp, TEST_NOW, type BookingTestApp } from '../testing/booking-test-app.js';

let t: BookingTestApp;
const http = () => request(t.server);
const allEvents = async (): Promise<RecordedEvent[]> => t.store.readAll(0, 10_000);
const book = async (over: Record<string, unknown> = {}): Promise<string> => {
  const res = await http().post('/api/bookings').send(bookingBody(over));
  expect(res.status).toBe(201);
  return res.body.bookingId as string;
};

beforeEach(async () => {
  t = await createBookingTestApp();
});
afterEach(async () => {
  await t.close();
});

describe("the booker's page and its steps (signed booker link)", () => {
  it('shows the booking, its history and whether it may be cancelled; no-store', async () => {
    const id = await book();
    const res = await http().get(`/api/my-bookings/${id}`).query({ token: t.bookerToken(id) });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.booking).toMatchObject({
      record: { id, name: 'Asha Rao', status: 'requested', confirmBy: '2026-11-21T04:30:00.000Z' },
      history: [{ type: 'BookingRequested', status: 'requested', by: 'you' }],
      canCancel: true,
    });
  });

  it('confirms once: requested → pending, as the booker; a second confirmation appends nothing', async () => {
    const id = await book();
    const token = t.bookerToken(id);
    const first = await http().post(`/api/my-bookings/${id}/confirm`).query({ token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, status: 'pending' });
    const again = await http().post(`/api/my-bookings/${id}/confirm`).set('X-Booking-Token', token);
    expect(again.body).toMatchObject({ success: true, status: 'pending', position: first.body.position });
    const events = await allEvents();
    expect(events.map((e) => e.event.type)).toEqual(['BookingRequested', 'BookingConfirmed']);
    expect(events[1]?.event.actor).toEqual({ kind: 'booker' });
  });

  it('refuses a confirmation after the window: the request has lapsed', async () => {
    const id = await book();
    t.clock.set(new Date(TEST_NOW.getTime() + 30 * 60_000));
    const res = await http().post(`/api/my-bookings/${id}/confirm`).query({ token: t.bookerToken(id) });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'BOOKING_CLOSED', status: 'expired', message: 'This booking has expired.' });
  });

  it('cancels with an optional reason and frees the cells; a second cancel is refused', async () => {
    const id = await book();
    const token = t.bookerToken(id);
    const res = await http().post(`/api/my-bookings/${id}/cancel`).query({ token }).send({ reason: ' Exam moved ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: 'cancelled' });
    const [, cancelled] = await allEvents();
    expect(cancelled?.event).toMatchObject({ type: 'BookingCancelled', actor: { kind: 'booker' }, data: { by: 'booker', reason: 'Exam moved' } });
    expect((await http().post('/api/bookings').send(bookingBody())).status).toBe(201);
    const again = await http().post(`/api/my-bookings/${id}/cancel`).query({ token }).send({});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'BOOKING_CLOSED', status: 'cancelled' });
  });

  it('refuses to cancel once the first slot has started, and says so', async () => {
    const id = await book();
    t.clock.set(new Date('2026-11-22T04:30:00Z'));
    const res = await http().post(`/api/my-bookings/${id}/cancel`).query({ token: t.bookerToken(id) }).send({});
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'BOOKING_STARTED', messageCode: 'review.alreadyStarted' });
    expect((await http().get(`/api/my-bookings/${id}`).query({ token: t.bookerToken(id) })).body.booking.canCancel).toBe(false);
  });

  it('refuses a reason too long, with the field named', async () => {
    const id = await book();
    const res = await http().post(`/api/my-bookings/${id}/cancel`).query({ token: t.bookerToken(id) }).send({ reason: 'x'.repeat(501) });
    expect(res.status).toBe(400);
    expect(res.body.fieldCodes).toEqual({ reason: 'review.reasonTooLong' });
  });

  it('gives a bare id, another booking\'s link or a review link nothing', async () => {
    const id = await book();
    const other = await book({ timeSlots: ['1:00 PM - 2:00 PM'] });
    for (const token of [undefined, t.bookerToken(other), t.reviewToken(id), 'garbage']) {
      const res = await http().get(`/api/my-bookings/${id}`).query(token ? { token } : {});
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, messageCode: 'review.bookerLinkInvalid' });
    }
    // …and a booker link opens no review route.
    expect((await http().get(`/api/bookings/${id}`).query({ token: t.bookerToken(id) })).status).toBe(401);
    expect((await http().post(`/api/bookings/${id}/approve`).query({ token: t.bookerToken(id) })).status).toBe(401);
  });

  it('refuses a foreign Origin on its steps', async () => {
    const id = await book();
    const res = await http().post(`/api/my-bookings/${id}/cancel`).query({ token: t.bookerToken(id) }).set('Origin', 'https://evil.example').send({});
    expect(res.status).toBe(403);
  });
});

describe('a reviewer cancels a booking', () => {
  it('only with a reason, which the event keeps with the reviewer as its actor', async () => {
    const id = await book();
    const cookie = await t.reviewerCookie();
    expect((await http().put(`/api/bookings/${id}/status`).set('Cookie', cookie).send({ status: 'approve' })).status).toBe(200);
    const bare = await http().post(`/api/bookings/${id}/cancel`).set('Cookie', cookie).send({ reason: '  ' });
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ code: 'REASON_REQUIRED', message: 'Please give a reason.' });
    const res = await http().post(`/api/bookings/${id}/cancel`).set('Cookie', cookie).send({ reason: 'Printer under repair' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, status: 'cancelled' });
    const [, , cancelled] = await allEvents();
    expect(cancelled?.event).toMatchObject({
      type: 'BookingCancelled',
      actor: { kind: 'user', userId: t.reviewerId, role: 'reviewer' },
      data: { by: 'reviewer', reason: 'Printer under repair' },
    });
  });

  it('needs review rights', async () => {
    const id = await book();
    expect((await http().post(`/api/bookings/${id}/cancel`).send({ reason: 'x' })).status).toBe(401);
    expect((await http().post(`/api/bookings/${id}/cancel`).query({ token: t.bookerToken(id) }).send({ reason: 'x' })).status).toBe(401);
  });
});
