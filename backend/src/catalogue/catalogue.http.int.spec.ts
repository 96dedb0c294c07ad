import request from 'supertest';
import { CATALOGUE_STREAM, TRAINING_MESSAGES, TRAINING_PATHS } from '@centre/contracts';
import { settle } from '../admin/testing/admin-fixtures.js';
import { createAdminTestApp, type AdminTestApp, type SignedIn } from '../admin/testing/admin-test-app.js';
import { bookingBody } from '../bookings/testing/booking-test-app.js';
import { LiveAvailabilityModule } from '../live-availability/live-availability.module.js';
import { WEEK_AVAILABILITY_ROUTE } from '../live-availability/week/week-availability.route.js';
import { CatalogueModule } from './catalogue.module.js';

// TEST_NOW is 09:30 on 2026-11-21 at the centre; the 23rd is a Monday, every lab open.
const DAY = '2026-11-23';
const PRINTER = 'fab-ultimaker-s5';

let t: AdminTestApp;
let admin: SignedIn;
const http = () => request(t.app.getHttpServer());
const post = (path: string, body: object, cookie = admin.cookie) => http().post(`/api/admin/catalogue${path}`).set('Cookie', cookie).send(body);
const book = (machines: string[], over: object = {}) =>
  request(t.server).post('/api/bookings').send(bookingBody({ date: DAY, timeSlots: ['11:00 AM - 12:00 PM'], machines: machines.map((id) => ({ id })), ...over }));
const catalog = async () => (await http().get('/api/catalog').expect(200)).body as { labs: Array<{ id: string; facilities: Array<{ id: string; name: string }> }> };
const fabIds = async () => (await catalog()).labs.find((l) => l.id === 'FabricationLab')!.facilities.map((f) => f.id);

const raise3d = { labId: 'FabricationLab', name: 'Raise3D Pro3', description: 'Dual extrusion', specs: 'Build 300 mm\nTwo nozzles', category: '3d-printer' };

beforeEach(async () => {
  t = await createAdminTestApp([CatalogueModule]);
  admin = await t.signIn('admin');
});
afterEach(async () => {
  await t.close();
});

