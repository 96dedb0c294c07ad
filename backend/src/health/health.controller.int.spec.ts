import { Logger, Module, type LoggerService } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { configureApp } from '../shared/http/configure-app.js';
import { HealthModule } from './health.module.js';
import type { ReadinessCheck } from './readiness-check.js';

const CATCHING_UP = Symbol('catching-up');

/** A readiness check whose answer the test sets. */
const catchingUp = { ready: false };

@Module({
  providers: [
    {
      provide: CATCHING_UP,
      useValue: {
        name: 'projections',
        check: async () => ({ ok: catchingUp.ready, detail: catchingUp.ready ? 'live' : '3 events behind' }),
      } satisfies ReadinessCheck,
    },
  ],
  exports: [CATCHING_UP],
})
class ChecksModule {}

describe('readiness', () => {
  const t = {} as { app: NestExpressApplication; errors: string[] };

  beforeAll(async () => {
    t.errors = [];
    const logger: LoggerService = {
      log: () => undefined,
      warn: () => undefined,
      error: (message: unknown) => t.errors.push(String(message)),
    };
    const moduleRef = await Test.createTestingModule({
      imports: [HealthModule.forRoot([CATCHING_UP], [ChecksModule])],
    }).compile();
    t.app = moduleRef.createNestApplication<NestExpressApplication>({ logger });
    Logger.overrideLogger(logger);
    configureApp(t.app, { trustedProxies: 0 });
    await t.app.init();
  });

  afterAll(async () => {
    await t.app.close();
  });

  it('answers 503 with the check that is not ready, and logs no server error for it', async () => {
    catchingUp.ready = false;
    const response = await request(t.app.getHttpServer()).get('/health/ready');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      status: 'unavailable',
      checks: [{ name: 'projections', ok: false, detail: '3 events behind' }],
    });
    expect(t.errors).toEqual([]);
  });

  it('answers 200 once every check passes, on /health as on /health/ready', async () => {
    catchingUp.ready = true;
    for (const path of ['/health', '/health/ready']) {
      const response = await request(t.app.getHttpServer()).get(path);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ status: 'ok', checks: [{ name: 'projections', ok: true }] });
    }
  });
});
