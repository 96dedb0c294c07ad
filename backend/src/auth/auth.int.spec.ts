import { jest } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import { loadConfig } from '../config/app-config.js';
import { authConfigOf } from './auth.config.js';
import { ReviewLinkService } from './review-link.service.js';
import { UsersService } from './users.service.js';
import { startAuthApp, tempDataDir, testAuthConfig, testClock, type TestClock } from './testing/auth-test-app.js';

const ADMIN = { email: 'admin@centre.example.org', password: 'admin-password-1' };
const REVIEWER = { email: 'reviewer@centre.example.org', password: 'reviewer-password-1' };
const BOOKING = 'lab-a_2025-03-14_7f3c9e2a';
const DENIED = {
  success: false,
  code: 'REVIEW_ACCESS_DENIED',
  message: 'Sign in or use a valid review link to continue.',
  messageCode: 'auth.reviewAccessDenied',
};

function setCookie(response: request.Response): string {
  const header: unknown = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header.map(String) : [];
  const cookie = cookies.find((value) => value.startsWith('centre_session='));
  if (cookie === undefined) throw new Error('no session cookie was set');
  return cookie;
}
const cookiePair = (cookie: string): string => cookie.split(';')[0] ?? '';

describe('auth over HTTP', () => {
  let app: INestApplication;
  let http: App;
  let clock: TestClock;
  let data: ReturnType<typeof tempDataDir>;

  async function start(overrides: Parameters<typeof testAuthConfig>[1] = {}): Promise<void> {
    app = await startAuthApp(testAuthConfig(data.dir, overrides), clock);
    http = app.getHttpServer() as App;
    const users = app.get(UsersService);
    if (!users.findByEmail(ADMIN.email)) await users.createUser(ADMIN.email, ADMIN.password, 'admin');
    if (!users.findByEmail(REVIEWER.email)) await users.createUser(REVIEWER.email, REVIEWER.password, 'reviewer');
  }

  async function signIn(who: { email: string; password: string }): Promise<string> {
    const response = await request(http).post('/api/auth/login').send(who).expect(200);
    return cookiePair(setCookie(response));
  }

  beforeEach(async () => {
    clock = testClock();
    data = tempDataDir();
    await start();
  });

  afterEach(async () => {
    await app.close();
    data.remove();
  });

  describe('login, me and logout', () => {
    it('signs in, sets an httpOnly SameSite session cookie and answers the user', async () => {
      const response = await request(http).post('/api/auth/login').send(REVIEWER).expect(200);
      expect(response.body).toEqual({ success: true, user: { id: expect.any(String), email: REVIEWER.email, role: 'reviewer' } });
      const cookie = setCookie(response);
      expect(cookie).toMatch(/^centre_session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/; Secure/);
    });

    it('accepts the email in any case and with spaces around it', async () => {
      await request(http).post('/api/auth/login').send({ email: '  Reviewer@Centre.Example.ORG ', password: REVIEWER.password }).expect(200);
    });

    it('marks the cookie Secure behind https', async () => {
      const response = await request(http).post('/api/auth/login').set('X-Forwarded-Proto', 'https').send(REVIEWER).expect(200);
      expect(setCookie(response)).toMatch(/; Secure/);
    });

    it('answers the signed-in user on /me, and 401 without a session', async () => {
      const cookie = await signIn(ADMIN);
      const me = await request(http).get('/api/auth/me').set('Cookie', cookie).expect(200);
      expect(me.body).toEqual({ success: true, user: { id: expect.any(String), email: ADMIN.email, role: 'admin' } });
      expect(me.headers['cache-control']).toBe('no-store');

      const anonymous = await request(http).get('/api/auth/me').expect(401);
      expect(anonymous.body).toEqual({ success: false, code: 'NOT_SIGNED_IN', message: 'Not signed in.', messageCode: 'auth.sessionMissing' });
      await request(http).get('/api/auth/me').set('Cookie', 'centre_session=made-up').expect(401);
    });

    it('logs out: clears the cookie and ends the session on the server', async () => {
      const cookie = await signIn(REVIEWER);
      const response = await request(http).post('/api/auth/logout').set('Cookie', cookie).expect(200);
      expect(response.body).toEqual({ success: true });
      expect(setCookie(response)).toMatch(/^centre_session=;.*Expires=Thu, 01 Jan 1970/);
      await request(http).get('/api/auth/me').set('Cookie', cookie).expect(401);
    });

    it('ends a session after 12 hours', async () => {
      const cookie = await signIn(REVIEWER);
      clock.advanceHours(11.9);
      await request(http).get('/api/auth/me').set('Cookie', cookie).expect(200);
      clock.advanceHours(0.2);
      await request(http).get('/api/auth/me').set('Cookie', cookie).expect(401);
    });

    it('refuses a wrong password and an unknown email with the same 401', async () => {
      const wrong = await request(http).post('/api/auth/login').send({ ...REVIEWER, password: 'not-the-password' }).expect(401);
      const unknown = await request(http).post('/api/auth/login').send({ email: 'nobody@example.org', password: 'whatever-pass' }).expect(401);
      expect(wrong.body).toEqual({
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password.',
        messageCode: 'auth.invalidCredentials',
      });
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a disabled user like a wrong password and ends their sessions', async () => {
      const cookie = await signIn(REVIEWER);
      app.get(UsersService).setDisabled(REVIEWER.email, true);
      await request(http).get('/api/auth/me').set('Cookie', cookie).expect(401);
      const response = await request(http).post('/api/auth/login').send(REVIEWER).expect(401);
      expect(response.body).toEqual({
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password.',
        messageCode: 'auth.invalidCredentials',
      });
    });

    it('answers 400 with field errors for a malformed body', async () => {
      const response = await request(http).post('/api/auth/login').send({ email: 42 }).expect(400);
      expect(response.body).toEqual({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Please enter your email and password.',
        messageCode: 'auth.missingCredentials',
        errors: { email: 'Enter your email address.', password: 'Enter your password.' },
        fieldCodes: { email: 'auth.emailMissing', password: 'auth.passwordMissing' },
      });
      await request(http).post('/api/auth/login').send({ email: 'no-at-sign', password: 'x' }).expect(400);
    });
  });

  describe('rate limit', () => {
    it('answers 429 after the allowed attempts per minute, and lets the next minute through', async () => {
      await app.close();
      await start({ loginAttemptsPerMinute: 3 });
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await request(http).post('/api/auth/login').send({ ...REVIEWER, password: 'wrong-password' }).expect(401);
      }
      const limited = await request(http).post('/api/auth/login').send(REVIEWER).expect(429);
      expect(limited.body).toEqual({
        success: false,
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait a minute and try again.',
        messageCode: 'auth.tooManyAttempts',
      });
      expect(limited.headers['set-cookie']).toBeUndefined();
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // The limiter counts in real time: a minute later by Date.now, the next attempt goes through.
      const now = Date.now();
      const later = jest.spyOn(Date, 'now').mockReturnValue(now + 60_001);
      try {
        await request(http).post('/api/auth/login').send(REVIEWER).expect(200);
      } finally {
        later.mockRestore();
      }
    });
  });

  describe('origin check', () => {
    it('refuses a cross-origin login and a cross-origin booking action with 403', async () => {
      const login = await request(http).post('/api/auth/login').set('Origin', 'https://evil.example').send(REVIEWER).expect(403);
      expect(login.body).toEqual({
        success: false,
        code: 'CROSS_ORIGIN_REFUSED',
        message: 'This request came from another site and was refused.',
        messageCode: 'http.crossOrigin',
      });
      expect(login.headers['set-cookie']).toBeUndefined();

      const cookie = await signIn(REVIEWER);
      await request(http).post(`/api/probe/bookings/${BOOKING}/approve`).set('Cookie', cookie).set('Origin', 'https://evil.example').expect(403);
      await request(http).post('/api/auth/logout').set('Cookie', cookie).set('Origin', 'null').expect(403);
      await request(http).get('/api/auth/me').set('Cookie', cookie).expect(200);
    });

    it('lets the same host and PUBLIC_BASE_URL through', async () => {
      const cookie = await signIn(REVIEWER);
      await request(http)
        .post(`/api/probe/bookings/${BOOKING}/approve`)
        .set('Cookie', cookie)
        .set('Host', 'localhost:5000')
        .set('Origin', 'http://localhost:5000')
        .expect(201);
      await request(http)
        .post(`/api/probe/bookings/${BOOKING}/approve`)
        .set('Cookie', cookie)
        .set('Host', 'backend-3.internal:5000')
        .set('Origin', 'https://centre.example.org')
        .expect(201);
    });
  });

  describe('review access', () => {
    const reviewerId = (): string => app.get(UsersService).findByEmail(REVIEWER.email)?.id ?? '';
    const link = (bookingId = BOOKING, hours?: number) => app.get(ReviewLinkService).createLink(bookingId, reviewerId(), hours);
    const asReviewerByLink = () => ({ kind: 'user', userId: reviewerId(), email: REVIEWER.email, role: 'reviewer', via: 'review-link' });

    it('opens one booking with its review link, by query or header, as the reviewer it was mailed to', async () => {
      const { token, url } = link();
      expect(url).toBe(`https://centre.example.org/booking-review?id=${BOOKING}&token=${token}`);
      const byQuery = await request(http).get(`/api/probe/bookings/${BOOKING}`).query({ token }).expect(200);
      expect(byQuery.body.actor).toEqual(asReviewerByLink());
      const byHeader = await request(http).post(`/api/probe/bookings/${BOOKING}/approve`).set('X-Review-Token', token).expect(201);
      expect(byHeader.body.actor).toEqual(asReviewerByLink());
    });

    it('gives a bare id nothing', async () => {
      const response = await request(http).get(`/api/probe/bookings/${BOOKING}`).expect(401);
      expect(response.body).toEqual(DENIED);
      await request(http).post(`/api/probe/bookings/${BOOKING}/approve`).expect(401);
    });

    it('refuses a forged, altered, expired or other booking token', async () => {
      const { token } = link();
      const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      const forged = `${Buffer.from(BOOKING).toString('base64url')}.9999999999.${'A'.repeat(43)}`;
      const otherBooking = link('lab-b_2025-03-14_00000000').token;
      for (const bad of [altered, forged, otherBooking, 'garbage']) {
        const response = await request(http).get(`/api/probe/bookings/${BOOKING}`).query({ token: bad }).expect(401);
        expect(response.body).toEqual(DENIED);
      }
      const shortLived = link(BOOKING, 1).token;
      await request(http).get(`/api/probe/bookings/${BOOKING}`).query({ token: shortLived }).expect(200);
      clock.advanceHours(1);
      const expired = await request(http).get(`/api/probe/bookings/${BOOKING}`).query({ token: shortLived }).expect(401);
      expect(expired.body).toEqual(DENIED);
    });

    it('keeps links valid for the configured hours', async () => {
      const { token } = link();
      clock.advanceHours(14 * 24 - 1);
      await request(http).get(`/api/probe/bookings/${BOOKING}`).query({ token }).expect(200);
      clock.advanceHours(1);
      await request(http).get(`/api/probe/bookings/${BOOKING}`).query({ token }).expect(401);
    });

    describe('26.4 review links name their reviewer', () => {
      it('refuse the link of a reviewer who has since been disabled, and take it again once enabled', async () => {
        const { token } = link();
        await request(http).get(`/api/probe/bookings/${BOOKING}`).query({ token }).expect(200);
        app.get(UsersService).setDisabled(REVIEWER.email, true);
        const refused = await request(http).get(`/api/probe/bookings/${BOOKING}`).query({ token }).expect(401);
        expect(refused.body).toEqual(DENIED);
        await request(http).post(`/api/probe/bookings/${BOOKING}/approve`).query({ token }).expect(401);
        app.get(UsersService).setDisabled(REVIEWER.email, false);
        await request(http).get(`/api/probe/bookings/${BOOKING}`).query({ token }).expect(200);
      });

      it('refuse a link signed for a user who does not exist, and the older shared shape', async () => {
        const { token } = app.get(ReviewLinkService).createLink(BOOKING, 'no-such-user');
        await request(http).get(`/api/probe/bookings/${BOOKING}`).query({ token }).expect(401);
        const [id, , expiry, signature] = link().token.split('.');
        await request(http).get(`/api/probe/bookings/${BOOKING}`).query({ token: `${id}.${expiry}.${signature}` }).expect(401);
      });

      it('last 72 hours by default', () => {
        expect(authConfigOf(loadConfig({ DATA_DIR: data.dir })).reviewLinkTtlHours).toBe(72);
      });
    });

    it('lets signed-in reviewers and admins in without a token, as themselves', async () => {
      for (const who of [REVIEWER, ADMIN]) {
        const cookie = await signIn(who);
        const response = await request(http).get(`/api/probe/bookings/${BOOKING}`).set('Cookie', cookie).expect(200);
        expect(response.body.actor).toEqual({ kind: 'user', userId: expect.any(String), email: who.email, role: expect.any(String) });
      }
    });
  });

  describe('roles', () => {
    it('answers 401 without a session, 403 for a reviewer and 200 for an admin', async () => {
      const anonymous = await request(http).get('/api/probe/admin-only').expect(401);
      expect(anonymous.body).toEqual({ success: false, code: 'NOT_SIGNED_IN', message: 'Sign in to continue.', messageCode: 'auth.notSignedIn' });
      const reviewer = await request(http).get('/api/probe/admin-only').set('Cookie', await signIn(REVIEWER)).expect(403);
      expect(reviewer.body).toEqual({
        success: false,
        code: 'FORBIDDEN',
        message: 'You do not have permission to do this.',
        messageCode: 'auth.notPermitted',
      });
      const admin = await request(http).get('/api/probe/admin-only').set('Cookie', await signIn(ADMIN)).expect(200);
      expect(admin.body.actor).toMatchObject({ kind: 'user', email: ADMIN.email, role: 'admin' });
    });

    it('sees a role change on the next request', async () => {
      const cookie = await signIn(REVIEWER);
      await request(http).get('/api/probe/admin-only').set('Cookie', cookie).expect(403);
      app.get(UsersService).setRole(REVIEWER.email, 'admin');
      await request(http).get('/api/probe/admin-only').set('Cookie', cookie).expect(200);
    });
  });

  describe('current actor on unguarded routes', () => {
    it('is a visitor without a session and the user with one', async () => {
      const visitor = await request(http).get('/api/probe/anyone').expect(200);
      expect(visitor.body.actor).toEqual({ kind: 'visitor' });
      const user = await request(http).get('/api/probe/anyone').set('Cookie', await signIn(ADMIN)).expect(200);
      expect(user.body.actor).toMatchObject({ kind: 'user', email: ADMIN.email, role: 'admin' });
    });
  });
});

