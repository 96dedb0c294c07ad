import { jest } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import { Global, Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import {
  availabilityWeekUrl,
  cellAt,
  findLab,
  messageText,
  type AvailabilityWeekResponse,
  type ApiErrorBody,
} from '@centre/contracts';
import type { ProjectionHost, ReadModelStore } from '@centre/projections';
import { AUTH_CLOCK, AUTH_CONFIG, authConfigOf } from '../../auth/auth.config.js';
import { AuthModule } from '../../auth/auth.module.js';
import { BOOKINGS_FAST_ROUTES, BookingsModule } from '../../bookings/bookings.module.js';
import { TEST_NOW, TEST_TODAY, bookingBody } from '../../bookings/testing/booking-test-app.js';
import { APP_CONFIG, loadConfig } from '../../config/app-config.js';
import { PROJECTION_HOST, READ_MODEL_STORE, ReadModelsModule } from '../../read-models/index.js';
import { CLOCK, FixedClock } from '../../shared/clock/clock.js';
import { EVENT_STORE } from '../../shared/event-store/event-store.port.js';
import { SqliteEventStore } from '../../shared/event-store/sqlite.event-store.js';
import { configureApp } from '../../shared/http/configure-app.js';
import { httpListener } from '../../shared/http/fast-routes.js';
import { WEEK_AVAILABILITY_ROUTE, WEEK_CACHE_CONTROL, WeekAvailability } from './week-availability.route.js';

/** A Tuesday: the Fabrication Lab and the Prayas Shala both open. */
const TUESDAY = '2026-11-24';
const PRINTER = 'fab-prusa-mk4-1';

describe('28.7 GET /api/availability/week', () => {
  let app: NestExpressApplication;
  let server: Server;
  let events: SqliteEventStore;
  let dir: string;
  let base: string;
  let clock: FixedClock;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'centre-week-'));
    events = new SqliteEventStore({ path: join(dir, 'events.sqlite'), synchronous: 'NORMAL' });
    clock = new FixedClock(TEST_NOW);
    const config = loadConfig({ DATA_DIR: dir, CENTRE_TIMEZONE: 'Asia/Kolkata', REVIEW_LINK_SECRET: 'test-review-link-secret-0123456789' });
    const providers = [
      { provide: APP_CONFIG, useValue: config },
      { provide: EVENT_STORE, useValue: events },
    ];
    @Global()
    @Module({ providers, exports: providers })
    class InfraModule {}
    @Module({ imports: [ReadModelsModule], providers: [WeekAvailability] })
    class WeekModule {}
    const moduleRef = await Test.createTestingModule({ imports: [InfraModule, AuthModule, BookingsModule, WeekModule] })
      .overrideProvider(AUTH_CONFIG)
      .useValue(authConfigOf(config))
      .overrideProvider(AUTH_CLOCK)
      .useValue(() => clock.now())
      .overrideProvider(CLOCK)
      .useValue(clock)
      .compile();
    app = moduleRef.createNestApplication<NestExpressApplication>({ logger: ['fatal'] });
    const edge = configureApp(app, { trustedProxies: 0 });
    await app.init();
    await app.get<ProjectionHost>(PROJECTION_HOST).whenLive();
    server = createServer(httpListener(app, edge, [...BOOKINGS_FAST_ROUTES, WEEK_AVAILABILITY_ROUTE]));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await app.close();
    await events.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const week = async (lab: string, from: string): Promise<{ status: number; cache: string | null; body: unknown }> => {
    const res = await fetch(`${base}${availabilityWeekUrl(lab, from)}`);
    return { status: res.status, cache: res.headers.get('cache-control'), body: await res.json() };
  };

  const cell = (body: AvailabilityWeekResponse, date: string, facilityId: string, slotId: string) => {
    const day = body.days.find((d) => d.date === date);
    return day && cellAt(day, facilityId, body.slots.indexOf(slotId));
  };

  it('answers seven days of every facility × slot, free, started and closed, with the cache header', async () => {
    const { status, cache, body } = await week('PrayasShala', TEST_TODAY);
    expect(status).toBe(200);
    expect(cache).toBe(WEEK_CACHE_CONTROL);
    const answer = body as AvailabilityWeekResponse;
    expect(answer.days.map((d) => d.date)).toEqual([
      '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27',
    ]);
    const saw = 'prayas-bosch-gts-254-table-saw';
    // 09:30 on a Saturday: 09:00 has begun, 10:00 is free, 18:00 is after the workshop's hours.
    expect(cell(answer, TEST_TODAY, saw, '09:00')).toEqual({ state: 'started' });
    expect(cell(answer, TEST_TODAY, saw, '10:00')).toEqual({ state: 'free' });
    expect(cell(answer, TEST_TODAY, saw, '18:00')).toEqual({ state: 'closed' });
    // Sunday: the workshop is closed all day.
    expect(answer.days[1]!.cells[saw]).toBe('c'.repeat(12));
    expect(answer.nextFree[saw]).toEqual({ date: TEST_TODAY, slotId: '10:00' });
  });

  it('shows a requested booking\'s cells taken and moves the facility\'s next free slot past them', async () => {
    const res = await fetch(`${base}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(bookingBody({ date: TUESDAY, timeSlots: ['9:00 AM - 10:00 AM', '10:00 AM - 11:00 AM'] })),
    });
    expect(res.status).toBe(201);
    const { position } = (await res.json()) as { position: number };
    await app.get<ProjectionHost>(PROJECTION_HOST).waitForPosition(position, 5000);
    const answer = (await week('FabricationLab', TUESDAY)).body as AvailabilityWeekResponse;
    expect(cell(answer, TUESDAY, PRINTER, '09:00')).toEqual({ state: 'taken' });
    expect(cell(answer, TUESDAY, PRINTER, '10:00')).toEqual({ state: 'taken' });
    expect(cell(answer, TUESDAY, PRINTER, '11:00')).toEqual({ state: 'free' });
    expect(cell(answer, TUESDAY, 'fab-ultimaker-s5', '09:00')).toEqual({ state: 'free' });
    expect(answer.nextFree[PRINTER]).toEqual({ date: TUESDAY, slotId: '11:00' });
    expect(answer.days.every((d) => d.position >= position)).toBe(true);
    // Public: nothing says who holds a cell.
    expect(JSON.stringify(answer)).not.toContain('bookingId');
  });

  it('answers a repeated week from the answer kept at the same read-model positions, and builds it again once they move', async () => {
    const store = app.get<ReadModelStore>(READ_MODEL_STORE);
    const reads = jest.spyOn(store, 'readEach');
    try {
      const first = (await week('MediaLab', TUESDAY)).body as AvailabilityWeekResponse;
      reads.mockClear();
      const again = await week('MediaLab', TUESDAY);
      expect(again.cache).toBe(WEEK_CACHE_CONTROL);
      expect(again.body).toEqual(first);
      // Only the read models' positions were read: one round trip of two checkpoints, no cells.
      expect(reads.mock.calls.map(([asked]) => asked.map((r) => r.ops.map((op) => op.op)))).toEqual([[['get'], ['get']]]);
      // A client that kept the week revalidates it by its tag without a body.
      const tag = (await fetch(`${base}${availabilityWeekUrl('MediaLab', TUESDAY)}`)).headers.get('etag')!;
      expect(tag).toMatch(/^W\/".+"$/);
      const unchanged = await fetch(`${base}${availabilityWeekUrl('MediaLab', TUESDAY)}`, { headers: { 'if-none-match': `"other", ${tag}` } });
      expect(unchanged.status).toBe(304);
      expect(await unchanged.text()).toBe('');
      const { id: facility, name } = findLab('MediaLab')!.facilities[0]!;
      expect(cell(first, TUESDAY, facility, '14:00')).toEqual({ state: 'free' });
      const res = await fetch(`${base}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(bookingBody({ lab: 'MediaLab', date: TUESDAY, timeSlots: ['2:00 PM - 3:00 PM'], machines: [{ id: facility, name }] })),
      });
      expect(res.status).toBe(201);
      const { position } = (await res.json()) as { position: number };
      await app.get<ProjectionHost>(PROJECTION_HOST).waitForPosition(position, 5000);
      const after = (await week('MediaLab', TUESDAY)).body as AvailabilityWeekResponse;
      expect(await fetch(`${base}${availabilityWeekUrl('MediaLab', TUESDAY)}`, { headers: { 'if-none-match': tag } })).toHaveProperty('status', 200);
      expect(cell(after, TUESDAY, facility, '14:00')).toEqual({ state: 'taken' });
      expect(after.days[0]!.position).toBeGreaterThanOrEqual(position);
    } finally {
      reads.mockRestore();
    }
  });

  it('builds today\'s week again once another of its slots has begun, though no event came', async () => {
    const saw = 'prayas-bosch-gts-254-table-saw';
    const before = (await week('PrayasShala', TEST_TODAY)).body as AvailabilityWeekResponse;
    expect(cell(before, TEST_TODAY, saw, '10:00')).toEqual({ state: 'free' });
    clock.set(new Date(TEST_NOW.getTime() + 60 * 60 * 1000));
    try {
      const later = (await week('PrayasShala', TEST_TODAY)).body as AvailabilityWeekResponse;
      expect(cell(later, TEST_TODAY, saw, '10:00')).toEqual({ state: 'started' });
      expect(later.nextFree[saw]).toEqual({ date: TEST_TODAY, slotId: '11:00' });
    } finally {
      clock.set(TEST_NOW);
    }
  });

  it('says the grid cannot be read just now, in the form\'s words, when the read models do not answer', async () => {
    await week('BioLab', TUESDAY);
    const store = app.get<ReadModelStore>(READ_MODEL_STORE);
    const failing = jest.spyOn(store, 'readEach').mockRejectedValue(new Error('down'));
    try {
      const { status, body } = await week('BioLab', TUESDAY);
      expect(status).toBe(503);
      expect(body).toMatchObject({ success: false, code: 'UNAVAILABLE', message: messageText('availability.checkFailed') });
    } finally {
      failing.mockRestore();
    }
  });

  it('closes the days of the week that lie beyond the booking horizon', async () => {
    // The horizon is 90 days: 2027-02-19 is its last bookable date.
    const answer = (await week('BioLab', '2027-02-19')).body as AvailabilityWeekResponse;
    expect(answer.lastBookable).toBe('2027-02-19');
    expect(cellAt(answer.days[0]!, 'bio-eppendorf-5424r', 0)).toEqual({ state: 'free' });
    expect(new Set(Object.values(answer.days[1]!.cells))).toEqual(new Set(['c'.repeat(12)]));
  });

  it.each([
    ['an unknown lab', 'Narnia', TUESDAY, { lab: 'booking.labInvalid' }],
    ['no lab', '', TUESDAY, { lab: 'booking.labRequired' }],
    ['a date that is no date', 'BioLab', '2026-13-01', { from: 'booking.dateInvalid' }],
    ['a past date', 'BioLab', '2026-11-20', { from: 'booking.dateInPast' }],
    ['a date beyond the horizon', 'BioLab', '2027-02-20', { from: 'booking.dateTooFarAhead' }],
  ] as const)('refuses %s with a 400 in the form\'s words', async (_label, lab, from, fieldCodes) => {
    const { status, body } = await week(lab, from);
    expect(status).toBe(400);
    const error = body as ApiErrorBody;
    const code = Object.values(fieldCodes)[0]!;
    expect(error).toMatchObject({ success: false, code: 'VALIDATION_FAILED', messageCode: code, message: messageText(code), fieldCodes });
  });

  it('refuses a repeated or odd query parameter without a stack trace', async () => {
    const res = await fetch(`${base}/api/availability/week?lab=BioLab&lab=MediaLab&from[x]=1`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ApiErrorBody;
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(body)).not.toMatch(/at .*\.js/);
  });
});
