import { readdirSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {
  API_PATHS,
  CONSOLE_PATHS,
  STAFF_DIRECTORY,
  staffEmailOf,
  type CreateBookingResponse,
  type GetBookingResponse,
} from '@centre/contracts';
import { APP_FAST_ROUTES } from '../../app.module.js';
import { OUTBOX_SUFFIX, readOutbox } from '../../mail/index.js';
import { minimalPdf } from '../../inbox/testing/pitch-deck.fixtures.js';
import { startBackend, tempDataDir, type BackendProcess } from '../../testing/backend-process.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  REVIEW_LINK_SECRET,
  bookingBody,
  centreDate,
  labFacilities,
  postJson,
  signIn,
  waitUntil,
} from '../testing/backend-client.js';

// What the edge of one real backend process refuses before any handler runs, and what it
// leaves behind on disk. Items of the security review (issue 26), each by its number.

const FOREIGN = 'https://evil.example';
/** A start can take long on a loaded 2-core machine (scrypt for the admin, the log's replay). */
const START_MS = 90_000;
const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Every state-changing route a visitor's browser could be made to call, fast routes included. */
const WRITES: ReadonlyArray<[string, string]> = [
  ...APP_FAST_ROUTES.filter((r) => r.method !== 'GET').map((r): [string, string] => [r.method, r.path]),
  ['POST', API_PATHS.appointments],
  ['POST', API_PATHS.submitForm],
  ['POST', API_PATHS.applications],
  ['PUT', API_PATHS.bookingStatus('FAB-20990101-AAAA')],
  ['POST', API_PATHS.bookingApprove('FAB-20990101-AAAA')],
  ['POST', CONSOLE_PATHS.login],
  ['POST', CONSOLE_PATHS.logout],
  ['POST', CONSOLE_PATHS.users],
  ['POST', CONSOLE_PATHS.rebuild('occupancy')],
];

/** `depth` arrays inside one another: small on the wire, deep for anything that recurses. */
const nested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? [full, ...filesUnder(full)] : [full];
  });

