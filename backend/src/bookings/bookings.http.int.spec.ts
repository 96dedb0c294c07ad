import request from 'supertest';
import type { RecordedEvent } from '@centre/contracts';
import { bookingBody, createBookingTestApp, TEST_TOMORROW, type BookingTestApp } from './testing/booking-test-app.js';

let t: BookingTestApp;
const http = () => request(t.server);
const allEvents = async (): Promise<RecordedEvent[]> => t.store.readAll(0, 10_000);

beforeEach(async () => {
  t = await createBookingTestApp();
});
afterEach(async () => {
  await t.close();
});

const book = async (over: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
  const res = await http().post('/api/bookings').set(headers).send(bookingBody(over));
  return res;
};

describe('POST /api/bookings', () => {
  it('accepts a valid request: 201, a booking id carrying its lab-day, the log position', async () => {
    const res = await book({}, { 'X-Correlation-Id': 'corr-123' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: 'Booking request submitted successfully',
      bookingId: expect.stringMatching(/^bk-FabricationLab-20261122-[a-z2-7]{16}$/),
      position: 1,
      // 27.1: the thank-you page's receipt for this booking.
      receipt: expect.stringMatching(/^[A-Za-z0-9_-]+\.\d+\.[A-Za-z0-9_-]{43}$/),
    });
    expect(res.headers['x-correlation-id']).toBe('corr-123');
    const [recorded] = await allEvents();
    expect(recorded?.streamId).toBe(`labday-FabricationLab-${TEST_TOMORROW}`);
    expect(recorded?.event).toMatchObject({
      type: 'BookingRequested',
      version: 2,
      actor: { kind: 'visitor' },
      correlationId: 'corr-123',
      occurredAt: '2026-11-21T04:00:00.000Z',
      data: {
        bookingId: res.body.bookingId,
        lab: 'FabricationLab',
        slots: ['10:00'],
        facilityIds: ['fab-prusa-mk4-1'],
        email: 'asha.rao@example.com',
        institute: 'College of Engineering',
      },
    });
  });

  it('records a signed-in staff member as the actor, from the session cookie', async () => {
    const res = await book({}, { Cookie: await t.reviewerCookie() });
    expect(res.status).toBe(201);
    const [recorded] = await allEvents();
    expect(recorded?.event.actor).toMatchObject({ kind: 'user', email: 'reviewer@centre.example.edu', role: 'reviewer' });
  });

  it('refuses a clash with 409, the conflict flag and the clashing pairs; appends nothing', async () => {
    expect((await book()).status).toBe(201);
    const res = await book({
      timeSlots: ['10:00 AM - 11:00 AM', '11:00 AM - 12:00 PM'],
      machines: [{ id: 'fab-prusa-mk4-1', name: 'x' }, { id: 'fab-ultimaker-s5', name: 'y' }],
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      code: 'BOOKING_CONFLICT',
      conflict: true,
      message: 'This facility slot is already reserved. Please select a different time slot or contact reception.',
      messageCode: 'bookingSubmit.slotAlreadyReserved',
      conflicts: [
        { slotId: '10:00', facilityId: 'fab-prusa-mk4-1', slotLabel: '10:00 AM - 11:00 AM', facilityName: 'Prusa MK4 3D Printer (Unit 1)' },
      ],
    });
    expect(await allEvents()).toHaveLength(1);
  });

  it('answers invalid input with 400 and a message per field', async () => {
    const res = await book({ name: 'A', contactNumber: '123', timeSlots: [] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Please fix all validation errors before submitting',
      messageCode: 'common.fixErrors',
      errors: {
        name: 'Name must be at least 2 characters long',
        contactNumber: 'Contact number must be exactly 10 digits',
        timeSlots: 'Please select at least one time slot',
      },
      fieldCodes: {
        name: 'booking.nameTooShort',
        contactNumber: 'booking.contactInvalid',
        timeSlots: 'booking.slotsRequired',
      },
    });
  });

  it('refuses a slot that has already started today in the centre zone', async () => {
    const res = await book({ date: '2026-11-21', timeSlots: ['9:00 AM - 10:00 AM'] });
    expect(res.status).toBe(400);
    expect(res.body.errors.timeSlots).toMatch(/already started/);
    expect(await allEvents()).toHaveLength(0);
  });
});

