import request from 'supertest';
import { createAdminTestApp, type AdminTestApp, type SignedIn } from '../../admin/testing/admin-test-app.js';
import { CatalogueModule } from '../../catalogue/catalogue.module.js';

// TEST_NOW is 09:30 on 2026-11-21 at the centre; the 23rd is a Monday, every lab open.
const DAY = '2026-11-23';

let t: AdminTestApp;
let admin: SignedIn;
const http = () => request(t.app.getHttpServer());
const post = (route: string, body: object) => http().post(`/api/admin/catalogue${route}`).set('Cookie', admin.cookie).send(body);
const appointment = (machines: string[], timeFrom = '10:00', timeTo = '11:00') =>
  http().post('/api/appointments').send({
    userType: 'Student',
    institute: 'College of Engineering',
    name: 'Ravi Kumar',
    contact: '9123456780',
    email: 'ravi@example.com',
    date: DAY,
    timeFrom,
    timeTo,
    selectedMachines: machines,
  });
const availability = (machines: string) => http().get('/api/machines/availability').query({ date: DAY, timeFrom: '10:00', timeTo: '11:00', machines });

beforeEach(async () => {
  t = await createAdminTestApp([CatalogueModule]);
  admin = await t.signIn('admin');
});
afterEach(async () => {
  await t.close();
});

describe('28.2 the appointment form books the current catalogue\'s machines', () => {
  it('a machine added in the console can be asked about and booked; once retired the decision refuses it by name', async () => {
    const added = await post('/facilities', { labId: 'FabricationLab', name: 'Raise3D Pro3', description: '', specs: '', category: '3d-printer' });
    expect(added.status).toBe(201);
    const id = added.body.facilityId as string;
    expect((await availability(id)).body).toEqual({ success: true, available: true });
    const booked = await appointment([id]);
    expect([booked.status, booked.body.success]).toEqual([201, true]);
    // Its hold is the booking engine's: the same hour is now taken.
    expect((await availability(id)).body).toMatchObject({ success: true, available: false });
    expect((await appointment([id])).status).toBe(409);

    expect((await post('/facilities/retire', { labId: 'FabricationLab', facilityId: id, reason: 'Sold to the university' })).status).toBe(200);
    const refused = await appointment([id], '14:00', '15:00');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'FACILITY_RETIRED' });
    expect(refused.body.message).toContain('Raise3D Pro3');
  });

  it('an id no catalogue has is refused with the form\'s line, and the spec\'s three words still book', async () => {
    const unknown = await appointment(['added-000000000000']);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ success: false, message: 'Please fill all fields.' });
    expect((await availability('added-000000000000')).status).toBe(400);
    const printer = await appointment(['3d-printer']);
    expect([printer.status, printer.body.success]).toEqual([201, true]);
  });
});
