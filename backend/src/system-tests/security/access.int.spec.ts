import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { io } from 'socket.io-client';
import { SOCKET_EVENTS, type SubscribeAck } from '@centre/contracts';
import { signReviewToken } from '../../auth/review-link.js';
import { BookerAccessGuard } from '../../auth/booker-access.guard.js';
import { ReviewAccessGuard } from '../../auth/review-access.guard.js';
import { ROLES_KEY, RolesGuard } from '../../auth/roles.guard.js';
import { APP_FAST_ROUTES } from '../../app.module.js';
import { startBackend, tempDataDir, type BackendProcess } from '../../testing/backend-process.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  REVIEW_LINK_SECRET,
  bookingBody,
  centreDate,
  labFacilities,
  newBooker,
  postJson,
  signIn,
  type Booker,
} from '../testing/backend-client.js';

// Who may act where, asked of one real backend process: every route that Nest registers is
// read from the controllers' own metadata, and every fast route from the list the server
// serves (APP_FAST_ROUTES), so a new route cannot slip past this suite.

interface Route {
  method: string;
  path: string;
  guards: string[];
  roles: string[];
}

const SRC = path.resolve(import.meta.dirname, '../..');
const controllerFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'system-tests' ? [] : controllerFiles(full);
    return entry.name.endsWith('.controller.ts') ? [full] : [];
  });