describe('auth across restarts', () => {
  let clock: TestClock;
  let data: ReturnType<typeof tempDataDir>;
  const apps: INestApplication[] = [];

  async function boot(overrides: Parameters<typeof testAuthConfig>[1]): Promise<INestApplication> {
    const app = await startAuthApp(testAuthConfig(data.dir, overrides), clock);
    apps.push(app);
    return app;
  }

  beforeEach(() => {
    clock = testClock();
    data = tempDataDir();
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    data.remove();
  });

  it('creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD and never overwrites its password', async () => {
    const first = await boot({ adminEmail: 'Boss@Centre.example.org', adminPassword: 'first-admin-password' });
    const login = (app: INestApplication, password: string) =>
      request(app.getHttpServer() as App).post('/api/auth/login').send({ email: 'boss@centre.example.org', password });
    const answer = await login(first, 'first-admin-password').expect(200);
    expect(answer.body.user).toMatchObject({ email: 'boss@centre.example.org', role: 'admin' });
    await first.close();
    apps.splice(0);

    const second = await boot({ adminEmail: 'boss@centre.example.org', adminPassword: 'changed-in-the-env-1' });
    await login(second, 'first-admin-password').expect(200);
    await login(second, 'changed-in-the-env-1').expect(401);
  });

  it('keeps review links valid across a restart with a generated secret', async () => {
    const first = await boot({ reviewLinkSecret: undefined });
    const reviewer = await first.get(UsersService).createUser(REVIEWER.email, REVIEWER.password, 'reviewer');
    const { token } = first.get(ReviewLinkService).createLink(BOOKING, reviewer.id);
    expect(first.get(ReviewLinkService).secretSource.source).toBe('generated');
    await first.close();
    apps.splice(0);

    const second = await boot({ reviewLinkSecret: undefined });
    expect(second.get(ReviewLinkService).secretSource.source).toBe('file');
    await request(second.getHttpServer() as App).get(`/api/probe/bookings/${BOOKING}`).query({ token }).expect(200);

    const rotated = await boot({ reviewLinkSecret: 'a-newly-configured-secret-0123456789' });
    await request(rotated.getHttpServer() as App).get(`/api/probe/bookings/${BOOKING}`).query({ token }).expect(401);
  });
});
