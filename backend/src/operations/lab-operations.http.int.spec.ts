import request from 'supertest';
import { labOperationsStreamId } from '@centre/contracts';
import { createAdminTestApp, type AdminTestApp, type SignedIn } from '../admin/testing/admin-test-app.js';
import { bookingBody } from '../bookings/testing/booking-test-app.js';
import { CatalogueModule } from '../catalogue/index.js';
import { OperationsModule } from './operations.module.js';

// TEST_NOW is 09:30 on 2026-11-21 at the centre; the 23rd is a Monday, every lab open.
const DAY = '2026-11-23';
const PRINTER = 'fab-prusa-mk4-1';

let t: AdminTestApp;
let admin: SignedIn;
const http = () => request(t.app.getHttpServer());
const post = (path: string, body: object, cookie = admin.cookie) => http().post(`/api/admin/operations${path}`).set('Cookie', cookie).send(body);
const check = (over: object = {}) =>
  request(t.server)
    .post('/api/check-availability')
    .send({ lab: 'FabricationLab', date: DAY, timeSlots: ['11:00 AM - 12:00 PM'], machines: [{ id: PRINTER }], ...over });
const book = (over: object = {}) => request(t.server).post('/api/bookings').send(bookingBody({ date: DAY, timeSlots: ['11:00 AM - 12:00 PM'], ...over }));

beforeEach(async () => {
  t = await createAdminTestApp([OperationsModule]);
  admin = await t.signIn('admin');
});
afterEach(async () => {
  await t.close();
});

describe('28.3 closures and outages through the console\'s API', () => {
  it('28.2 an outage can be declared on a facility added in the console, not on a retired one', async () => {
    await t.close();
    t = await createAdminTestApp([OperationsModule, CatalogueModule]);
    admin = await t.signIn('admin');
    const added = await http()
      .post('/api/admin/catalogue/facilities')
      .set('Cookie', admin.cookie)
      .send({ labId: 'FabricationLab', name: 'Raise3D Pro3', description: '', specs: '', category: '3d-printer' });
    expect(added.status).toBe(201);
    const facilityId = added.body.facilityId as string;
    const outage = { labId: 'FabricationLab', facilityId, from: `${DAY}T10:00`, until: `${DAY}T13:00`, kind: 'repair', reason: 'bed' };
    expect((await post('/outages', outage)).status).toBe(201);
    const refusedBooking = await book({ machines: [{ id: facilityId }] });
    expect(refusedBooking.body).toMatchObject({ code: 'FACILITY_UNDER_MAINTENANCE' });
    expect(refusedBooking.body.message).toMatch(/^Raise3D Pro3: Under maintenance \(bed\)/);
    await http().post('/api/admin/catalogue/facilities/retire').set('Cookie', admin.cookie).send({ labId: 'FabricationLab', facilityId: PRINTER, reason: 'Sold' }).expect(200);
    const refused = await post('/outages', { ...outage, facilityId: PRINTER });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ facilityId: 'Please choose a facility of this lab.' });
  });

  it('an outage declared is listed, shown by the availability check and refused by the booking, naming the facility', async () => {
    const declared = await post('/outages', { labId: 'FabricationLab', facilityId: PRINTER, from: `${DAY}T10:00`, until: `${DAY}T13:00`, kind: 'maintenance', reason: 'new nozzle' });
    expect(declared.status).toBe(201);
    const list = await http().get('/api/admin/operations').set('Cookie', admin.cookie);
    expect(list.body.outages).toEqual([expect.objectContaining({ outageId: declared.body.id, facilityId: PRINTER, declaredBy: admin.user.email })]);

    const checked = await check();
    expect(checked.body).toMatchObject({ available: false, unavailable: [{ slotId: '11:00', facilityId: PRINTER, reason: 'maintenance', note: 'new nozzle' }] });
    expect(checked.body.message).toMatch(/Under maintenance \(new nozzle\)/);

    const refused = await book();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'FACILITY_UNDER_MAINTENANCE', messageCode: 'booking.underMaintenance' });
    expect(refused.body.message).toMatch(/^Prusa.*: Under maintenance \(new nozzle\)/);
    // The staff's words on their own too, for a client that shows the catalogue's in Marathi.
    expect(refused.body.note).toMatch(/^Prusa.*: new nozzle$/);
    // Another slot of the same day is free.
    expect((await book({ timeSlots: ['2:00 PM - 3:00 PM'] })).status).toBe(201);

    const ended = await post('/outages/end', { outageId: declared.body.id, labId: 'FabricationLab' });
    expect(ended.status).toBe(200);
    // Ended now (09:30 on the 21st), before it began: it never happens.
    expect((await check()).body.available).toBe(true);
  });

  it("a declaration's event carries the request's correlation id, echoed on the answer", async () => {
    const declared = await post('/closures', { labId: 'FabricationLab', from: DAY, to: DAY, reason: 'Audit' }).set('X-Correlation-Id', 'closure-trace-1');
    expect(declared.status).toBe(201);
    expect(declared.headers['x-correlation-id']).toBe('closure-trace-1');
    const { events } = await t.store.readStream(labOperationsStreamId('FabricationLab'));
    expect(events.map(({ event }) => [event.type, event.correlationId])).toEqual([['ClosureDeclared', 'closure-trace-1']]);
  });

  it('a closure of the whole centre refuses every lab that day with its reason, until it is lifted', async () => {
    const declared = await post('/closures', { labId: null, from: DAY, to: DAY, reason: 'Diwali' });
    expect(declared.status).toBe(201);
    const refused = await book();
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'CLOSED_BY_CLOSURE', message: 'The lab is closed on this date (Diwali). Please select another date.', note: 'Diwali' });
    expect((await check()).body).toMatchObject({ available: false, closed: ['11:00'] });

    expect((await post('/closures/lift', { closureId: declared.body.id, labId: null })).status).toBe(200);
    expect((await book()).status).toBe(201);
    expect((await post('/closures/lift', { closureId: declared.body.id, labId: null })).status).toBe(404);
  });

  it('bad input gets a message per field; only admins may act', async () => {
    const bad = await post('/closures', { labId: 'Nowhere', from: '2026-11-20', to: 'soon', reason: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['from', 'labId', 'reason', 'to']);
    const badOutage = await post('/outages', { labId: 'FabricationLab', facilityId: 'bio-x', from: `${DAY}T13:00`, until: `${DAY}T10:00`, kind: 'party' });
    expect(Object.keys(badOutage.body.errors).sort()).toEqual(['facilityId', 'kind', 'until']);
    const reviewer = await t.signIn('reviewer');
    expect((await post('/closures', { from: DAY, to: DAY, reason: 'x' }, reviewer.cookie)).status).toBe(403);
    expect((await http().get('/api/admin/operations')).status).toBe(401);
  });
});