describe('POST /api/check-availability', () => {
  const check = (over: Record<string, unknown> = {}) =>
    http()
      .post('/api/check-availability')
      .send({ date: TEST_TOMORROW, lab: 'FabricationLab', timeSlots: ['10:00 AM - 11:00 AM'], machines: ['fab-prusa-mk4-1'], ...over });

  it('says available, then taken once booked, then free again after a rejection', async () => {
    expect((await check()).body).toMatchObject({ available: true, conflicts: [] });
    const { bookingId } = (await book()).body as { bookingId: string };
    const taken = await check();
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({
      available: false,
      message: 'One or more selected facilities are already booked for the selected time.',
      conflicts: [{ slotId: '10:00', facilityId: 'fab-prusa-mk4-1' }],
    });
    await http().post(`/api/bookings/${bookingId}/reject`).set('Cookie', await t.reviewerCookie()).expect(200);
    expect((await check()).body.available).toBe(true);
  });

  it('28.3 answers a slot outside the opening hours as closed, not free, and the booking is refused', async () => {
    // TEST_TOMORROW is a Sunday: the rooms are closed; the Prayas Shala closes at 6 PM on Mondays.
    const sunday = await check({ lab: 'AllRooms', machines: ['room-conference'] });
    expect(sunday.status).toBe(200);
    expect(sunday.body).toMatchObject({ available: false, conflicts: [], closed: ['10:00'] });
    expect(sunday.body.message).toBe('The lab is closed at one or more of the selected times.');
    const evening = await check({
      lab: 'PrayasShala',
      date: '2026-11-23',
      timeSlots: ['5:00 PM - 6:00 PM', '6:00 PM - 7:00 PM'],
      machines: ['prayas-taparia-tool-kit'],
    });
    expect(evening.body).toMatchObject({ available: false, closed: ['18:00'] });
    const refused = await book({ lab: 'AllRooms', machines: [{ id: 'room-conference', name: 'Conference Room' }] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.date).toBe('The lab is closed on this day. Please select another date.');
    expect(await allEvents()).toHaveLength(0);
  });

  it('asks a read model instead of the stream when one is provided', async () => {
    await t.close();
    const asked: unknown[] = [];
    t = await createBookingTestApp({
      readModelAvailability: {
        taken: async (lab, date, slotIds, facilityIds) => {
          asked.push({ lab, date, slotIds, facilityIds });
          return slotIds.flatMap((slotId) => facilityIds.map((facilityId) => ({ slotId, facilityId })));
        },
      },
    });
    const res = await check();
    expect(res.body).toMatchObject({ available: false, conflicts: [{ slotId: '10:00', facilityId: 'fab-prusa-mk4-1' }] });
    expect(asked).toEqual([{ lab: 'FabricationLab', date: TEST_TOMORROW, slotIds: ['10:00'], facilityIds: ['fab-prusa-mk4-1'] }]);
  });

  it('answers missing fields with 400', async () => {
    const res = await check({ machines: [] });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ machines: 'Please select at least one facility' });
  });
});