const join = (...parts: string[]): string => `/${parts.join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

const collectRoutes = async (): Promise<Route[]> => {
  const routes: Route[] = [];
  for (const file of controllerFiles(SRC)) {
    const exported = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(exported)) {
      if (typeof value !== 'function') continue;
      const base: unknown = Reflect.getMetadata(PATH_METADATA, value);
      if (base === undefined) continue;
      const classGuards = ((Reflect.getMetadata(GUARDS_METADATA, value) ?? []) as Array<{ name: string }>).map((g) => g.name);
      const classRoles = (Reflect.getMetadata(ROLES_KEY, value) ?? []) as string[];
      const prototype = (value as { prototype: Record<string, unknown> }).prototype;
      for (const key of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[key];
        if (typeof handler !== 'function') continue;
        const method: unknown = Reflect.getMetadata(METHOD_METADATA, handler);
        const sub: unknown = Reflect.getMetadata(PATH_METADATA, handler);
        if (method === undefined || sub === undefined) continue;
        const guards = [...classGuards, ...((Reflect.getMetadata(GUARDS_METADATA, handler) ?? []) as Array<{ name: string }>).map((g) => g.name)];
        const roles = ((Reflect.getMetadata(ROLES_KEY, handler) ?? classRoles) as string[]);
        for (const b of [base].flat() as string[]) {
          for (const s of [sub].flat() as string[]) {
            routes.push({ method: RequestMethod[method as number]!, path: join(b, s), guards, roles });
          }
        }
      }
    }
  }
  // The routes the server answers ahead of Nest: public by construction (no guard runs there).
  for (const route of APP_FAST_ROUTES) routes.push({ method: route.method, path: route.path, guards: [], roles: [] });
  return routes;
};

/** Routes anyone may call; each refuses or validates on its own. A new unguarded route must be added here on purpose. */
const PUBLIC = new Set([
  'GET /api/catalog',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/auth/me',
  // The first run: whether it is needed, and the admin's creation with the one-time token.
  'GET /api/setup',
  'POST /api/setup',
  'GET /api/fetch-data',
  'GET /api/startups',
  'GET /health/live',
  'GET /health',
  'GET /health/ready',
  'POST /api/bookings',
  'POST /api/check-availability',
  'GET /api/availability/week',
  'GET /metrics',
  'POST /api/submit-form',
  'POST /api/applications',
  // The applicant's status: answers only with the application's signed token.
  'GET /api/applications/:id/status',
  // The thank-you page's summary: answers only with the receipt the request's answer carried.
  'GET /api/bookings/:id/receipt',
  'GET /api/machines/availability',
  'POST /api/appointments',
  // Joining a lab-day's waitlist with the booking form's body: validated and rate-limited like POST /api/bookings.
  'POST /api/waitlist',
  // 28.2 a facility's equipment page (retired ones too, without who retired it).
  'GET /api/catalog/facilities/:facilityId',
]);

const isProtected = (route: Route): boolean =>
  route.guards.includes(RolesGuard.name) ||
  route.guards.includes(ReviewAccessGuard.name) ||
  route.guards.includes(BookerAccessGuard.name);

describe('who may act where (one real backend process)', () => {
  const data = tempDataDir();
  let backend: BackendProcess;
  let routes: Route[];
  let adminCookie: string;
  let reviewerCookie: string;
  let reviewerId: string;
  let bookingId: string;
  const booker: Booker = newBooker();
  const date = centreDate(2);

  const concrete = (route: Route): string =>
    route.path
      .replace(':lab', 'FabricationLab')
      .replace(':date', date)
      .replace(':name', 'inbox')
      .replace(':id', route.path.startsWith('/api/admin/users') ? '00000000-0000-4000-8000-000000000000' : bookingId);

  const call = (route: Route, headers: Record<string, string> = {}, query = ''): Promise<Response> =>
    fetch(`${backend.url}${concrete(route)}${query}`, {
      method: route.method,
      headers: { 'content-type': 'application/json', ...headers },
      body: route.method === 'GET' ? undefined : '{}',
    });

  beforeAll(async () => {
    routes = await collectRoutes();
    backend = await startBackend({
      DATA_DIR: data.dir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      REVIEW_LINK_SECRET,
    });
    adminCookie = await signIn(backend.url);
    const reviewerEmail = 'reviewer@centre.example.edu';
    const created = await postJson(
      `${backend.url}/api/admin/users`,
      { email: reviewerEmail, password: 'a-long-enough-reviewer-password', role: 'reviewer' },
      { Cookie: adminCookie },
    );
    expect(created.status).toBe(201);
    reviewerId = ((await created.json()) as { user: { id: string } }).user.id;
    reviewerCookie = await signIn(backend.url, reviewerEmail, 'a-long-enough-reviewer-password');
    const facilities = await labFacilities(backend.url, 'FabricationLab');
    const booked = await postJson(`${backend.url}/api/bookings`, bookingBody('FabricationLab', date, [1], facilities.slice(0, 1), booker));
    expect(booked.status).toBe(201);
    bookingId = ((await booked.json()) as { bookingId: string }).bookingId;
  }, 60_000);

  afterAll(async () => {
    await backend?.stop();
    data.remove();
  });

  it('finds the routes, and every route is either guarded or deliberately public', () => {
    expect(routes.length).toBeGreaterThan(25);
    const unlisted = routes.filter((r) => !isProtected(r) && !PUBLIC.has(`${r.method} ${r.path}`));
    expect(unlisted).toEqual([]);
    // Everything under /api/admin needs a signed-in user, and a booking's record needs a reviewer.
    expect(routes.filter((r) => r.path.startsWith('/api/admin') && !r.guards.includes(RolesGuard.name))).toEqual([]);
    expect(routes.find((r) => r.method === 'GET' && r.path === '/api/bookings/:id')?.guards).toContain(ReviewAccessGuard.name);
  });

  it('refuses anonymous, forged-cookie, forged-token and expired-token calls on every guarded route', async () => {
    const guarded = routes.filter(isProtected);
    expect(guarded.length).toBeGreaterThanOrEqual(15);
    const forged = signReviewToken(bookingId, reviewerId, new Date(Date.now() + 3_600_000), 'not-the-secret-at-all-0123456789');
    const expired = signReviewToken(bookingId, reviewerId, new Date(Date.now() - 60_000), REVIEW_LINK_SECRET);
    for (const route of guarded) {
      const attempts: Array<[string, Record<string, string>, string]> = [
        ['anonymous', {}, ''],
        ['forged cookie', { Cookie: 'centre_session=forged-session-token' }, ''],
        ['forged token', {}, `?token=${encodeURIComponent(forged)}`],
        ['forged token header', { 'x-review-token': forged }, ''],
        ['expired token', {}, `?token=${encodeURIComponent(expired)}`],
      ];
      for (const [who, headers, query] of attempts) {
        const res = await call(route, headers, query);
        const body = (await res.json()) as { message?: unknown };
        expect({ route: `${route.method} ${route.path}`, who, status: res.status }).toEqual({
          route: `${route.method} ${route.path}`,
          who,
          status: 401,
        });
        expect(typeof body.message === 'string' && body.message.length > 0).toBe(true);
      }
    }
  });

  it('refuses a reviewer on admin-only routes and lets admins through', async () => {
    const adminOnly = routes.filter((r) => r.guards.includes(RolesGuard.name) && r.roles.length === 1 && r.roles[0] === 'admin');
    expect(adminOnly.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /api/admin/users', 'POST /api/admin/users', 'POST /api/admin/projections/:name/rebuild']),
    );
    for (const route of adminOnly) {
      const res = await call(route, { Cookie: reviewerCookie });
      expect({ route: route.path, status: res.status }).toEqual({ route: route.path, status: 403 });
    }
    // The booker's page opens with the booker's link only: staff read bookings in the console.
    const staffRoutes = routes.filter(isProtected).filter((r) => r.method === 'GET' && !r.guards.includes(BookerAccessGuard.name));
    for (const route of staffRoutes) {
      const res = await call(route, { Cookie: adminCookie });
      expect({ route: route.path, refused: [401, 403].includes(res.status) }).toEqual({ route: route.path, refused: false });
    }
  });

  it('opens the booking with its valid signed link only', async () => {
    const valid = signReviewToken(bookingId, reviewerId, new Date(Date.now() + 3_600_000), REVIEW_LINK_SECRET);
    expect((await fetch(`${backend.url}/api/bookings/${bookingId}?token=${encodeURIComponent(valid)}`)).status).toBe(200);
    // The same link grants nothing on another booking.
    const other = bookingId.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'));
    expect((await fetch(`${backend.url}/api/bookings/${other}?token=${encodeURIComponent(valid)}`)).status).toBe(401);
  });

  it('refuses state-changing calls from another site even with an admin session', async () => {
    const changing = routes.filter((r) => r.method !== 'GET' && (isProtected(r) || r.path.startsWith('/api/auth')));
    expect(changing.length).toBeGreaterThanOrEqual(6);
    for (const route of changing) {
      const res = await call(route, { Cookie: adminCookie, Origin: 'https://evil.example' });
      expect({ route: route.path, status: res.status }).toEqual({ route: route.path, status: 403 });
    }
    for (const path of ['/api/submit-form', '/api/applications']) {
      const res = await postJson(`${backend.url}${path}`, {}, { Origin: 'https://evil.example' });
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
    }
    // And no read is granted to another site through CORS.
    for (const route of routes.filter(isProtected).filter((r) => r.method === 'GET')) {
      const res = await call(route, { Cookie: adminCookie, Origin: 'https://evil.example' });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('never shows the booker’s email, phone or name to an anonymous visitor', async () => {
    const facilities = await labFacilities(backend.url, 'FabricationLab');
    const answers: string[] = [];
    const read = async (res: Response) => answers.push(`${res.status} ${await res.text()}`);
    await read(await fetch(`${backend.url}/api/bookings/${bookingId}`));
    await read(await postJson(`${backend.url}/api/check-availability`, {
      lab: 'FabricationLab', date, timeSlots: bookingBody('FabricationLab', date, [1], facilities).timeSlots, machines: [facilities[0]],
    }));
    await read(await fetch(`${backend.url}/api/catalog`));
    await read(await fetch(`${backend.url}/api/fetch-data`));
    await read(await fetch(`${backend.url}/api/startups`));
    await read(await fetch(`${backend.url}/api/machines/availability?date=${date}&timeFrom=09:00&timeTo=12:00&machines=${facilities[0]!.id}`));
    await read(await fetch(`${backend.url}/metrics`));
    await read(await fetch(`${backend.url}/health`));
    // A second booking on the same cell: the conflict answer names the cell, never its holder.
    await read(await postJson(`${backend.url}/api/bookings`, bookingBody('FabricationLab', date, [1], facilities.slice(0, 1))));
    const socket = io(backend.url, { transports: ['websocket'] });
    try {
      const ack = await new Promise<SubscribeAck>((resolve) => socket.emit(SOCKET_EVENTS.subscribeLabDay, { lab: 'FabricationLab', date }, resolve));
      expect(ack.ok && ack.snapshot.taken.length).toBe(1);
      answers.push(JSON.stringify(ack));
    } finally {
      socket.close();
    }
    // 26.7: the public snapshot names no booking id either, only that the cell is taken.
    expect(answers.some((a) => a.includes(bookingId))).toBe(false);
    for (const answer of answers) {
      expect(answer).not.toContain(booker.email);
      expect(answer).not.toContain(booker.contactNumber);
      expect(answer).not.toContain(booker.name);
    }
    // The admin, by contrast, does see them: the check above is not vacuous.
    const adminView = await (await fetch(`${backend.url}/api/bookings/${bookingId}`, { headers: { Cookie: adminCookie } })).text();
    expect(adminView).toContain(booker.email);
  });
});
