import request from 'supertest';
import { TEST_TOMORROW } from '../../bookings/testing/booking-test-app.js';
import { book, decide } from '../testing/admin-fixtures.js';
import { createAdminTestApp, type AdminTestApp, type SignedIn } from '../testing/admin-test-app.js';

let t: AdminTestApp;
let reviewer: SignedIn;
const http = () => request(t.app.getHttpServer());
const list = (query: Record<string, string | number>) =>
  http().get('/api/admin/bookings').query(query).set('Cookie', reviewer.cookie);

const DAY_AFTER = '2026-11-23';
let asha: string;
let ravi: string;
let meera: string;

beforeAll(async () => {
  t = await createAdminTestApp();
  reviewer = await t.signIn('reviewer', 'priya.reviewer@centre.example.edu');
  asha = await book(t, {}, { confirm: true });
  t.clock.set(new Date('2026-11-21T04:05:00Z'));
  ravi = await book(t, { name: 'Ravi Kumar', email: 'ravi@example.org', lab: 'BioLab', date: DAY_AFTER, machines: [{ id: 'bio-eppendorf-5424r', name: 'x' }] }, { confirm: true });
  t.clock.set(new Date('2026-11-21T04:10:00Z'));
  // Approved before its booker confirmed it: a reviewer's decision counts as the confirmation.
  meera = await book(t, { name: 'Meera Shah', email: 'meera@example.org', timeSlots: ['11:00 AM - 12:00 PM'] });
  await decide(t, reviewer.cookie, meera, 'approve', 'Bring your ID card');
});
afterAll(async () => {
  await t.close();
});

const ids = (body: { items: { id: string }[] }) => body.items.map((i) => i.id);

describe('GET /api/admin/bookings', () => {
  it('lists every booking, newest first, with the paging figures', async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ success: true, page: 1, pageSize: 20, total: 3 });
    expect(ids(res.body)).toEqual([meera, ravi, asha]);
    expect(res.body.items[0]).toMatchObject({ name: 'Meera Shah', status: 'approved', adminNotes: 'Bring your ID card', lab: 'FabricationLab' });
  });

  it('filters by status, by lab and by date range', async () => {
    expect(ids((await list({ status: 'pending' })).body)).toEqual([ravi, asha]);
    expect(ids((await list({ status: 'approved' })).body)).toEqual([meera]);
    expect(ids((await list({ lab: 'BioLab' })).body)).toEqual([ravi]);
    expect(ids((await list({ from: DAY_AFTER })).body)).toEqual([ravi]);
    expect(ids((await list({ to: TEST_TOMORROW, sort: 'created-asc' })).body)).toEqual([asha, meera]);
    expect(ids((await list({ status: 'pending', lab: 'FabricationLab', from: TEST_TOMORROW, to: TEST_TOMORROW })).body)).toEqual([asha]);
  });

  it('finds by text in the name, the email or the id, in any case', async () => {
    expect(ids((await list({ q: 'RAVI' })).body)).toEqual([ravi]);
    expect(ids((await list({ q: 'meera@example' })).body)).toEqual([meera]);
    expect(ids((await list({ q: asha.slice(-8) })).body)).toEqual([asha]);
    const both = await list({ q: 'a', status: 'pending', sort: 'created-asc' });
    expect(ids(both.body)).toEqual([asha, ravi]);
    expect((await list({ q: 'nobody-has-this' })).body).toMatchObject({ total: 0, items: [] });
  });

  it('sorts and pages', async () => {
    expect(ids((await list({ sort: 'created-asc' })).body)).toEqual([asha, ravi, meera]);
    expect(ids((await list({ sort: 'date-desc' })).body)[0]).toBe(ravi);
    const second = await list({ sort: 'created-asc', page: 2, pageSize: 2 });
    expect(second.body).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(ids(second.body)).toEqual([meera]);
    const textPage = await list({ q: 'example', sort: 'created-asc', page: 2, pageSize: 1 });
    expect(textPage.body).toMatchObject({ total: 3, page: 2 });
    expect(ids(textPage.body)).toEqual([ravi]);
  });

  it.each([
    [{ status: 'done' }, 'status'],
    [{ lab: 'Kitchen' }, 'lab'],
    [{ from: '2026-02-30' }, 'from'],
    [{ from: '2026-12-02', to: '2026-12-01' }, 'to'],
    [{ sort: 'name' }, 'sort'],
    [{ page: '0' }, 'page'],
    [{ pageSize: '101' }, 'pageSize'],
    [{ q: 'x'.repeat(101) }, 'q'],
  ])('refuses %j with 400 and a message for %s', async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors[field]).toEqual(expect.any(String));
    expect(res.body.message).toBe(res.body.errors[field]);
  });
});