describe('GET /api/bookings/:id', () => {
  it('needs rights: a bare id gets 401, a token for another booking too', async () => {
    const { bookingId } = (await book()).body as { bookingId: string };
    const other = (await book({ timeSlots: ['1:00 PM - 2:00 PM'] })).body.bookingId as string;
    const bare = await http().get(`/api/bookings/${bookingId}`);
    expect(bare.status).toBe(401);
    expect(bare.body.success).toBe(false);
    expect(bare.body.message).toEqual(expect.any(String));
    expect((await http().get(`/api/bookings/${bookingId}`).query({ token: t.reviewToken(other) })).status).toBe(401);
  });

  it('shows the record in both spellings, with its history, to the review link', async () => {
    const { bookingId } = (await book()).body as { bookingId: string };
    const res = await http().get(`/api/bookings/${bookingId}`).set('X-Review-Token', t.reviewToken(bookingId));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.booking).toMatchObject({
      id: bookingId,
      _id: bookingId,
      name: 'Asha Rao',
      userType: 'Student',
      user_type: 'Student',
      email: 'asha.rao@example.com',
      contact_number: '9876543210',
      institute: 'College of Engineering',
      lab: 'FabricationLab',
      booking_date: TEST_TOMORROW,
      time_slots: ['10:00 AM - 11:00 AM'],
      facilities: ['Prusa MK4 3D Printer (Unit 1)'],
      facility_ids: ['fab-prusa-mk4-1'],
      created_at: '2026-11-21T04:00:00.000Z',
      updated_at: '2026-11-21T04:00:00.000Z',
      // Awaiting its booker's confirmation, 30 minutes from the request by default.
      status: 'requested',
      confirmBy: '2026-11-21T04:30:00.000Z',
      history: [{ type: 'BookingRequested', status: 'requested', at: '2026-11-21T04:00:00.000Z', actor: { kind: 'visitor' }, position: 1 }],
    });
  });

  it('answers 404 for unknown and garbled ids, never 5xx', async () => {
    const cookie = await t.reviewerCookie();
    for (const id of ['bk-FabricationLab-20261122-aaaaaaaaaaaaaaaa', 'bk-NoSuchLab-20261122-aaaaaaaaaaaaaaaa', 'garbage', '%E0%A4%A', 'bk-FabricationLab-20261399-aaaaaaaa']) {
      const res = await http().get(`/api/bookings/${id}`).set('Cookie', cookie);
      expect([400, 404]).toContain(res.status);
      expect(res.body).toMatchObject({ success: false });
    }
    const res = await http().get('/api/bookings/garbage').set('Cookie', cookie);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'BOOKING_NOT_FOUND', message: 'Booking not found', messageCode: 'review.notFound' });
  });
});

