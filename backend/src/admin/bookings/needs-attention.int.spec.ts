import request from 'supertest';
import { bookingFromLog, labDayStreamId } from '@centre/contracts';
import { OperationsModule } from '../../operations/index.js';
import { OperationsProcessModule } from '../../operations/operations.process.module.js';
import { createAdminTestApp, type AdminTestApp, type SignedIn } from '../testing/admin-test-app.js';
import { book, decide, settle } from '../testing/admin-fixtures.js';

// A Monday: every lab open. TEST_NOW is 09:30 on the 21st at the centre.
const DAY = '2026-11-23';

let t: AdminTestApp;
let admin: SignedIn;
const http = () => request(t.app.getHttpServer());

/** An approved booking, then a closure over its day, flagged by the process manager. */
const flaggedBooking = async (): Promise<{ id: string; closureId: string }> => {
  const id = await book(t, { date: DAY, email: 'asha@example.com' }, { confirm: true });
  await decide(t, admin.cookie, id, 'approve');
  const res = await http().post('/api/admin/operations/closures').set('Cookie', admin.cookie).send({ labId: null, from: DAY, to: DAY, reason: 'Diwali' });
  expect(res.status).toBe(201);
  await t.app.get(OperationsProcessModule).manager.idle();
  const { events, revision } = await t.store.readStream(labDayStreamId('FabricationLab', DAY));
  expect(bookingFromLog(id, events)?.record.flags).toHaveLength(1);
  await settle(t, events.at(-1)?.position ?? revision);
  return { id, closureId: res.body.id as string };
};

beforeEach(async () => {
  t = await createAdminTestApp([OperationsModule]);
  admin = await t.signIn('admin');
});
afterEach(async () => {
  await t.close();
});

describe('28.3 the reviewers see a flagged booking and keep it', () => {
  it('"Needs attention" lists it with its flag, the queue names it, "Keep booking" clears it and the trail keeps both', async () => {
    const other = await book(t, { date: DAY, timeSlots: ['1:00 PM - 2:00 PM'], email: 'ravi@example.com' });
    const { id, closureId } = await flaggedBooking();
    const reviewer = await t.signIn('reviewer');

    const attention = await http().get('/api/admin/bookings').query({ attention: '1' }).set('Cookie', reviewer.cookie);
    expect(attention.status).toBe(200);
    expect(attention.body).toMatchObject({ total: 1, items: [{ id, status: 'approved', flags: [{ operationId: closureId, kind: 'closure', words: 'Diwali' }] }] });
    expect((await http().get('/api/admin/bookings').set('Cookie', reviewer.cookie)).body.items.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([id]));
    const queue = await http().get('/api/admin/bookings/queue').set('Cookie', reviewer.cookie);
    expect(queue.body.attention.map((r: { id: string }) => r.id)).toEqual([id]);
    // The undecided booking of that day was cancelled by the closure, not flagged.
    expect(queue.body.items.map((r: { id: string }) => r.id)).not.toContain(other);

    const refused = await http().post(`/api/bookings/${id}/keep`).set('Cookie', reviewer.cookie).send({ reason: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('REASON_REQUIRED');
    const kept = await http().post(`/api/bookings/${id}/keep`).set('Cookie', reviewer.cookie).send({ reason: 'Held in the annexe' });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ success: true, status: 'approved' });
    await settle(t, kept.body.position as number);

    expect((await http().get('/api/admin/bookings').query({ attention: '1' }).set('Cookie', reviewer.cookie)).body).toMatchObject({ total: 0, items: [] });
    const audit = await http().get(`/api/admin/bookings/${id}`).set('Cookie', reviewer.cookie);
    expect(audit.body.booking.flags).toBeUndefined();
    expect(audit.body.trail.slice(-2).map((s: { type: string; notes?: string }) => [s.type, s.notes])).toEqual([
      ['BookingFlagged', 'Diwali'],
      ['BookingFlagCleared', 'Held in the annexe'],
    ]);

    const again = await http().post(`/api/bookings/${id}/keep`).set('Cookie', reviewer.cookie).send({ reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'BOOKING_NOT_FLAGGED', messageCode: 'review.notFlagged' });
  });

  it('a flag no longer counts once the booking\'s last slot has ended', async () => {
    const { id } = await flaggedBooking();
    expect((await http().get('/api/admin/bookings').query({ attention: '1' }).set('Cookie', admin.cookie)).body.total).toBe(1);
    t.clock.set(new Date(`${DAY}T12:00:00Z`));
    // Two days on, the session has lapsed: sign in again.
    admin = await t.signIn('admin');
    const later = await http().get('/api/admin/bookings').query({ attention: '1' }).set('Cookie', admin.cookie);
    expect(later.body).toMatchObject({ total: 0, items: [] });
    // Still flagged on its record: the history is not rewritten.
    expect((await http().get(`/api/admin/bookings/${id}`).set('Cookie', admin.cookie)).body.booking.flags).toHaveLength(1);
  });

  it('refuses an unknown attention value with a clear message', async () => {
    const res = await http().get('/api/admin/bookings').query({ attention: 'yes' }).set('Cookie', admin.cookie);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ attention: 'attention must be 1' });
  });
});
