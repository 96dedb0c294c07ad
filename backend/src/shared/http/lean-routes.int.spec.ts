import 'reflect-metadata';
import {
  Body,
  Controller,
  HttpCode,
  Injectable,
  Module,
  Param,
  Post,
  UseGuards,
  type CallHandler,
  type CanActivate,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { tap, type Observable } from 'rxjs';
import { configureApp } from './configure-app.js';
import { GENERIC_FAILURE_MESSAGE, RequestValidationError } from './http-errors.js';
import { LeanRoute, mountLeanRoutes } from './lean-routes.js';

/** Marks every answer that went through Nest's pipeline. */
@Injectable()
class MarkingInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const response = context.switchToHttp().getResponse<{ setHeader(name: string, value: string): void }>();
    return next.handle().pipe(tap(() => response.setHeader('x-through-nest', 'yes')));
  }
}

@Controller('api')
class ProbeController {
  calls = 0;

  @Post('lean')
  @HttpCode(200)
  @LeanRoute()
  lean(@Body() body: unknown): { echo: unknown } {
    this.calls += 1;
    const value = (body as { value?: unknown } | undefined)?.value;
    if (value === 'invalid') throw new RequestValidationError('Please check the highlighted fields.', { value: 'Not this one.' });
    return { echo: value };
  }

  @Post('lean-async')
  @LeanRoute()
  async leanAsync(@Body() body: unknown): Promise<{ ok: true }> {
    await Promise.resolve();
    if ((body as { fail?: boolean }).fail) throw new Error('database on fire at /srv/secret/path');
    return { ok: true };
  }

  @Post('nest')
  @HttpCode(200)
  nest(@Body() body: unknown): { echo: unknown } {
    return { echo: (body as { value?: unknown }).value };
  }
}

@Module({ controllers: [ProbeController], providers: [{ provide: APP_INTERCEPTOR, useClass: MarkingInterceptor }] })
class ProbeModule {}

const appWith = async (module: unknown): Promise<NestExpressApplication> => {
  const moduleRef = await Test.createTestingModule({ imports: [module as never] }).compile();
  return moduleRef.createNestApplication<NestExpressApplication>({ logger: false });
};

describe('lean routes', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await appWith(ProbeModule);
    // The app's first Express middleware: a lean request never reaches Express.
    app.use((_req: unknown, res: { setHeader(name: string, value: string): void }, next: () => void) => {
      res.setHeader('x-through-express', 'yes');
      next();
    });
    configureApp(app);
    await app.init();
  });

  afterAll(async () => {
    await app.close();
  });

  it('serves a @LeanRoute() ahead of Nest, with its @HttpCode and the app-wide headers', async () => {
    const res = await request(app.getHttpServer()).post('/api/lean').send({ value: 42 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ echo: 42 });
    expect(res.headers['x-through-nest']).toBeUndefined();
    expect(res.headers['x-through-express']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(JSON.stringify({ echo: 42 }).length));
    expect(app.get(ProbeController).calls).toBe(1);
  });

  it('leaves other routes to Nest', async () => {
    const res = await request(app.getHttpServer()).post('/api/nest').send({ value: 1 });
    expect(res.status).toBe(200);
    expect(res.headers['x-through-nest']).toBe('yes');
    expect(res.headers['x-through-express']).toBe('yes');
  });

  it('serves the lean path with a query string too', async () => {
    const res = await request(app.getHttpServer()).post('/api/lean?from=banner').send({ value: 7 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ echo: 7 });
    expect(res.headers['x-through-express']).toBeUndefined();
  });

  it('leaves any other spelling of a lean path, and other methods, to Express and Nest, which answer as before', async () => {
    const spelled = await request(app.getHttpServer()).post('/api/lean/').send({ value: 3 });
    expect(spelled.status).toBe(200);
    expect(spelled.body).toEqual({ echo: 3 });
    expect(spelled.headers['x-through-nest']).toBe('yes');
    const got = await request(app.getHttpServer()).get('/api/lean');
    expect(got.status).toBe(404);
    expect(got.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found', messageCode: 'http.notFound' });
    expect(app.get(ProbeController).calls).toBeGreaterThanOrEqual(2);
  });

  it('reads a form-encoded body as the app does for any route', async () => {
    const res = await request(app.getHttpServer()).post('/api/lean').type('form').send('value=form');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ echo: 'form' });
  });

  it('refuses a body over the app’s limit with 413 in the API shape', async () => {
    const res = await request(app.getHttpServer()).post('/api/lean').set('content-type', 'application/json').send(JSON.stringify({ value: 'x'.repeat(70 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large.',
      messageCode: 'http.bodyTooLarge',
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers POST with 201 unless the route says otherwise', async () => {
    const res = await request(app.getHttpServer()).post('/api/lean-async').send({});
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
  });

  it('answers a thrown validation error in the API shape', async () => {
    const res = await request(app.getHttpServer()).post('/api/lean').send({ value: 'invalid' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields.',
      errors: { value: 'Not this one.' },
    });
  });

  it('answers a failure with the generic message, never its details', async () => {
    const res = await request(app.getHttpServer()).post('/api/lean-async').send({ fail: true });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, code: 'INTERNAL_ERROR', message: GENERIC_FAILURE_MESSAGE, messageCode: 'http.failure' });
    expect(JSON.stringify(res.body)).not.toContain('/srv/secret');
  });

  it('answers malformed JSON as the body parser would for any route', async () => {
    const res = await request(app.getHttpServer()).post('/api/lean').set('content-type', 'application/json').send('{"value":');
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(typeof res.body.message).toBe('string');
  });
});

describe('lean routes refuse what they would skip', () => {
  class Never implements CanActivate {
    canActivate(): boolean {
      return false;
    }
  }

  @Controller('api')
  class GuardedController {
    @Post('guarded')
    @UseGuards(Never)
    @LeanRoute()
    guarded(@Body() body: unknown): unknown {
      return body;
    }
  }

  @Controller('api')
  class ParamController {
    @Post('with-param/:id')
    @LeanRoute()
    withParam(@Param('id') id: string): unknown {
      return id;
    }
  }

  @Module({ controllers: [GuardedController], providers: [Never] })
  class GuardedModule {}

  @Module({ controllers: [ParamController] })
  class ParamModule {}

  it('refuses a guarded route', async () => {
    const app = await appWith(GuardedModule);
    expect(() => mountLeanRoutes(app, [])).toThrow('GuardedController.guarded: a lean route cannot have guards');
    await app.close();
  });

  it('refuses a route that reads more than the body', async () => {
    const app = await appWith(ParamModule);
    expect(() => mountLeanRoutes(app, [])).toThrow('ParamController.withParam: a lean route takes the whole body');
    await app.close();
  });
});
