import { PITCH_DECK_MAX_BYTES } from '@centre/contracts';
import { startBackend, tempDataDir, type BackendProcess } from '../../testing/backend-process.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, REVIEW_LINK_SECRET, postJson, requestFrom, sleep } from '../testing/backend-client.js';

// Headers, size bounds and rate limits of one real backend process. The per-address limits
// are spent from other loopback addresses (127.0.0.x), so 127.0.0.1 keeps its budget.
const PUBLIC_WRITES_PER_MINUTE = 20;
const LOGIN_ATTEMPTS_PER_MINUTE = 10;

describe('hardening (one real backend process)', () => {
  const data = tempDataDir();
  let backend: BackendProcess;

  beforeAll(async () => {
    backend = await startBackend({
      DATA_DIR: data.dir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      REVIEW_LINK_SECRET,
      PUBLIC_WRITES_PER_MINUTE: String(PUBLIC_WRITES_PER_MINUTE),
      LOGIN_ATTEMPTS_PER_MINUTE: String(LOGIN_ATTEMPTS_PER_MINUTE),
    });
  }, 60_000);

  afterAll(async () => {
    await backend?.stop();
    data.remove();
  });

  it.each(['/', '/booking', '/api/catalog', '/api/no-such-route', '/health'])('sends the security headers on %s', async (path) => {
    const res = await fetch(`${backend.url}${path}`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toMatch(/^(DENY|SAMEORIGIN)$/);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('refuses a 1 MB JSON body with 413 and a message, on every JSON route', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024) });
    for (const path of ['/api/bookings', '/api/check-availability', '/api/submit-form', '/api/appointments', '/api/auth/login']) {
      const res = await fetch(`${backend.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
      const body = (await res.json()) as { message?: string };
      expect({ path, status: res.status }).toEqual({ path, status: 413 });
      expect(body.message).toBe('The request body is too large.');
    }
  });

  it('refuses a pitch deck over the limit with 413 while it streams', async () => {
    const form = new FormData();
    form.set('founderName', 'Ananya Rao');
    form.set('pitchDeck', new Blob([Buffer.alloc(PITCH_DECK_MAX_BYTES + 1024, 0x25)], { type: 'application/pdf' }), 'deck.pdf');
    const res = await fetch(`${backend.url}/api/applications`, { method: 'POST', body: form });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message.length).toBeGreaterThan(0);
  }, 30_000);

  const signInFrom = (from: string, email: string, password = 'a-wrong-password-guess') =>
    requestFrom(from, `${backend.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });

  it('limits sign-in attempts per address (429 with Retry-After), other addresses unaffected', async () => {
    // A new account each time, so that only the address's count is spent, not an account's.
    let n = 0;
    const attempt = (from: string) => signInFrom(from, `guess-${(n += 1)}@centre.example.edu`);
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE + 2; i += 1) statuses.push((await attempt('127.0.0.2')).status);
    expect(statuses.slice(0, LOGIN_ATTEMPTS_PER_MINUTE).every((s) => s === 401)).toBe(true);
    const limited = await attempt('127.0.0.2');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt('127.0.0.3')).status).toBe(401);
  });

  it('26.12 sign-in is limited per account too, with growing back-off, whatever the address', async () => {
    // Five failures in a row from five addresses: the account then waits 1 s, then 2 s, …
    for (let i = 1; i <= 5; i += 1) expect((await signInFrom(`127.0.2.${i}`, ADMIN_EMAIL)).status).toBe(401);
    const waiting = await signInFrom('127.0.2.6', ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(waiting.status).toBe(429);
    expect(JSON.parse(waiting.body)).toMatchObject({ code: 'RATE_LIMITED', messageCode: 'auth.accountBackoff' });
    expect(Number(waiting.headers['retry-after'])).toBe(1);
    // Another account is not held back.
    expect((await signInFrom('127.0.2.6', 'someone-else@centre.example.edu')).status).toBe(401);
    await sleep(1100);
    expect((await signInFrom('127.0.2.7', ADMIN_EMAIL)).status).toBe(401);
    const longer = await signInFrom('127.0.2.8', ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBe(2);
    await sleep(2100);
    // The right password after the wait signs in and ends the run of failures.
    expect((await signInFrom('127.0.2.9', ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
    expect((await signInFrom('127.0.2.10', ADMIN_EMAIL)).status).toBe(401);
    expect((await signInFrom('127.0.2.11', ADMIN_EMAIL, ADMIN_PASSWORD)).status).toBe(200);
  }, 20_000);

  it.each([
    ['/api/bookings', '127.0.0.4'],
    ['/api/appointments', '127.0.0.5'],
    ['/api/submit-form', '127.0.0.6'],
    ['/api/applications', '127.0.0.7'],
  ])('limits anonymous submissions to %s per address (429 after the limit)', async (path, from) => {
    const send = (address: string) =>
      requestFrom(address, `${backend.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    for (let i = 0; i < PUBLIC_WRITES_PER_MINUTE; i += 1) {
      const res = await send(from);
      expect(res.status).toBe(400); // counted, then refused as invalid
    }
    const limited = await send(from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((JSON.parse(limited.body) as { message: string }).message).toBe('Too many requests. Please wait a minute and try again.');
    // Another visitor is not held back.
    expect((await send('127.0.0.8')).status).toBe(400);
    expect((await postJson(`${backend.url}${path}`, {})).status).toBe(400);
  });

  it('counts one address once across every limited route, whichever module serves it', async () => {
    const from = '127.0.0.9';
    const send = (path: string) =>
      requestFrom(from, `${backend.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const paths = ['/api/bookings', '/api/appointments', '/api/submit-form', '/api/applications'];
    for (let i = 0; i < PUBLIC_WRITES_PER_MINUTE; i += 1) expect((await send(paths[i % paths.length]!)).status).toBe(400);
    for (const path of paths) expect({ path, status: (await send(path)).status }).toEqual({ path, status: 429 });
  });
});
