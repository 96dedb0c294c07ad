import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { AUTH_CLOCK, AUTH_CONFIG, authConfigOf } from '../../auth/auth.config.js';
import { AuthModule } from '../../auth/auth.module.js';
import { ReviewLinkService } from '../../auth/review-link.service.js';
import { parseBookingId } from '../domain/booking-id.js';
import { SESSION_COOKIE } from '../../auth/session-cookie.js';
import { UsersService } from '../../auth/users.service.js';
import { CatalogueModule } from '../../catalogue/catalogue.module.js';
import { APP_CONFIG, loadConfig } from '../../config/app-config.js';
import { CLOCK, FixedClock } from '../../shared/clock/clock.js';
import { EVENT_STORE } from '../../shared/event-store/event-store.port.js';
import { SqliteEventStore } from '../../shared/event-store/sqlite.event-store.js';
import { configureApp } from '../../shared/http/configure-app.js';
import { httpListener } from '../../shared/http/fast-routes.js';
import { BOOKINGS_FAST_ROUTES, BookingsModule } from '../bookings.module.js';
import {
  READ_MODEL_AVAILABILITY_READER,
  type AvailabilityReader,
} from '../queries/check-availability/availability.reader.js';

/** 09:30 on 2026-11-21 in Kolkata: the 09:00 slot of that day has started, 10:00 has not. */
export const TEST_NOW = new Date('2026-11-21T04:00:00Z');
export const TEST_TODAY = '2026-11-21';
export const TEST_TOMORROW = '2026-11-22';

export interface BookingTestApp {
  app: NestExpressApplication;
  /** The HTTP server as main.ts makes it (fast routes, then Express), not yet listening. */
  server: Server;
  store: SqliteEventStore;
  clock: FixedClock;
  dir: string;
  eventsFile: string;
  /** A token for the booking's review link. */
  /** The test reviewer's user id: review links are signed for them. */
  reviewerId: string;
  reviewToken(bookingId: string): string;
  /** The booker's signed link token for a booking. */
  bookerToken(bookingId: string): string;
  /** A Cookie header for a signed-in reviewer. */
  reviewerCookie(): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real Nest app over a real SQLite log in its own temp folder, configured and served as
 * main.ts does, with the auth slice wired in. Time is pinned to TEST_NOW.
 */
export const createBookingTestApp = async (
  options: {
    eventsFile?: string;
    dataDir?: string;
    readModelAvailability?: AvailabilityReader;
  } = {},
): Promise<BookingTestApp> => {
  const dir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'centre-bookings-'));
  const eventsFile = options.eventsFile ?? join(dir, 'events.sqlite');
  const store = new SqliteEventStore({ path: eventsFile, synchronous: 'NORMAL' });
  const clock = new FixedClock(TEST_NOW);
  const env = {
    DATA_DIR: dir,
    CENTRE_TIMEZONE: 'Asia/Kolkata',
    REVIEW_LINK_SECRET: 'test-review-link-secret-0123456789',
  };

  @Global()
  @Module({})
  class TestInfraModule {
    static register(): DynamicModule {
      const providers = [
        { provide: APP_CONFIG, useValue: loadConfig(env) },
        { provide: EVENT_STORE, useValue: store },
        ...(options.readModelAvailability
          ? [{ provide: READ_MODEL_AVAILABILITY_READER, useValue: options.readModelAvailability }]
          : []),
      ];
      return { module: TestInfraModule, global: true, providers, exports: providers };
    }
  }

  const moduleRef = await Test.createTestingModule({
    imports: [TestInfraModule.register(), AuthModule, BookingsModule, CatalogueModule],
  })
    .overrideProvider(AUTH_CONFIG)
    .useValue(authConfigOf(loadConfig(env)))
    .overrideProvider(AUTH_CLOCK)
    .useValue(() => clock.now())
    .overrideProvider(CLOCK)
    .useValue(clock)
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: ['fatal'] });
  const edge = configureApp(app, { trustedProxies: 0 });
  await app.init();
  const server = createServer(httpListener(app, edge, BOOKINGS_FAST_ROUTES));

  // The reviewer whose review links and session the tests use.
  const users = app.get(UsersService);
  // Processes sharing a data folder share it: the first creates it.
  const reviewer =
    users.findByEmail('reviewer@centre.example.edu') ??
    (await users.createUser('reviewer@centre.example.edu', 'a-long-reviewer-password', 'reviewer').catch(() => users.findByEmail('reviewer@centre.example.edu')));
  if (!reviewer) throw new Error('The test reviewer could not be created.');
  let cookie: string | undefined;
  return {
    app,
    server,
    store,
    clock,
    dir,
    eventsFile,
    reviewerId: reviewer.id,
    reviewToken: (bookingId) => app.get(ReviewLinkService).createLink(bookingId, reviewer.id).token,
    bookerToken: (bookingId) => app.get(ReviewLinkService).createBookerLink(bookingId, parseBookingId(bookingId)?.date ?? TEST_TOMORROW).token,
    reviewerCookie: async () => {
      cookie ??= `${SESSION_COOKIE}=${encodeURIComponent(users.startSession(reviewer.id).token)}`;
      return cookie;
    },
    close: async () => {
      if (server.listening) await new Promise((resolve) => server.close(resolve));
      await app.close();
      await store.close();
      if (!options.dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** A valid booking form body for tomorrow (spec 3). */
export const bookingBody = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  timestamp: '2026-11-21T04:00:00.000Z',
  userType: 'Student',
  lab: 'FabricationLab',
  date: TEST_TOMORROW,
  timeSlots: ['10:00 AM - 11:00 AM'],
  machines: [{ id: 'fab-prusa-mk4-1', name: 'Prusa MK4 3D Printer (Unit 1)' }],
  name: 'Asha Rao',
  contactNumber: '9876543210',
  email: 'Asha.Rao@Example.com ',
  institute: 'College of Engineering',
  ...over,
});
