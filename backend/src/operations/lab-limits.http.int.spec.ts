import request from 'supertest';
import { parseBookingId } from '../bookings/index.js';
import { ReviewLinkService } from '../auth/index.js';
import { createAdminTestApp, type AdminTestApp, type SignedIn } from '../admin/testing/admin-test-app.js';
import { bookingBody } from '../bookings/testing/booking-test-app.js';
import { LiveAvailabilityModule } from '../live-availability/index.js';
import { OperationsModule } from './operations.module.js';

// TEST_NOW is 09:30 on 2026-11-21 at the centre; the 23rd is a Monday, every lab open.
const DAY = '2026-11-23';
const THREE = [{ id: 'fab-prusa-mk4-1' }, { id: 'fab-prusa-mk4-2' }, { id: 'fab-ultimaker-s5' }];

let t: AdminTestApp;
let admin: SignedIn;
const http = () => request(t.app.getHttpServer());
const setLimits = (body: object, cookie = admin.cookie) => http().post('/api/admin/operations/limits').set('Cookie', cookie).send(body);
const book = (over: object = {}) => request(t.server).post('/api/bookings').send(bookingBody({ date: DAY, timeSlots: ['11:00 AM - 12:00 PM'], ...over }));
const fab = { labId: 'FabricationLab', horizonDays: 60, maxFacilitiesPerBooking: 2, maxHoursPerWeek: 6, cancelNoticeHours: 48 };

beforeEach(async () => {
  // The live-availability slice provides the booking-holds counts the weekly cap reads.
  t = await createAdminTestApp([OperationsModule, LiveAvailabilityModule]);
  admin = await t.signIn('admin');
});
afterEach(async () => {
  await t.close();
});

describe('28.5 limits per lab through the console\'s API', () => {
  it('lists the defaults until an admin sets a lab\'s limits; then the lab\'s, the others unchanged', async () => {
    const before = await http().get('/api/admin/operations/limits').set('Cookie', admin.cookie);
    expect(before.status).toBe(200);
    expect(before.body.limits.FabricationLab).toEqual({ horizonDays: 90, maxFacilitiesPerBooking: 4, maxHoursPerWeek: null, cancelNoticeHours: 0 });
    expect((await setLimits(fab)).status).toBe(200);
    const after = await http().get('/api/admin/operations/limits').set('Cookie', admin.cookie);
    expect(after.body.limits.FabricationLab).toEqual({ horizonDays: 60, maxFacilitiesPerBooking: 2, maxHoursPerWeek: 6, cancelNoticeHours: 48 });
    expect(after.body.limits.BioLab).toEqual(before.body.limits.BioLab);
    const events = (await t.store.readAll(0, 1000)).filter((r) => r.event.type === 'LabLimitsSet');
    expect(events).toHaveLength(1);
    expect(events[0]?.streamId).toBe('labops-FabricationLab');
    expect(events[0]?.event.actor).toMatchObject({ kind: 'user', email: admin.user.email });
  });

  it('a lowered facilities-per-booking limit refuses the booking with the message; within it, it is booked', async () => {
    expect((await book({ machines: THREE })).status).toBe(201);
    await setLimits(fab);
    const refused = await book({ machines: THREE, timeSlots: ['2:00 PM - 3:00 PM'] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_FACILITIES', messageCode: 'booking.facilitiesTooMany', message: 'Too many facilities for one booking. Please select fewer facilities.' });
    expect((await book({ machines: THREE.slice(0, 2), timeSlots: ['2:00 PM - 3:00 PM'] })).status).toBe(201);
  });

  it('the lab\'s hours per booker per week refuse a booking past them (HOURS_PER_WEEK, 429); another week counts apart', async () => {
    await setLimits(fab);
    // 2 slots × 2 facilities: 4 of the 6 hours of the week of Monday the 23rd.
    expect((await book({ machines: THREE.slice(0, 2), timeSlots: ['10:00 AM - 11:00 AM', '11:00 AM - 12:00 PM'] })).status).toBe(201);
    const refused = await book({ date: '2026-11-25', machines: THREE.slice(0, 1), timeSlots: ['10:00 AM - 11:00 AM', '11:00 AM - 12:00 PM', '12:00 PM - 1:00 PM'] });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'HOURS_PER_WEEK', messageCode: 'bookingSubmit.hoursPerWeek' });
    expect(refused.body.message).toMatch(/past the hours one person may book in this lab in one week/);
    expect((await book({ date: '2026-11-25', machines: THREE.slice(0, 1), timeSlots: ['10:00 AM - 11:00 AM', '11:00 AM - 12:00 PM'] })).status).toBe(201);
    // The next week counts apart.
    expect((await book({ date: '2026-11-30', machines: THREE.slice(0, 1), timeSlots: ['10:00 AM - 11:00 AM', '11:00 AM - 12:00 PM', '12:00 PM - 1:00 PM'] })).status).toBe(201);
  });

  it('inside the lab\'s notice the booker\'s cancel is refused (the page says until when); outside it, it is cancelled', async () => {
    const id = (await book()).body.bookingId as string;
    const token = t.app.get(ReviewLinkService).createBookerLink(id, parseBookingId(id)?.date ?? DAY).token;
    const page = () => request(t.server).get(`/api/my-bookings/${id}`).query({ token });
    // The first slot starts at 11:00 on the 23rd (05:30 UTC), 49 h 30 min from now.
    expect((await page()).body.booking).toMatchObject({ canCancel: true, cancelUntil: '2026-11-23T05:30:00.000Z' });
    await setLimits({ ...fab, cancelNoticeHours: 50 });
    expect((await page()).body.booking).toMatchObject({ canCancel: false, cancelUntil: '2026-11-21T03:30:00.000Z' });
    const refused = await request(t.server).post(`/api/my-bookings/${id}/cancel`).query({ token }).send({});
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CANCEL_NOTICE_PASSED', messageCode: 'review.cancelNoticePassed' });
    await setLimits({ ...fab, cancelNoticeHours: 48 });
    expect((await page()).body.booking).toMatchObject({ canCancel: true, cancelUntil: '2026-11-21T05:30:00.000Z' });
    const done = await request(t.server).post(`/api/my-bookings/${id}/cancel`).query({ token }).send({});
    expect(done.body).toMatchObject({ success: true, status: 'cancelled' });
  });

  it('bad input gets a message per field and nothing is recorded; only admins may set limits', async () => {
    const bad = await setLimits({ labId: 'Nowhere', horizonDays: 0, maxFacilitiesPerBooking: 'many', maxHoursPerWeek: -1, cancelNoticeHours: 1.5 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['cancelNoticeHours', 'horizonDays', 'labId', 'maxFacilitiesPerBooking', 'maxHoursPerWeek']);
    expect(bad.body.errors.horizonDays).toBe('How far ahead (days) must be a whole number from 1 to 730.');
    expect((await t.store.readAll(0, 1000)).some((r) => r.event.type === 'LabLimitsSet')).toBe(false);
    const reviewer = await t.signIn('reviewer');
    expect((await setLimits(fab, reviewer.cookie)).status).toBe(403);
    expect((await http().get('/api/admin/operations/limits')).status).toBe(401);
  });
});
