import request from 'supertest';
import { bookingBody, createBookingTestApp, TEST_NOW, type BookingTestApp } from '../../testing/booking-test-app.js';

let t: BookingTestApp;
const http = () => request(t.server);

beforeEach(async () => {
  t = await createBookingTestApp();
});
afterEach(async () => {
  await t.close();
});

const book = async (over: Record<string, unknown> = {}): Promise<{ bookingId: string; receipt: string }> => {
  const res = await http().post('/api/bookings').send(bookingBody(over));
  expect(res.status).toBe(201);
  return res.body as { bookingId: string; receipt: string };
};

describe("27.1 thank-you page's receipt", () => {
  it("given a request just sent, when its receipt is shown, then the booking's own summary answers; no-store", async () => {
    const { bookingId, receipt } = await book();
    const res = await http().get(`/api/bookings/${bookingId}/receipt`).set('X-Receipt-Token', receipt);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = bookingBody() as { labName?: string; date: string; timeSlots: string[] };
    expect(res.body).toEqual({
      success: true,
      receipt: {
        id: bookingId,
        name: 'Asha Rao',
        email: expect.any(String) as string,
        labName: expect.any(String) as string,
        date: body.date,
        timeSlots: body.timeSlots,
        facilities: expect.any(Array) as string[],
        status: 'requested',
      },
    });
  });

  it('refuses without a receipt, with another booking\'s, with the booker link, and after its hour', async () => {
    const { bookingId, receipt } = await book();
    const other = await book({ email: 'other@example.com', timeSlots: ['4:00 PM - 5:00 PM'] });
    const asked = (token?: string) => {
      const call = http().get(`/api/bookings/${bookingId}/receipt`);
      return token === undefined ? call : call.set('X-Receipt-Token', token);
    };
    for (const res of [await asked(), await asked(other.receipt), await asked(t.bookerToken(bookingId)), await asked('nonsense')]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'REVIEW_ACCESS_DENIED', messageCode: 'bookingSubmit.receiptInvalid' });
    }
    t.clock.set(new Date(TEST_NOW.getTime() + 60 * 60_000));
    expect((await asked(receipt)).status).toBe(401);
  });

  it('grants nothing else: the receipt neither confirms nor cancels', async () => {
    const { bookingId, receipt } = await book();
    expect((await http().post(`/api/my-bookings/${bookingId}/confirm`).set('X-Booking-Token', receipt)).status).toBe(401);
    expect((await http().post(`/api/my-bookings/${bookingId}/cancel`).query({ token: receipt }).send({})).status).toBe(401);
    expect((await http().get(`/api/bookings/${bookingId}`).query({ token: receipt })).status).toBe(401);
  });
});