describe("27.4 reviewers' queue: GET /api/admin/bookings/queue", () => {
  const queue = (query: Record<string, string | number>, cookie = reviewer.cookie) =>
    http().get('/api/admin/bookings/queue').query(query).set('Cookie', cookie);

  it('given two undecided bookings and a decided one, lists the undecided, the nearest deadline first', async () => {
    const res = await queue({});
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ success: true, page: 1, pageSize: 20, total: 2 });
    // Asha's lab-day comes first, so her decision deadline is the nearer.
    expect(ids(res.body)).toEqual([asha, ravi]);
    expect(res.body.items[0]).toMatchObject({ status: 'pending', decideBy: expect.any(String) as string });
  });

  it("pages, and narrows to one lab's queue", async () => {
    expect((await queue({ pageSize: 1 })).body).toMatchObject({ total: 2, items: [{ id: asha }] });
    expect(ids((await queue({ pageSize: 1, page: 2 })).body)).toEqual([ravi]);
    expect(ids((await queue({ lab: 'BioLab' })).body)).toEqual([ravi]);
  });

  it('opens on a reviewer\'s labs when they have some; a lab or scope=all shows others; an admin sees every lab', async () => {
    const bio = await t.signIn('reviewer', 'bio.reviewer@centre.example.edu');
    const admin = await t.signIn('admin', 'queue.admin@centre.example.edu');
    await http().patch(`/api/admin/users/${bio.user.id}`).set('Cookie', admin.cookie).send({ labs: ['BioLab'] }).expect(200);
    const mine = await queue({}, bio.cookie);
    expect(mine.body).toMatchObject({ total: 1, myLabs: ['BioLab'] });
    expect(ids(mine.body)).toEqual([ravi]);
    const all = await queue({ scope: 'all' }, bio.cookie);
    expect(all.body).toMatchObject({ total: 2 });
    expect(all.body.myLabs).toBeUndefined();
    expect(ids((await queue({ lab: 'FabricationLab' }, bio.cookie)).body)).toEqual([asha]);
    expect((await queue({}, admin.cookie)).body).toMatchObject({ total: 2 });
    expect((await queue({}, admin.cookie)).body.myLabs).toBeUndefined();
    expect((await queue({ scope: 'mine' }, bio.cookie)).status).toBe(400);
  });

  it('refuses a bad lab or page with the field named, and a visitor', async () => {
    const bad = await queue({ lab: 'NoSuchLab', page: 0 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({ lab: 'Unknown lab', page: 'page must be a whole number from 1' });
    expect((await http().get('/api/admin/bookings/queue')).status).toBe(401);
  });
});

describe('GET /api/admin/bookings/:id', () => {
  it('shows the booking and its audit trail from the log: each event with time, actor and notes', async () => {
    const res = await http().get(`/api/admin/bookings/${meera}`).set('Cookie', reviewer.cookie);
    expect(res.status).toBe(200);
    expect(res.body.booking).toMatchObject({
      id: meera,
      name: 'Meera Shah',
      status: 'approved',
      adminNotes: 'Bring your ID card',
      timeSlots: ['11:00 AM - 12:00 PM'],
      facilityIds: ['fab-prusa-mk4-1'],
    });
    expect(res.body.trail).toEqual([
      expect.objectContaining({ type: 'BookingRequested', status: 'requested', at: '2026-11-21T04:10:00.000Z', actor: { kind: 'visitor' } }),
      expect.objectContaining({
        type: 'BookingApproved',
        status: 'approved',
        actor: { kind: 'user', email: 'priya.reviewer@centre.example.edu', role: 'reviewer' },
        notes: 'Bring your ID card',
      }),
    ]);
    expect(res.body.trail[0].notes).toBeUndefined();
    expect(res.body.trail[1].position).toBeGreaterThan(res.body.trail[0].position);
    expect(res.body.trail[0].eventId).toEqual(expect.any(String));
  });

  it('a pending booking has a two-line trail: requested, then confirmed by its booker', async () => {
    const res = await http().get(`/api/admin/bookings/${asha}`).set('Cookie', reviewer.cookie);
    expect(res.body.booking.status).toBe('pending');
    expect(res.body.trail).toHaveLength(2);
    expect(res.body.trail[1]).toMatchObject({ type: 'BookingConfirmed', status: 'pending', actor: { kind: 'booker' } });
  });

  it.each(['bk-FabricationLab-20261122-zzzzzzzz', 'bk-Kitchen-20261122-abcdefgh', 'not-an-id'])('answers 404 for %s', async (id) => {
    const res = await http().get(`/api/admin/bookings/${id}`).set('Cookie', reviewer.cookie);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Booking not found' });
  });
});

describe('read-your-writes: the list and the queue read after a decision show it', () => {
  it('given the projections held back when a reviewer approves, the queue and the list read next wait for them and show the approval', async () => {
    const kiran = await book(t, { name: 'Kiran Rao', email: 'kiran@example.org', timeSlots: ['4:00 PM - 5:00 PM'] }, { confirm: true });
    await t.host.stop();
    const approved = await http().put(`/api/bookings/${kiran}/status`).set('Cookie', reviewer.cookie).send({ status: 'approve', adminNotes: '' });
    expect(approved.status).toBe(200);
    // The reads begin while no projection runs; the projections start again a moment later.
    const reads = Promise.all([
      http().get('/api/admin/bookings/queue').set('Cookie', reviewer.cookie),
      list({ q: 'Kiran' }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.host.start();
    const [queue, found] = await reads;
    expect(ids(queue.body)).not.toContain(kiran);
    expect(found.body.items).toEqual([expect.objectContaining({ id: kiran, status: 'approved' })]);
  });
});