describe('reviewing a booking', () => {
  it('approves with notes (PUT status), then never moves: a repeat or a reject is 409', async () => {
    const { bookingId } = (await book()).body as { bookingId: string };
    const cookie = await t.reviewerCookie();
    const res = await http()
      .put(`/api/bookings/${bookingId}/status`)
      .set('Cookie', cookie)
      .send({ status: 'approve', adminNotes: ' Bring your own filament ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Booking approved successfully!', status: 'approved', position: 2 });

    const again = await http().post(`/api/bookings/${bookingId}/approve`).set('Cookie', cookie);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, status: 'approved' });
    expect((await http().post(`/api/bookings/${bookingId}/reject`).set('Cookie', cookie)).status).toBe(409);
    expect(await allEvents()).toHaveLength(2);

    const view = await http().get(`/api/bookings/${bookingId}`).set('Cookie', cookie);
    expect(view.body.booking).toMatchObject({ status: 'approved', admin_notes: 'Bring your own filament', adminNotes: 'Bring your own filament' });
    expect(view.body.booking.history[1]).toMatchObject({
      type: 'BookingApproved',
      status: 'approved',
      actor: { kind: 'user', email: 'reviewer@centre.example.edu', role: 'reviewer' },
      notes: 'Bring your own filament',
    });
  });

  it('rejects through the review link (POST reject) and frees the slot for another booking', async () => {
    const { bookingId } = (await book()).body as { bookingId: string };
    const res = await http().post(`/api/bookings/${bookingId}/reject`).query({ token: t.reviewToken(bookingId) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Booking rejected successfully!' });
    const [, rejected] = await allEvents();
    expect(rejected?.event).toMatchObject({
      type: 'BookingRejected',
      actor: { kind: 'user', userId: t.reviewerId, email: 'reviewer@centre.example.edu', role: 'reviewer', via: 'review-link' },
    });
    expect((await book()).status).toBe(201);
    expect((await http().post(`/api/bookings/${bookingId}/approve`).query({ token: t.reviewToken(bookingId) })).status).toBe(409);
  });

  it("26.4 review links: the event names the reviewer, and a decided booking's link still reads it but changes nothing", async () => {
    const { bookingId } = (await book()).body as { bookingId: string };
    const token = t.reviewToken(bookingId);
    expect((await http().put(`/api/bookings/${bookingId}/status`).query({ token }).send({ status: 'approve' })).status).toBe(200);
    const [, approvedEvent] = await allEvents();
    expect(approvedEvent?.event.actor).toEqual({
      kind: 'user',
      userId: t.reviewerId,
      email: 'reviewer@centre.example.edu',
      role: 'reviewer',
      via: 'review-link',
    });
    const reread = await http().get(`/api/bookings/${bookingId}`).query({ token });
    expect(reread.status).toBe(200);
    expect(reread.body.booking).toMatchObject({ status: 'approved' });
    const again = await http().put(`/api/bookings/${bookingId}/status`).query({ token }).send({ status: 'reject' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'BOOKING_ALREADY_DECIDED', status: 'approved' });
    expect(await allEvents()).toHaveLength(2);
  });

  it('refuses without rights (401) and appends nothing', async () => {
    const { bookingId } = (await book()).body as { bookingId: string };
    expect((await http().post(`/api/bookings/${bookingId}/approve`)).status).toBe(401);
    expect((await http().put(`/api/bookings/${bookingId}/status`).send({ status: 'reject' })).status).toBe(401);
    expect((await http().post(`/api/bookings/${bookingId}/approve`).query({ token: 'forged.token' })).status).toBe(401);
    expect(await allEvents()).toHaveLength(1);
  });

  it('answers a bad status verb with 400 and an unknown booking with 404', async () => {
    const cookie = await t.reviewerCookie();
    const { bookingId } = (await book()).body as { bookingId: string };
    const bad = await http().put(`/api/bookings/${bookingId}/status`).set('Cookie', cookie).send({ status: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: 'Status must be approve or reject' });
    const missing = await http().post('/api/bookings/bk-BioLab-20261122-zzzzzzzzzzzzzzzz/approve').set('Cookie', cookie);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, code: 'BOOKING_NOT_FOUND', message: 'Booking not found', messageCode: 'review.notFound' });
  });
});

describe('Idempotency-Key', () => {
  it('a repeated key returns the first result and appends nothing', async () => {
    const first = await book({}, { 'Idempotency-Key': 'key-1' });
    const second = await book({}, { 'Idempotency-Key': 'key-1' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await allEvents()).toHaveLength(1);
  });

  it('keeps a refusal too, and refuses the key for a different request (422)', async () => {
    await book();
    const refused = await book({}, { 'Idempotency-Key': 'key-2' });
    expect(refused.status).toBe(409);
    expect((await book({}, { 'Idempotency-Key': 'key-2' })).body).toEqual(refused.body);
    const reused = await book({ name: 'Someone Else' }, { 'Idempotency-Key': 'key-2' });
    expect(reused.status).toBe(422);
    expect(reused.body.success).toBe(false);
    expect(await allEvents()).toHaveLength(1);
  });

  it('holds for review actions: a repeated approve with its key answers 200 once more, one event', async () => {
    const { bookingId } = (await book()).body as { bookingId: string };
    const cookie = await t.reviewerCookie();
    const approve = () => http().post(`/api/bookings/${bookingId}/approve`).set('Cookie', cookie).set('Idempotency-Key', 'approve-1');
    const a = await approve();
    const b = await approve();
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body).toEqual(a.body);
    expect(await allEvents()).toHaveLength(2);
  });

  it('holds for concurrent repeats of one key: one booking', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => book({}, { 'Idempotency-Key': 'key-3' })));
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([201]));
    expect(new Set(results.map((r) => r.body.bookingId as string)).size).toBe(1);
    expect(await allEvents()).toHaveLength(1);
  });

  it('refuses an unusable key with 400', async () => {
    const res = await book({}, { 'Idempotency-Key': 'x'.repeat(300) });
    expect(res.status).toBe(400);
    expect(await allEvents()).toHaveLength(0);
  });
});

