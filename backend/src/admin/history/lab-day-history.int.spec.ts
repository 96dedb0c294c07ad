import request from 'supertest';
import { TEST_TOMORROW } from '../../bookings/testing/booking-test-app.js';
import { book, decide } from '../testing/admin-fixtures.js';
import { createAdminTestApp, type AdminTestApp, type SignedIn } from '../testing/admin-test-app.js';

let t: AdminTestApp;
let admin: SignedIn;
const http = () => request(t.app.getHttpServer());
const history = (lab: string, date: string) => http().get(`/api/admin/lab-days/${lab}/${date}/history`).set('Cookie', admin.cookie);

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await t.signIn('admin', 'lead.admin@centre.example.edu');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/lab-days/:lab/:date/history', () => {
  it('replays the lab-day from the log: every event and the grid after it', async () => {
    const first = await book(t);
    const second = await book(t, { timeSlots: ['11:00 AM - 12:00 PM', '12:00 PM - 1:00 PM'], name: 'Meera Shah' });
    await decide(t, admin.cookie, first, 'reject', 'Printer under repair');
    await decide(t, admin.cookie, second, 'approve');

    const res = await history('FabricationLab', TEST_TOMORROW);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, lab: 'FabricationLab', date: TEST_TOMORROW });
    expect(res.body.slots).toHaveLength(12);
    expect(res.body.facilities[0]).toEqual({ id: 'fab-prusa-mk4-1', name: 'Prusa MK4 3D Printer (Unit 1)' });

    const steps = res.body.steps as { type: string; bookingId: string; notes?: string; actor: unknown; revision: number; occupancy: unknown[] }[];
    expect(steps.map((s) => [s.type, s.bookingId, s.revision])).toEqual([
      ['BookingRequested', first, 0],
      ['BookingRequested', second, 1],
      ['BookingRejected', first, 2],
      ['BookingApproved', second, 3],
    ]);
    const cell = (slotId: string, bookingId: string, status: string) => ({ slotId, facilityId: 'fab-prusa-mk4-1', bookingId, status });
    expect(steps[0]?.occupancy).toEqual([cell('10:00', first, 'pending')]);
    expect(steps[1]?.occupancy).toEqual([cell('10:00', first, 'pending'), cell('11:00', second, 'pending'), cell('12:00', second, 'pending')]);
    // The rejection frees what it held.
    expect(steps[2]?.occupancy).toEqual([cell('11:00', second, 'pending'), cell('12:00', second, 'pending')]);
    expect(steps[3]?.occupancy).toEqual([cell('11:00', second, 'approved'), cell('12:00', second, 'approved')]);
    expect(steps[2]).toMatchObject({ notes: 'Printer under repair', actor: { kind: 'user', email: 'lead.admin@centre.example.edu', role: 'admin' } });
    expect(steps[3]?.notes).toBeUndefined();
  });

  it('an untouched lab-day has no steps but still its grid axes', async () => {
    const res = await history('MediaLab', '2026-12-01');
    expect(res.status).toBe(200);
    expect(res.body.steps).toEqual([]);
    expect(res.body.facilities.length).toBeGreaterThan(0);
  });

  it('refuses an unknown lab (404) and a date that is not one (400)', async () => {
    expect((await history('Kitchen', TEST_TOMORROW)).status).toBe(404);
    const bad = await history('MediaLab', '2026-02-30');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, code: 'BAD_REQUEST', message: 'The date must be a calendar date (YYYY-MM-DD)' });
  });
});
