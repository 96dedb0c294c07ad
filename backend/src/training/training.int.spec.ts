import request from 'supertest';
import {
  BOOKING_MESSAGES,
  TRAINING_MESSAGES,
  TRAINING_PATHS,
  qualificationsStreamId,
  type QualificationEntry,
} from '@centre/contracts';
import { book, settle } from '../admin/testing/admin-fixtures.js';
import { createAdminTestApp, type AdminTestApp, type SignedIn } from '../admin/testing/admin-test-app.js';
import { bookingBody } from '../bookings/testing/booking-test-app.js';

const LASER = { id: 'fab-trotec-speedy-360', name: 'Trotec Speedy 360 Laser Cutter' };
const ASHA = 'asha.rao@example.com';

let t: AdminTestApp;
let reviewer: SignedIn;
let admin: SignedIn;
const http = () => request(t.app.getHttpServer());
const bookLaser = (over: Record<string, unknown> = {}) =>
  request(t.server).post('/api/bookings').send(bookingBody({ machines: [LASER], ...over }));
const grant = (cookie: string, body: Record<string, unknown>) => http().post(TRAINING_PATHS.qualifications).set('Cookie', cookie).send(body);
const listed = async (query: Record<string, string> = {}): Promise<QualificationEntry[]> => {
  const res = await http().get(TRAINING_PATHS.qualifications).query(query).set('Cookie', reviewer.cookie);
  expect(res.status).toBe(200);
  return res.body.qualifications as QualificationEntry[];
};

beforeAll(async () => {
  t = await createAdminTestApp();
  reviewer = await t.signIn('reviewer', 'priya.trainer@centre.example.edu');
  admin = await t.signIn('admin');
});
afterAll(async () => {
  await t.close();
});

describe('28.4 training: a training-required facility and its qualification', () => {
  it('refuses a booker without a qualification, naming the facility and pointing to /training', async () => {
    const res = await bookLaser();
    expect(res.status).toBe(400);
    const message = `${LASER.name}: ${BOOKING_MESSAGES.trainingRequired}`;
    expect(res.body).toEqual({
      success: false,
      code: 'TRAINING_REQUIRED',
      message,
      messageCode: 'booking.trainingRequired',
      facilityIds: [LASER.id],
      errors: { machines: message },
      fieldCodes: { machines: 'booking.trainingRequired' },
    });
    expect(message).toContain('/training');
  });

  it('staff grant a qualification as an event with its actor; the booker then books the facility', async () => {
    const res = await grant(reviewer.cookie, { email: ' Asha.Rao@Example.com', facilityId: LASER.id, expiresOn: '2026-12-31', note: 'Inducted by Priya' });
    expect(res.status).toBe(201);
    await settle(t, res.body.position as number);
    const { events } = await t.store.readStream(qualificationsStreamId(ASHA));
    expect(events.map((e) => e.event)).toEqual([
      expect.objectContaining({
        type: 'QualificationGranted',
        version: 1,
        actor: expect.objectContaining({ kind: 'user', email: 'priya.trainer@centre.example.edu', role: 'reviewer' }),
        data: { email: ASHA, facilityId: LASER.id, expiresOn: '2026-12-31', note: 'Inducted by Priya', facilityName: LASER.name, labId: 'FabricationLab' },
      }),
    ]);
    expect(await listed({ email: 'asha' })).toEqual([
      expect.objectContaining({ email: ASHA, facilityId: LASER.id, lab: 'FabricationLab', facilityName: LASER.name, expiresOn: '2026-12-31', grantedBy: 'priya.trainer@centre.example.edu' }),
    ]);
    expect((await bookLaser()).status).toBe(201);
  });

  it('a qualification that ends before the booking’s date counts as none', async () => {
    const res = await grant(admin.cookie, { email: 'ravi@example.org', facilityId: LASER.id, expiresOn: '2026-11-22' });
    await settle(t, res.body.position as number);
    const late = await bookLaser({ email: 'ravi@example.org', date: '2026-11-23', timeSlots: ['12:00 PM - 1:00 PM'] });
    expect(late.body.code).toBe('TRAINING_REQUIRED');
    expect((await bookLaser({ email: 'ravi@example.org', timeSlots: ['12:00 PM - 1:00 PM'] })).status).toBe(201);
  });

  it('lists by facility, and revokes with a reason: the booker is refused again', async () => {
    expect((await listed({ facility: LASER.id })).map((q) => q.email).sort()).toEqual([ASHA, 'ravi@example.org']);
    expect(await listed({ facility: 'bio-bd-accuri-c6' })).toEqual([]);
    const refused = await http().post(TRAINING_PATHS.revoke(ASHA, LASER.id)).set('Cookie', reviewer.cookie).send({ reason: ' ' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ reason: TRAINING_MESSAGES.reasonRequired });
    const res = await http().post(TRAINING_PATHS.revoke(ASHA, LASER.id)).set('Cookie', reviewer.cookie).send({ reason: 'Unsafe use of the bed' });
    expect(res.status).toBe(200);
    await settle(t, res.body.position as number);
    expect((await listed({ email: ASHA }))).toEqual([]);
    expect((await bookLaser({ timeSlots: ['2:00 PM - 3:00 PM'] })).body.code).toBe('TRAINING_REQUIRED');
    const again = await http().post(TRAINING_PATHS.revoke(ASHA, LASER.id)).set('Cookie', reviewer.cookie).send({ reason: 'Twice' });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(TRAINING_MESSAGES.notQualified);
  });

  it('refuses bad input in the console’s words and anyone who is not staff', async () => {
    const bad = await grant(admin.cookie, { email: 'nope', facilityId: 'fab-prusa-mk4-1', expiresOn: '2026-11-01' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: TRAINING_MESSAGES.invalidGrant,
      errors: { email: TRAINING_MESSAGES.emailInvalid, facilityId: TRAINING_MESSAGES.facilityNotTrained, expiresOn: TRAINING_MESSAGES.expiryPast },
    });
    expect((await http().get(TRAINING_PATHS.qualifications)).status).toBe(401);
    const expert = await t.signIn('expert');
    expect((await grant(expert.cookie, { email: ASHA, facilityId: LASER.id })).status).toBe(403);
  });

  it('books a facility that needs no training for a booker who holds no qualification', async () => {
    expect(await book(t, { email: 'nobody-trained@example.org', timeSlots: ['3:00 PM - 4:00 PM'] })).toContain('FabricationLab');
  });
});