describe('the older appointment form', () => {
  const appointment = (over: Record<string, unknown> = {}) =>
    http()
      .post('/api/appointments')
      .send({
        userType: 'Student',
        institute: 'College of Engineering',
        name: 'Ravi Kumar',
        contact: '9123456780',
        email: 'ravi@example.com',
        date: TEST_TOMORROW,
        timeFrom: '10:00',
        timeTo: '12:00',
        selectedMachines: ['3d-printer'],
        ...over,
      });

  it('books through the same engine and meets the same invariant', async () => {
    const ok = await appointment();
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ success: true, message: 'Appointment request submitted successfully!' });
    const clash = await appointment({ timeFrom: '11:00', timeTo: '12:00' });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      success: false,
      conflict: true,
      message: 'Selected machine is not available at this time. Please choose another time.',
    });
    // The booking form sees the appointment's hold too.
    expect((await book()).status).toBe(409);
    const availability = await http()
      .get('/api/machines/availability')
      .query({ date: TEST_TOMORROW, timeFrom: '10:00', timeTo: '11:00', machines: '3d-printer,laser-cutter' });
    expect(availability.body).toMatchObject({ available: false });
    const free = await http()
      .get('/api/machines/availability')
      .query({ date: TEST_TOMORROW, timeFrom: '10:00', timeTo: '11:00', machines: 'laser-cutter' });
    expect(free.body).toMatchObject({ available: true });
  });

  it('says "Please fill all fields." for a missing field', async () => {
    const res = await appointment({ name: '' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: 'Please fill all fields.' });
  });
});

describe('the HTTP edge', () => {
  it('serves the catalogue without staff emails', async () => {
    const res = await http().get('/api/catalog').expect(200);
    // 28.1: the spec's six labs with their counts, for the old client, then the AR/VR Lab.
    const counts = (res.body.labs as Array<{ id: string; facilities: unknown[] }>).map((l) => [l.id, l.facilities.length]);
    expect(counts).toEqual([
      ['FabricationLab', 28], ['PrayasShala', 7], ['AllRooms', 9], ['BioLab', 18], ['MediaLab', 20], ['SmacLab', 17], ['ArVrLab', 7],
    ]);
    expect(res.body.staff).toHaveLength(17);
    expect(JSON.stringify(res.body.staff)).not.toContain('@');
    expect(res.body.timeSlots).toHaveLength(12);
    expect(res.body.maxSlotsPerBooking).toBe(4);
  });

  it('answers malformed JSON 400, an oversized body 413, an unknown API route 404, all as JSON', async () => {
    const malformed = await http().post('/api/bookings').set('Content-Type', 'application/json').send('{"lab": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, message: expect.any(String) });
    const big = await http().post('/api/bookings').send({ name: 'x'.repeat(70_000) });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ success: false });
    const unknown = await http().get('/api/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found', messageCode: 'http.notFound' });
    expect(await allEvents()).toHaveLength(0);
  });

  it('answers a real failure with a bare 500: no stack, no detail', async () => {
    await t.store.close();
    const res = await book();
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong. Please try again.',
      messageCode: 'http.failure',
    });
  });

  it('refuses a cross-site review action with 403 even with a reviewer session', async () => {
    const { bookingId } = (await book()).body as { bookingId: string };
    const res = await http()
      .post(`/api/bookings/${bookingId}/approve`)
      .set('Cookie', await t.reviewerCookie())
      .set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(res.body.success).toBe(false);
    expect(await allEvents()).toHaveLength(1);
  });

  it('sends security headers with a same-origin CSP', async () => {
    const res = await http().get('/api/catalog');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
