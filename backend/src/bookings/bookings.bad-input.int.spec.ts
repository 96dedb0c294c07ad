import fc from 'fast-check';
import request from 'supertest';
import { LAB_IDS, TIME_SLOTS } from '@centre/contracts';
import { bookingBody, createBookingTestApp, type BookingTestApp } from './testing/booking-test-app.js';

/**
 * Whatever a client sends that is wrong, the answer is a 4xx with a message, never a 5xx,
 * and the log stays empty.
 */
let t: BookingTestApp;
let cookie: string;
beforeAll(async () => {
  t = await createBookingTestApp();
  cookie = await t.reviewerCookie();
});
afterAll(async () => {
  await t.close();
});

type Sent = { kind: string; body: string | Record<string, unknown> };

const valid = bookingBody();
const REQUIRED = ['userType', 'lab', 'date', 'timeSlots', 'machines', 'name', 'contactNumber', 'email', 'institute'];
const notAString = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);
const without = (key: string): Record<string, unknown> => {
  const copy: Record<string, unknown> = { ...valid };
  delete copy[key];
  return copy;
};
const pad = (n: number): string => String(n).padStart(2, '0');

const badBodies: fc.Arbitrary<Sent> = fc.oneof(
  fc.constantFrom(...REQUIRED).map((key) => ({ kind: `missing ${key}`, body: without(key) })),
  fc
    .tuple(fc.constantFrom(...REQUIRED), notAString)
    .map(([key, value]) => ({ kind: `wrong type ${key}`, body: { ...valid, [key]: value } })),
  fc
    .string({ minLength: 0, maxLength: 30 })
    .filter((lab) => !(LAB_IDS as readonly string[]).includes(lab))
    .map((lab) => ({ kind: 'unknown lab', body: { ...valid, lab } })),
  fc
    .oneof(fc.string({ maxLength: 30 }), fc.constantFrom('bio-centrifuge-1', 'media-canon-r6'))
    .filter((id) => id !== 'fab-prusa-mk4-1')
    .map((id) => ({ kind: 'unknown facility', body: { ...valid, machines: [{ id, name: 'x' }] } })),
  fc
    .subarray(TIME_SLOTS.map((s) => s.label), { minLength: 5 })
    .map((timeSlots) => ({ kind: 'more than 4 slots', body: { ...valid, timeSlots } })),
  fc
    .array(fc.string({ maxLength: 20 }), { minLength: 1, maxLength: 4 })
    .map((timeSlots) => ({ kind: 'unknown slot labels', body: { ...valid, timeSlots } })),
  fc
    .record({ y: fc.integer({ min: 2000, max: 2026 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) })
    .filter(({ y, m, d }) => `${y}-${pad(m)}-${pad(d)}` < '2026-11-21')
    .map(({ y, m, d }) => ({ kind: 'past date', body: { ...valid, date: `${y}-${pad(m)}-${pad(d)}` } })),
  fc.string({ maxLength: 12 }).map((date) => ({ kind: 'garbled date', body: { ...valid, date } })),
  fc
    .integer({ min: 0, max: JSON.stringify(valid).length - 1 })
    .map((cut) => ({ kind: 'malformed JSON', body: JSON.stringify(valid).slice(0, cut) })),
  fc.integer({ min: 66_000, max: 120_000 }).map((n) => ({ kind: 'oversized', body: { ...valid, name: 'x'.repeat(n) } })),
  fc.constantFrom('[]', '[1,2]', '"text"', '42', 'null', 'true').map((body) => ({ kind: 'not an object', body })),
);

const send = (path: string, sent: Sent, method: 'post' | 'put' = 'post') => {
  const req = request(t.server)[method](path).set('Cookie', cookie);
  return typeof sent.body === 'string' ? req.set('Content-Type', 'application/json').send(sent.body) : req.send(sent.body);
};

const expectRefused = (res: request.Response, kind: string) => {
  if (res.status < 400 || res.status >= 500) throw new Error(`${kind}: answered ${res.status} ${JSON.stringify(res.body)}`);
  expect(res.body.success).toBe(false);
  expect(typeof res.body.message).toBe('string');
  expect(res.body.message.length).toBeGreaterThan(0);
};

describe('bad input never gets a 5xx and never appends', () => {
  it('POST /api/bookings', async () => {
    await fc.assert(
      fc.asyncProperty(badBodies, async (sent) => expectRefused(await send('/api/bookings', sent), sent.kind)),
      { numRuns: 250 },
    );
    expect(await t.store.readAll(0, 10)).toHaveLength(0);
  }, 60_000);

  it('POST /api/check-availability', async () => {
    const availabilityBodies = badBodies.filter((s) => !/missing (name|contactNumber|email|institute|userType)|wrong type (name|contactNumber|email|institute|userType)/.test(s.kind));
    await fc.assert(
      fc.asyncProperty(availabilityBodies, async (sent) => expectRefused(await send('/api/check-availability', sent), sent.kind)),
      { numRuns: 120 },
    );
  }, 60_000);

  it('POST /api/appointments', async () => {
    const appointment = { userType: 'Student', institute: 'College of Engineering', name: 'Ravi Kumar', contact: '9123456780', email: 'r@example.com', date: '2026-11-22', timeFrom: '10:00', timeTo: '11:00', selectedMachines: ['3d-printer'] };
    const bad: fc.Arbitrary<Sent> = fc.oneof(
      fc.constantFrom(...Object.keys(appointment)).map((key) => {
        const copy: Record<string, unknown> = { ...appointment };
        delete copy[key];
        return { kind: `missing ${key}`, body: copy };
      }),
      fc.tuple(fc.constantFrom(...Object.keys(appointment)), notAString).map(([key, value]) => ({ kind: `wrong ${key}`, body: { ...appointment, [key]: value } })),
      fc.constantFrom('08:00', '21:30', '25:00', 'noon').map((timeFrom) => ({ kind: 'bad time', body: { ...appointment, timeFrom } })),
      fc.string({ maxLength: 10 }).map((m) => ({ kind: 'unknown machine', body: { ...appointment, selectedMachines: [`x${m}`] } })),
      fc.integer({ min: 0, max: 40 }).map((cut) => ({ kind: 'malformed JSON', body: JSON.stringify(appointment).slice(0, cut) })),
    );
    await fc.assert(
      fc.asyncProperty(bad, async (sent) => expectRefused(await send('/api/appointments', sent), sent.kind)),
      { numRuns: 100 },
    );
    expect(await t.store.readAll(0, 10)).toHaveLength(0);
  }, 60_000);

  it('PUT /api/bookings/:id/status and GET /api/bookings/:id with any id', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), fc.anything(), async (id, status) => {
        const path = `/api/bookings/${encodeURIComponent(id)}`;
        expectRefused(await send(`${path}/status`, { kind: 'status', body: { status, adminNotes: 'x' } }, 'put'), `PUT ${id}`);
        const got = await request(t.server).get(path).set('Cookie', cookie);
        if (got.status !== 404 && got.status !== 400) throw new Error(`GET ${id}: ${got.status}`);
      }),
      { numRuns: 100 },
    );
    expect(await t.store.readAll(0, 10)).toHaveLength(0);
  }, 60_000);
});