describe('28.2 the catalogue through the console\'s API', () => {
  it('a facility added is in GET /api/catalog at once, listed for the console with its specs, and can be booked', async () => {
    const before = await fabIds();
    const added = await post('/facilities', raise3d);
    expect(added.status).toBe(201);
    const id = added.body.facilityId as string;
    expect(id).toMatch(/^added-[0-9a-f]{12}$/);
    expect(await fabIds()).toEqual([...before, id]);
    const list = await http().get('/api/admin/catalogue').set('Cookie', admin.cookie).expect(200);
    const fab = list.body.labs.find((l: { id: string }) => l.id === 'FabricationLab');
    expect(fab.facilities.at(-1)).toMatchObject({ id, name: 'Raise3D Pro3', specs: ['Build 300 mm', 'Two nozzles'], retired: null });
    const booked = await book([id]);
    expect(booked.status).toBe(201);
    // Its record (whence its mails and the console's lists) names it as the console does.
    await settle(t, booked.body.position as number);
    const detail = await http().get(`/api/admin/bookings/${booked.body.bookingId as string}`).set('Cookie', admin.cookie).expect(200);
    expect(detail.body.booking.facilities).toEqual(['Raise3D Pro3']);
  });

  it("an admin's change carries the request's correlation id, echoed on the answer", async () => {
    const added = await post('/facilities', raise3d).set('X-Correlation-Id', 'catalogue-trace-1');
    expect(added.status).toBe(201);
    expect(added.headers['x-correlation-id']).toBe('catalogue-trace-1');
    const { events } = await t.store.readStream(CATALOGUE_STREAM);
    expect(events.at(-1)?.event).toMatchObject({ type: 'FacilityAdded', correlationId: 'catalogue-trace-1' });
  });

  it('a retired facility leaves GET /api/catalog and its booking is refused, naming it (the counts of other labs unchanged)', async () => {
    expect((await post('/facilities/retire', { labId: 'FabricationLab', facilityId: PRINTER, reason: 'Sold to the university' })).status).toBe(200);
    expect(await fabIds()).not.toContain(PRINTER);
    expect((await catalog()).labs.find((l) => l.id === 'BioLab')?.facilities).toHaveLength(18);
    const refused = await book([PRINTER]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'FACILITY_RETIRED', messageCode: 'booking.facilityRetired' });
    expect(refused.body.message).toBe('Ultimaker S5 3D Printer: this facility has been retired and can no longer be booked. Please select another facility.');
    // Retiring again records nothing; editing a retired one is refused.
    expect((await post('/facilities/retire', { labId: 'FabricationLab', facilityId: PRINTER, reason: 'again' })).status).toBe(200);
    expect((await post('/facilities/edit', { ...raise3d, facilityId: PRINTER })).status).toBe(409);
  });

  it('training required is read from the current catalogue: set, a booking is refused; cleared, it is accepted', async () => {
    expect((await post('/facilities/training', { labId: 'FabricationLab', facilityId: PRINTER, required: true })).status).toBe(200);
    const refused = await book([PRINTER]);
    expect(refused.body).toMatchObject({ code: 'TRAINING_REQUIRED' });
    expect((await post('/facilities/training', { labId: 'FabricationLab', facilityId: PRINTER, required: false })).status).toBe(200);
    expect((await book([PRINTER])).status).toBe(201);
  });

  it('a facility marked training-required in the console takes a qualification, and the qualified booker books it', async () => {
    const email = 'meera.k@example.org';
    const grant = (facilityId: string) =>
      http().post(TRAINING_PATHS.qualifications).set('Cookie', admin.cookie).send({ email, facilityId });
    // Not yet marked: the console refuses the grant in its words, nothing recorded.
    const early = await grant(PRINTER);
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual({ facilityId: TRAINING_MESSAGES.facilityNotTrained });
    expect((await post('/facilities/training', { labId: 'FabricationLab', facilityId: PRINTER, required: true })).status).toBe(200);
    expect((await book([PRINTER], { email })).body).toMatchObject({ code: 'TRAINING_REQUIRED' });
    const granted = await grant(PRINTER);
    expect(granted.status).toBe(201);
    await settle(t, granted.body.position as number);
    expect((await book([PRINTER], { email })).status).toBe(201);
    // An added facility marked at once takes one too; a retired one no longer does.
    const added = await post('/facilities', { ...raise3d, trainingRequired: true });
    const addedId = added.body.facilityId as string;
    const second = await grant(addedId);
    expect(second.status).toBe(201);
    await settle(t, second.body.position as number);
    // The Training screen lists it under its console name and lab.
    const listed = await http().get(TRAINING_PATHS.qualifications).query({ facility: addedId }).set('Cookie', admin.cookie).expect(200);
    expect(listed.body.qualifications).toEqual([expect.objectContaining({ email, facilityId: addedId, facilityName: 'Raise3D Pro3', lab: 'FabricationLab' })]);
    expect((await post('/facilities/retire', { labId: 'FabricationLab', facilityId: PRINTER, reason: 'Sold' })).status).toBe(200);
    expect((await grant(PRINTER)).body.errors).toEqual({ facilityId: TRAINING_MESSAGES.facilityNotTrained });
  });

  it('a facility of another lab, or none, is refused by the booking with the form\'s words', async () => {
    const refused = await book(['bio-eppendorf-5424r']);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'FACILITY_NOT_IN_LAB', messageCode: 'booking.facilityNotInLab' });
  });

  it('bad input gets a message per field, and nothing is recorded; only admins may act', async () => {
    const bad = await post('/facilities', { labId: 'Nowhere', name: '', category: 'boat', photo: 'https://elsewhere.example/x.png' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['category', 'labId', 'name', 'photo']);
    expect(await fabIds()).toHaveLength(28);
    expect((await post('/facilities/edit', { ...raise3d, facilityId: 'no-such-thing' })).status).toBe(404);
    const reviewer = await t.signIn('reviewer');
    expect((await post('/facilities', raise3d, reviewer.cookie)).status).toBe(403);
    expect((await http().get('/api/admin/catalogue')).status).toBe(401);
  });

  it('the week\'s grid and the availability check list the current catalogue: an added facility shown, a retired one gone', async () => {
    await t.close();
    t = await createAdminTestApp([CatalogueModule, LiveAvailabilityModule], [WEEK_AVAILABILITY_ROUTE]);
    admin = await t.signIn('admin');
    const week = async () => (await request(t.server).get(`/api/availability/week?lab=FabricationLab&from=${DAY}`).expect(200)).body as { days: Array<{ cells: Record<string, string> }>; nextFree: Record<string, unknown> };
    const added = await post('/facilities', raise3d);
    const id = added.body.facilityId as string;
    expect(Object.keys((await week()).days[0]!.cells)).toContain(id);
    expect((await week()).nextFree[id]).toEqual({ date: DAY, slotId: '09:00' });

    const booked = await book([id]);
    expect(booked.status).toBe(201);
    await settle(t, booked.body.position as number);
    expect((await week()).days[0]!.cells[id]!.charAt(2)).toBe('t');
    const checked = await request(t.server)
      .post('/api/check-availability')
      .send({ lab: 'FabricationLab', date: DAY, timeSlots: ['11:00 AM - 12:00 PM'], machines: [{ id }] });
    expect(checked.body).toMatchObject({ available: false, conflicts: [{ facilityId: id, facilityName: 'Raise3D Pro3' }] });

    const retired = await post('/facilities/retire', { labId: 'FabricationLab', facilityId: id, reason: 'Sold' });
    expect(retired.status).toBe(200);
    expect(Object.keys((await week()).days[0]!.cells)).not.toContain(id);
    expect((await week()).days[0]!.cells[PRINTER]).toBeDefined();
  });
});
