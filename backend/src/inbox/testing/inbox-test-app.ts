import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { RecordedEvent, UserRole } from '@centre/contracts';
import { ActorInterceptor } from '../../auth/actor.interceptor.js';
import { AUTH_CLOCK, AUTH_CONFIG, authConfigOf, authDatabaseFile } from '../../auth/auth.config.js';
import { RolesGuard } from '../../auth/roles.guard.js';
import { SameOriginGuard } from '../../auth/same-origin.guard.js';
import { createRateLimiters, RATE_LIMITERS } from '../../auth/rate-limits.js';
import { SESSION_COOKIE } from '../../auth/session-cookie.js';
import { SqliteUsersRepository } from '../../auth/sqlite.users.repository.js';
import { USERS_REPOSITORY } from '../../auth/users.repository.port.js';
import { UsersService } from '../../auth/users.service.js';
import { APP_CONFIG, loadConfig } from '../../config/app-config.js';
import { PortfolioModule } from '../../portfolio/portfolio.module.js';
import { ReadModelsModule } from '../../read-models/read-models.module.js';
import { CLOCK, FixedClock } from '../../shared/clock/clock.js';
import { EVENT_STORE } from '../../shared/event-store/event-store.port.js';
import { SqliteEventStore } from '../../shared/event-store/sqlite.event-store.js';
import { configureApp } from '../../shared/http/configure-app.js';
import { InboxModule, uploadsDirectory } from '../inbox.module.js';

export const TEST_NOW = new Date('2026-11-21T06:30:00Z');

export interface InboxTestApp {
  app: NestExpressApplication;
  store: SqliteEventStore;
  clock: FixedClock;
  dataDir: string;
  uploadsDir: string;
  tempDir: string;
  /** Every event in the log. */
  events(): Promise<RecordedEvent[]>;
  /** Files kept in uploads (the temp folder aside) and files still in the temp folder. */
  storedFiles(): string[];
  tempFiles(): string[];
  /** A Cookie header of a signed-in user with that role (several of one role by name). */
  cookieFor(role: UserRole, name?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real Nest app over a real SQLite log, its read models (in memory) and a real uploads folder
 * in its own temp DATA_DIR, configured as main.ts does. The auth slice's real guards and services
 * are wired in without AuthModule itself.
 */
export const createInboxTestApp = async (extraEnv: Record<string, string> = {}): Promise<InboxTestApp> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'centre-inbox-'));
  const store = new SqliteEventStore({
    path: join(dataDir, 'events.sqlite'),
    synchronous: 'NORMAL',
  });
  const clock = new FixedClock(TEST_NOW);
  const env = { DATA_DIR: dataDir, PUBLIC_BASE_URL: 'https://centre.example.edu', ...extraEnv };
  const config = loadConfig(env);

  @Global()
  @Module({})
  class TestInfraModule {
    static register(): DynamicModule {
      const providers = [
        { provide: APP_CONFIG, useValue: config },
        { provide: EVENT_STORE, useValue: store },
      ];
      return { module: TestInfraModule, global: true, providers, exports: providers };
    }
  }

  @Global()
  @Module({})
  class TestAuthModule {
    static register(): DynamicModule {
      const authConfig = { ...authConfigOf(loadConfig(env)), scrypt: { logN: 10, r: 8, p: 1 } };
      const providers = [
        { provide: AUTH_CONFIG, useValue: authConfig },
        { provide: AUTH_CLOCK, useValue: () => clock.now() },
        {
          provide: USERS_REPOSITORY,
          useFactory: () => new SqliteUsersRepository(authDatabaseFile(authConfig)),
        },
        {
          provide: RATE_LIMITERS,
          useFactory: () =>
            createRateLimiters({
              publicWritesPerMinute: authConfig.publicWritesPerMinute,
              loginAttemptsPerMinute: 10,
              applicationsPerHour: authConfig.applicationsPerHour,
            }),
        },
        UsersService,
        RolesGuard,
        SameOriginGuard,
      ];
      return {
        module: TestAuthModule,
        global: true,
        providers: [...providers, { provide: APP_INTERCEPTOR, useClass: ActorInterceptor }],
        exports: providers,
      };
    }
  }

  const moduleRef = await Test.createTestingModule({
    imports: [
      TestInfraModule.register(),
      TestAuthModule.register(),
      ReadModelsModule,
      InboxModule,
      PortfolioModule,
    ],
  })
    .overrideProvider(CLOCK)
    .useValue(clock)
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: ['fatal'] });
  configureApp(app, config);
  await app.init();

  const uploadsDir = uploadsDirectory(config);
  const tempDir = join(uploadsDir, 'tmp');
  const list = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  const cookies = new Map<string, string>();

  return {
    app,
    store,
    clock,
    dataDir,
    uploadsDir,
    tempDir,
    events: () => store.readAll(0, 100_000),
    storedFiles: () => list(uploadsDir),
    tempFiles: () => list(tempDir),
    cookieFor: async (role, name = role) => {
      const known = cookies.get(name);
      if (known) return known;
      const users = app.get(UsersService);
      const user = await users.createUser(
        `${name}@centre.example.edu`,
        `a-long-${role}-password`,
        role,
      );
      const cookie = `${SESSION_COOKIE}=${encodeURIComponent(users.startSession(user.id).token)}`;
      cookies.set(name, cookie);
      return cookie;
    },
    close: async () => {
      await app.close();
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
