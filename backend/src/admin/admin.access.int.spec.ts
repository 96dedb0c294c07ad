import request from 'supertest';
import { createAdminTestApp, type AdminTestApp } from './testing/admin-test-app.js';

type Method = 'get' | 'post' | 'patch';
interface RouteCase {
  method: Method;
  path: string;
  body?: object;
  /** Who may call it besides admins. */
  reviewer: boolean;
}

const BOOKING = 'bk-FabricationLab-20261122-abcdefgh';

/** Every route of the admin slice. A new route that is not listed here fails the last test. */
const ROUTES: readonly RouteCase[] = [
  { method: 'get', path: '/api/admin/bookings', reviewer: true },
  { method: 'get', path: '/api/admin/bookings/queue', reviewer: true },
  { method: 'get', path: `/api/admin/bookings/${BOOKING}`, reviewer: true },
  { method: 'get', path: '/api/admin/lab-days/FabricationLab/2026-11-22/history', reviewer: false },
  { method: 'get', path: '/api/admin/projections', reviewer: true },
  { method: 'post', path: '/api/admin/projections/inbox/rebuild', reviewer: false },
  { method: 'get', path: '/api/admin/users', reviewer: false },
  { method: 'post', path: '/api/admin/users', body: { email: 'new@centre.example.edu', password: 'a-long-enough-password', role: 'reviewer' }, reviewer: false },
  { method: 'patch', path: '/api/admin/users/00000000-0000-4000-8000-000000000000', body: { role: 'admin' }, reviewer: false },
  // 28.4 training: staff who induct bookers at the labs, reviewers included.
  { method: 'get', path: '/api/admin/training/qualifications', reviewer: true },
  { method: 'post', path: '/api/admin/training/qualifications', body: { email: 'asha@example.com', facilityId: 'fab-trotec-speedy-360' }, reviewer: true },
  { method: 'post', path: '/api/admin/training/qualifications/asha%40example.com/fab-trotec-speedy-360/revoke', body: { reason: 'Unsafe use' }, reviewer: true },
];

let t: AdminTestApp;
const http = () => request(t.app.getHttpServer());
const call = (route: RouteCase, headers: Record<string, string> = {}) => {
  const req = http()[route.method](route.path).set(headers);
  return route.body ? req.send(route.body) : req;
};

beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('who may call the admin API', () => {
  it.each(ROUTES)('$method $path: anonymous → 401 with the sign-in message', async (route) => {
    const res = await call(route);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, code: 'NOT_SIGNED_IN', message: 'Sign in to continue.', messageCode: 'auth.notSignedIn' });
  });

  it.each(ROUTES)('$method $path: a forged session cookie → 401', async (route) => {
    const res = await call(route, { Cookie: 'centre_session=not-a-session' });
    expect(res.status).toBe(401);
  });

  it.each(ROUTES.filter((r) => !r.reviewer))('$method $path: a reviewer → 403 (admin only)', async (route) => {
    const { cookie } = await t.signIn('reviewer');
    const res = await call(route, { Cookie: cookie });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      success: false,
      code: 'FORBIDDEN',
      message: 'You do not have permission to do this.',
      messageCode: 'auth.notPermitted',
    });
  });

  it.each(ROUTES.filter((r) => r.reviewer))('$method $path: a reviewer passes the guard', async (route) => {
    const { cookie } = await t.signIn('reviewer');
    const res = await call(route, { Cookie: cookie });
    expect([401, 403]).not.toContain(res.status);
  });

  it.each(ROUTES)('$method $path: an admin passes the guard', async (route) => {
    const { cookie } = await t.signIn('admin');
    const res = await call(route, { Cookie: cookie });
    expect([401, 403]).not.toContain(res.status);
  });

  it.each(ROUTES.filter((r) => r.method !== 'get'))('$method $path: an admin session from another site → 403', async (route) => {
    const { cookie } = await t.signIn('admin');
    const res = await call(route, { Cookie: cookie, Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This request came from another site and was refused.');
  });

  it('a disabled account loses access at once', async () => {
    const admin = await t.signIn('admin');
    const reviewer = await t.signIn('reviewer');
    expect((await http().get('/api/admin/bookings').set('Cookie', reviewer.cookie)).status).toBe(200);
    const res = await http().patch(`/api/admin/users/${reviewer.user.id}`).set('Cookie', admin.cookie).send({ disabled: true });
    expect(res.status).toBe(200);
    expect((await http().get('/api/admin/bookings').set('Cookie', reviewer.cookie)).status).toBe(401);
  });

  it('the table covers every route the slice registers', () => {
    const router = t.app.getHttpAdapter().getInstance() as { router?: { stack: Layer[] }; _router?: { stack: Layer[] } };
    const stack = (router.router ?? router._router)?.stack ?? [];
    const registered = stack
      .flatMap((layer) => (layer.route ? Object.keys(layer.route.methods).map((m) => `${m} ${layer.route?.path ?? ''}`) : []))
      .filter((r) => r.includes('/api/admin/') && !r.includes('/api/admin/inbox'));
    const listed = new Set(ROUTES.map((r) => `${r.method} ${r.path}`));
    const pattern = (route: string) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`);
    for (const route of registered) {
      expect([...listed].some((l) => pattern(route).test(l))).toBe(true);
    }
    expect(registered.length).toBe(ROUTES.length);
  });
});

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
}
