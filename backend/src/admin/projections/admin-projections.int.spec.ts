import request from 'supertest';
import { book } from '../testing/admin-fixtures.js';
import { createAdminTestApp, type AdminTestApp, type SignedIn } from '../testing/admin-test-app.js';

let t: AdminTestApp;
let admin: SignedIn;
const http = () => request(t.app.getHttpServer());
const status = () => http().get('/api/admin/projections').set('Cookie', admin.cookie);

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await t.signIn('admin');
  await book(t);
  await book(t, { timeSlots: ['11:00 AM - 12:00 PM'] });
});
afterAll(async () => {
  await t.close();
});

const waitFor = async (check: () => Promise<boolean>, ms = 10_000): Promise<void> => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('projections in the console', () => {
  it('reports each projection: checkpoint, head, lag, rate, status and last error', async () => {
    const res = await status();
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ success: true, ready: true, head: 2, rebuilds: [] });
    expect(res.body.projections.map((p: { projection: string }) => p.projection)).toEqual(['occupancy', 'booking-lists', 'inbox', 'booking-holds', 'applications', 'lab-operations', 'qualifications', 'catalogue']);
    for (const p of res.body.projections) {
      expect(p).toMatchObject({ status: 'live', checkpoint: 2, head: 2, lagEvents: 0, lastError: null, rebuild: null });
      expect(p.eventsPerSecond).toEqual(expect.any(Number));
      expect(p.lagMs).toEqual(expect.any(Number));
    }
  });

  it('starts a rebuild with 202 at once; the status shows it complete on a new generation, reads keep answering', async () => {
    const before = (await status()).body.projections.find((p: { projection: string }) => p.projection === 'booking-lists');
    const res = await http().post('/api/admin/projections/booking-lists/rebuild').set('Cookie', admin.cookie);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ success: true, projection: 'booking-lists', alreadyRunning: false });
    expect((await http().get('/api/admin/bookings').set('Cookie', admin.cookie)).body.total).toBe(2);

    await waitFor(async () => (await status()).body.rebuilds.some((r: { state: string }) => r.state === 'completed'));
    const after = await status();
    expect(after.body.rebuilds).toEqual([
      expect.objectContaining({ projection: 'booking-lists', state: 'completed', result: expect.objectContaining({ events: 2, to: expect.any(Number) }) }),
    ]);
    const rebuilt = after.body.projections.find((p: { projection: string }) => p.projection === 'booking-lists');
    expect(rebuilt.generation).toBeGreaterThan(before.generation);
    expect(rebuilt).toMatchObject({ status: 'live', checkpoint: 2, rebuild: null });
    expect((await http().get('/api/admin/bookings').set('Cookie', admin.cookie)).body.total).toBe(2);
  });

  it('answers 404 for a projection that does not exist', async () => {
    const res = await http().post('/api/admin/projections/nothing/rebuild').set('Cookie', admin.cookie);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Unknown projection' });
  });
});