describe('edge hardening (one real backend process)', () => {
  const data = tempDataDir();
  let backend: BackendProcess;
  let admin: string;

  beforeAll(async () => {
    backend = await startBackend({
      DATA_DIR: data.dir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      REVIEW_LINK_SECRET,
      PUBLIC_WRITES_PER_MINUTE: '1000',
    }, START_MS);
    admin = await signIn(backend.url);
  }, START_MS + 30_000);

  afterAll(async () => {
    await backend?.stop();
    data.remove();
  });

  const book = async (days: number, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const facilities = await labFacilities(backend.url, 'FabricationLab');
    return postJson(`${backend.url}${API_PATHS.bookings}`, { ...bookingBody('FabricationLab', centreDate(days), [2], facilities.slice(0, 1)), ...overrides }, headers);
  };

  describe('26.1 cross-site booking', () => {
    it.each(WRITES)('refuses %s %s from another site with 403, before reading it', async (method, route) => {
      const res = await fetch(`${backend.url}${route}`, {
        method,
        headers: { origin: FOREIGN, 'content-type': 'application/json' },
        body: '{}',
      });
      expect({ route, status: res.status }).toEqual({ route, status: 403 });
      expect(await res.json()).toMatchObject({ code: 'CROSS_ORIGIN_REFUSED', message: 'This request came from another site and was refused.' });
    });

    it('refuses an Origin that names no site (a sandboxed frame sends "null")', async () => {
      const res = await book(40, {}, { origin: 'null' });
      expect(res.status).toBe(403);
    });

    it.each([
      ['application/x-www-form-urlencoded', 'userType=Faculty&lab=FabricationLab&timeSlots%5B0%5D=11%3A00'],
      ['text/plain', '{"userType":"Faculty"}'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="lab"\r\n\r\nFabricationLab\r\n--x--\r\n'],
    ])('takes JSON only on the booking routes: %s is refused with 415', async (type, body) => {
      for (const route of [API_PATHS.bookings, API_PATHS.checkAvailability, API_PATHS.appointments, API_PATHS.submitForm, CONSOLE_PATHS.login]) {
        const res = await fetch(`${backend.url}${route}`, { method: 'POST', headers: { 'content-type': type }, body });
        expect({ route, status: res.status }).toEqual({ route, status: 415 });
        expect(await res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request as JSON.', messageCode: 'http.jsonOnly' });
      }
    });

    it('still takes its own site: JSON from the same origin books, a deck from the same origin is read', async () => {
      expect((await book(41, {}, { origin: backend.url })).status).toBe(201);
      const form = new FormData();
      form.set('founderName', 'Ananya Rao');
      const res = await fetch(`${backend.url}${API_PATHS.applications}`, { method: 'POST', body: form, headers: { origin: backend.url } });
      expect(res.status).toBe(400); // read, and refused for its missing fields
    });
  });

  describe('26.8 deep JSON with an Idempotency-Key', () => {
    it.each([API_PATHS.bookings, API_PATHS.appointments])('refuses a body nested 20,000 deep on %s with 400', async (route) => {
      const res = await fetch(`${backend.url}${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `deep-${route}` },
        body: `{"timeSlots":${nested(20_000)}}`,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ message: 'The request body is nested too deeply.', messageCode: 'http.tooDeep' });
    });

    it('keeps an ordinary keyed booking working', async () => {
      const facilities = await labFacilities(backend.url, 'FabricationLab');
      const body = bookingBody('FabricationLab', centreDate(42), [2], facilities.slice(0, 1));
      const send = () => postJson(`${backend.url}${API_PATHS.bookings}`, body, { 'idempotency-key': 'edge-26-8-ordinary' });
      const first = await send();
      const again = await send();
      expect([first.status, again.status, again.headers.get('idempotent-replayed')]).toEqual([201, 201, 'true']);
    });
  });

  describe('26.10 personal data is not cached', () => {
    it('sends Cache-Control: no-store with GET /api/bookings/:id', async () => {
      const { bookingId } = (await (await book(43)).json()) as CreateBookingResponse;
      const res = await fetch(`${backend.url}${API_PATHS.booking(bookingId)}`, { headers: { cookie: admin } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('26.6 staff bookings', () => {
    it("keeps the staff directory's address, never the one sent", async () => {
      const member = STAFF_DIRECTORY[3]!;
      const res = await book(44, { userType: 'SIC Staff Member', staffMember: member.id, email: 'attacker@evil.example' });
      expect(res.status).toBe(201);
      const { bookingId } = (await res.json()) as CreateBookingResponse;
      const read = (await (await fetch(`${backend.url}${API_PATHS.booking(bookingId)}`, { headers: { cookie: admin } })).json()) as GetBookingResponse;
      expect(read.booking.email).toBe(staffEmailOf(member.id));
      const outbox = path.join(data.dir, 'outbox');
      const mail = await waitUntil(
        'the booking mail',
        async () => readOutbox(outbox).map((m) => m.raw).find((text) => text.includes(bookingId) && /^To: /m.test(text) && !text.includes(ADMIN_EMAIL)),
        15_000,
      );
      expect(mail).toContain(`To: ${staffEmailOf(member.id)!}`);
      expect(readOutbox(outbox).some((m) => m.raw.includes('attacker@evil.example'))).toBe(false);
    });

    it("ships none of the directory's addresses in the public site's code", () => {
      const site = path.join(ROOT, 'frontend/build/client');
      const files = filesUnder(site).filter((f) => /\.(js|html)$/.test(f));
      const text = files.map((f) => readFileSync(f, 'utf8')).join('\n');
      expect(text).toContain(STAFF_DIRECTORY[0]!.name); // the directory itself is there
      for (const member of STAFF_DIRECTORY) {
        const address = staffEmailOf(member.id)!;
        expect({ member: member.id, address: text.includes(address), mailbox: text.includes(address.split('@')[0]!) }).toEqual({
          member: member.id,
          address: false,
          mailbox: false,
        });
      }
    });
  });

  describe('26.14 files under DATA_DIR', () => {
    it('creates files 0600 and folders 0700: log, users, idempotency keys, outbox mails, uploads', async () => {
      const form = new FormData();
      for (const [key, value] of Object.entries({
        founderName: 'Meera Kulkarni',
        email: 'meera@aarogya.example',
        phone: '+91 98765 43210',
        companyName: 'Aarogya Sense',
        industry: 'Healthcare',
        stage: 'Prototype',
        description: 'Wearable patches that track vital signs at home.',
        teamSize: '2-5',
        teamMembers: 'Meera Kulkarni (CEO)',
        fundingNeeded: '$50K-$250K',
        currentRevenue: 'Pre-revenue',
        businessModel: 'Subscription per monitored patient.',
      }))
        form.set(key, value);
      form.set('pitchDeck', new Blob([minimalPdf()], { type: 'application/pdf' }), 'deck.pdf');
      expect((await fetch(`${backend.url}${API_PATHS.applications}`, { method: 'POST', body: form })).status).toBe(201);
      expect((await book(45, {}, { 'idempotency-key': 'edge-26-14' })).status).toBe(201);
      await waitUntil('a mail in the outbox', async () => (filesUnder(path.join(data.dir, 'outbox')).some((f) => f.endsWith(OUTBOX_SUFFIX)) ? true : undefined), 15_000);

      const entries = [data.dir, ...filesUnder(data.dir)];
      expect(entries.some((f) => f.endsWith(OUTBOX_SUFFIX))).toBe(true);
      expect(entries.some((f) => f.endsWith('.sqlite'))).toBe(true);
      const open = entries.flatMap((f) => {
        const { mode } = statSync(f);
        const expected = statSync(f).isDirectory() ? 0o700 : 0o600;
        return (mode & 0o777) === expected ? [] : [`${path.relative(data.dir, f) || '.'} ${(mode & 0o777).toString(8)}`];
      });
      expect(open).toEqual([]);
    });
  });
});

describe('26.9 request and header timeouts', () => {
  const data = tempDataDir();
  let backend: BackendProcess;

  beforeAll(async () => {
    backend = await startBackend({ DATA_DIR: data.dir, REQUEST_TIMEOUT_SECONDS: '2', HEADERS_TIMEOUT_SECONDS: '1' }, START_MS);
  }, START_MS + 30_000);

  afterAll(async () => {
    await backend?.stop();
    data.remove();
  });

  /** Sends `first`, then one byte of `trickle` every 200 ms (for longer than the test waits); resolves with what came back and when the server closed. */
  const slowClient = (first: string, trickle: string): Promise<{ answer: string; closedAfterMs: number }> =>
    new Promise((resolve, reject) => {
      const started = Date.now();
      const socket = net.connect(Number(new URL(backend.url).port), '127.0.0.1');
      let answer = '';
      let timer: NodeJS.Timeout | undefined;
      socket.on('connect', () => {
        socket.write(first);
        let at = 0;
        timer = setInterval(() => {
          if (at < trickle.length && !socket.destroyed) socket.write(trickle[at++]!);
        }, 200);
      });
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, closedAfterMs: Date.now() - started });
      });
      setTimeout(() => {
        socket.destroy();
        reject(new Error('the server held the connection for 20 s'));
      }, 20_000);
    });

  it('cuts off a client that trickles its headers', async () => {
    const { answer, closedAfterMs } = await slowClient('GET /health/live HTTP/1.1\r\nHost: x\r\n', 'X-Slow: ' + 'a'.repeat(200));
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // 1 s allowed, looked at every 0.5 s; the rest is room for a loaded machine (Node's own default: 60 s).
    expect(closedAfterMs).toBeLessThan(10_000);
  }, 30_000);

  it('cuts off an upload that trickles its body', async () => {
    const { answer, closedAfterMs } = await slowClient(
      `POST ${API_PATHS.submitForm} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n`,
      '{"name":"' + 'a'.repeat(400),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(10_000); // 2 s allowed (Node's own default: 300 s)
  }, 30_000);
});
