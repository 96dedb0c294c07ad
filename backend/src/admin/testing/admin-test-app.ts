import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Global, Module, type DynamicModule, type Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { UserRole } from '@centre/contracts';
import type { ProjectionHost } from '@centre/projections';
import { AUTH_CLOCK, AUTH_CONFIG, authConfigOf } from '../../auth/auth.config.js';
import { AuthModule } from '../../auth/auth.module.js';
import { SESSION_COOKIE } from '../../auth/session-cookie.js';
import { UsersService, type PublicUser } from '../../auth/users.service.js';
import { BOOKINGS_FAST_ROUTES, BookingsModule } from '../../bookings/bookings.module.js';
import { TEST_NOW } from '../../bookings/testing/booking-test-app.js';
import { APP_CONFIG, loadConfig } from '../../config/app-config.js';
import { PROJECTION_HOST } from '../../read-models/projection-host.provider.js';
import { CLOCK, FixedClock } from '../../shared/clock/clock.js';
import { EVENT_STORE } from '../../shared/event-store/event-store.port.js';
import { SqliteEventStore } from '../../shared/event-store/sqlite.event-store.js';
import { configureApp } from '../../shared/http/configure-app.js';
import { httpListener, type FastRoute } from '../../shared/http/fast-routes.js';
import { TrainingModule } from '../../training/training.module.js';
import { AdminModule } from '../admin.module.js';

export interface SignedIn {
  user: PublicUser;
  cookie: string;
}

export interface AdminTestApp {
  app: NestExpressApplication;
  /** The HTTP server as main.ts makes it (the booking slice's fast routes, then Express), not yet listening. */
  server: Server;
  store: SqliteEventStore;
  host: ProjectionHost;
  clock: FixedClock;
  /** A new account of this role with a session, as a Cookie header. */
  signIn(role: UserRole, email?: string): Promise<SignedIn>;
  close(): Promise<void>;
}

let accounts = 0;

/**
 * A real Nest app as main.ts configures it: the auth slice, the booking engine (to make
 * bookings and decisions), the admin slice with the projection host over memory read models,
 * and a real SQLite log in a temp DATA_DIR. Time is pinned to the booking tests' TEST_NOW.
 */
export const createAdminTestApp = async (
  /** Further slices under test beside the admin's (they share its infrastructure). */
  slices: Array<Type | DynamicModule> = [],
  /** Fast routes of those slices, served as the backend serves them (the bookings' always are). */
  fastRoutes: readonly FastRoute[] = [],
): Promise<AdminTestApp> => {
  const dir = mkdtempSync(join(tmpdir(), 'centre-admin-'));
  const store = new SqliteEventStore({ path: join(dir, 'events.sqlite'), synchronous: 'NORMAL' });
  const clock = new FixedClock(TEST_NOW);
  const env = {
    DATA_DIR: dir,
    CENTRE_TIMEZONE: 'Asia/Kolkata',
    REVIEW_LINK_SECRET: 'test-review-link-secret-0123456789',
  };
  const authConfig = { ...authConfigOf(loadConfig(env)), scrypt: { logN: 10, r: 8, p: 1 } };

  @Global()
  @Module({})
  class AdminTestInfraModule {
    static register(): DynamicModule {
      const providers = [
        { provide: APP_CONFIG, useValue: loadConfig(env) },
        { provide: EVENT_STORE, useValue: store },
      ];
      return { module: AdminTestInfraModule, global: true, providers, exports: providers };
    }
  }

  const moduleRef = await Test.createTestingModule({
    imports: [AdminTestInfraModule.register(), AuthModule, BookingsModule, AdminModule, TrainingModule, ...slices],
  })
    .overrideProvider(AUTH_CONFIG)
    .useValue(authConfig)
    .overrideProvider(AUTH_CLOCK)
    .useValue(() => clock.now())
    .overrideProvider(CLOCK)
    .useValue(clock)
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: ['fatal'] });
  const edge = configureApp(app, { trustedProxies: 0 });
  await app.init();

  return {
    app,
    server: createServer(httpListener(app, edge, [...BOOKINGS_FAST_ROUTES, ...fastRoutes])),
    store,
    host: app.get<ProjectionHost>(PROJECTION_HOST),
    clock,
    signIn: async (role, email) => {
      const users = app.get(UsersService);
      accounts += 1;
      const user = await users.createUser(
        email ?? `${role}${accounts}@centre.example.edu`,
        'a-long-enough-password',
        role,
      );
      return {
        user,
        cookie: `${SESSION_COOKIE}=${encodeURIComponent(users.startSession(user.id).token)}`,
      };
    },
    close: async () => {
      await app.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
