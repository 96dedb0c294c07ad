import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { TIME_SLOTS, todayIn } from '@centre/contracts';

/** Helpers the system test suites share (security, fuzz, faults; each against a running backend): a booking a visitor would send, sign-in, raw requests. */

export const ADMIN_EMAIL = 'admin@centre.example.edu';
export const ADMIN_PASSWORD = 'a-long-enough-admin-password';
export const REVIEW_LINK_SECRET = 'proof-review-link-secret-0123456789abcdef';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** YYYY-MM-DD, `days` after today in the centre's zone. */
export const centreDate = (days: number): string => {
  const d = new Date(`${todayIn('Asia/Kolkata', new Date())}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export interface Facility {
  id: string;
  name: string;
}

/** A lab's facilities that any booker may book: those needing a training qualification are left out. */
export const labFacilities = async (url: string, lab: string): Promise<Facility[]> => {
  const catalog = (await (await fetch(`${url}/api/catalog`)).json()) as {
    labs: Array<{ id: string; facilities: Array<Facility & { trainingRequired?: boolean }> }>;
  };
  const found = catalog.labs.find((l) => l.id === lab);
  if (!found) throw new Error(`no lab ${lab} in the catalogue`);
  return found.facilities.filter((f) => f.trainingRequired !== true).map(({ id, name }) => ({ id, name }));
};

export interface Booker {
  name: string;
  email: string;
  contactNumber: string;
}

export const newBooker = (): Booker => {
  const tag = randomUUID().slice(0, 8);
  const surname = Array.from(tag, (c) => String.fromCharCode(97 + (parseInt(c, 16) % 26))).join('');
  return { name: `Meera Q${surname}`, email: `meera.${tag}@example.edu`, contactNumber: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` };
};

export const bookingBody = (
  lab: string,
  date: string,
  slotIndexes: readonly number[],
  facilities: readonly Facility[],
  booker: Booker = newBooker(),
): Record<string, unknown> => ({
  userType: 'Faculty',
  lab,
  date,
  timeSlots: slotIndexes.map((i) => TIME_SLOTS[i]!.label),
  machines: facilities.map((f) => ({ id: f.id, name: f.name })),
  name: booker.name,
  contactNumber: booker.contactNumber,
  email: booker.email,
  institute: 'College of Engineering',
});

export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** Signs in and returns the session as a Cookie header. */
export const signIn = async (url: string, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> => {
  const response = await postJson(`${url}/api/auth/login`, { email, password });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('centre_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
};

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A request from a chosen loopback source address (127.0.0.x all reach 127.0.0.1 on Linux):
 * per-address limits can be tested without spending the budget of 127.0.0.1.
 */
export const requestFrom = (
  localAddress: string,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const req = http.request(target, { method: options.method ?? 'GET', headers: options.headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` returns a value (not undefined) or the time is up. */
export const waitUntil = async <T>(what: string, check: () => Promise<T | undefined>, timeoutMs: number): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error: unknown) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
    await sleep(100);
  }
};
