import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import {
  Body,
  Controller,
  HttpCode,
  Injectable,
  Module,
  Post,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { tap, type Observable } from 'rxjs';
import { configureApp } from './configure-app.js';
import {
  FastAnswer,
  httpListener,
  type FastHandler,
  type FastRequest,
  type FastRoute,
} from './fast-routes.js';
import { GENERIC_FAILURE_MESSAGE, RequestValidationError } from './http-errors.js';

/** Marks every answer that went through Nest's pipeline. */
@Injectable()
class MarkingInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const response = context
      .switchToHttp()
      .getResponse<{ setHeader(name: string, value: string): void }>();
    return next.handle().pipe(tap(() => response.setHeader('x-through-nest', 'yes')));
  }
}

/** What the fast routes answer with: providers of the app, found with app.get(). */
@Injectable()
class Probe {
  calls = 0;

  echo(body: unknown): { echo: unknown } {
    this.calls += 1;
    const value = (body as { value?: unknown } | undefined)?.value;
    if (value === 'invalid')
      throw new RequestValidationError('Please check the highlighted fields.', {
        value: 'Not this one.',
      });
    return { echo: value };
  }
}

@Injectable()
class EchoHandler implements FastHandler {
  constructor(private readonly probe: Probe) {}
  handle({ body }: FastRequest): unknown {
    return this.probe.echo(body);
  }
}

@Injectable()
class LaterHandler implements FastHandler {
  async handle({ body }: FastRequest): Promise<{ ok: true }> {
    await Promise.resolve();
    if ((body as { fail?: boolean }).fail) throw new Error('database on fire at /srv/secret/path');
    return { ok: true };
  }
}

@Injectable()
class KeptHandler implements FastHandler {
  handle(): FastAnswer {
    return new FastAnswer(409, { success: false, message: 'kept' });
  }
}

@Injectable()
class WhoHandler implements FastHandler {
  handle({ ip, method, path, headers, response }: FastRequest): unknown {
    response.setHeader('x-seen', 'yes');
    return { ip, method, path, agent: headers['user-agent'] };
  }
}

@Controller('api')
class ProbeController {
  @Post('nest')
  @HttpCode(200)
  nest(@Body() body: unknown): { echo: unknown } {
    return { echo: (body as { value?: unknown }).value };
  }
}

@Module({
  controllers: [ProbeController],
  providers: [
    Probe,
    EchoHandler,
    LaterHandler,
    KeptHandler,
    WhoHandler,
    { provide: APP_INTERCEPTOR, useClass: MarkingInterceptor },
  ],
})
class ProbeModule {}

const PROBE_ROUTES: readonly FastRoute[] = [
  { method: 'POST', path: '/api/lean', status: 200, handler: EchoHandler },
  { method: 'POST', path: '/api/lean-async', status: 201, handler: LaterHandler, writes: true },
  { method: 'POST', path: '/api/kept', status: 201, handler: KeptHandler },
  { method: 'GET', path: '/api/who', status: 200, handler: WhoHandler },
];

describe('fast routes', () => {
  let app: NestExpressApplication;
  let server: Server;
  const tracked: Array<Promise<unknown>> = [];

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [ProbeModule] }).compile();
    app = moduleRef.createNestApplication<NestExpressApplication>({ logger: false });
    // The app's first Express middleware: a fast request never reaches Express.
    app.use(
      (_req: unknown, res: { setHeader(name: string, value: string): void }, next: () => void) => {
        res.setHeader('x-through-express', 'yes');
        next();
      },
    );
    const edge = configureApp(app, { trustedProxies: 0 });
    await app.init();
    server = createServer(
      httpListener(app, edge, PROBE_ROUTES, {
        track: (work) => {
          tracked.push(work);
          return work;
        },
      }),
    );
  });

  afterAll(async () => {
    await app.close();
  });

  it('serves a fast route ahead of Express and Nest, with its status and the app-wide headers', async () => {
    const res = await request(server).post('/api/lean').send({ value: 42 });
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
    expect(app.get(Probe).calls).toBe(1);
  });

  it('leaves other routes to Nest', async () => {
    const res = await request(server).post('/api/nest').send({ value: 1 });
    expect(res.status).toBe(200);
    expect(res.headers['x-through-nest']).toBe('yes');
    expect(res.headers['x-through-express']).toBe('yes');
  });

  it('serves the fast path with a query string too', async () => {
    const res = await request(server).post('/api/lean?from=banner').send({ value: 7 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ echo: 7 });
    expect(res.headers['x-through-express']).toBeUndefined();
  });

  it('matches the path as Express would (any case, a trailing slash); other methods go to Express, which answers as before', async () => {
    for (const path of ['/api/lean/', '/API/Lean']) {
      const spelled = await request(server).post(path).send({ value: 3 });
      expect(spelled.status).toBe(200);
      expect(spelled.body).toEqual({ echo: 3 });
      expect(spelled.headers['x-through-express']).toBeUndefined();
    }
    const got = await request(server).get('/api/lean');
    expect(got.status).toBe(404);
    expect(got.body).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Not found',
      messageCode: 'http.notFound',
    });
    expect(got.headers['x-through-express']).toBe('yes');
  });

  it('answers HEAD on a GET fast route as Express would: its status and headers, no body', async () => {
    const res = await request(server).head('/api/who');
    expect(res.status).toBe(200);
    expect(res.headers['x-seen']).toBe('yes');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.text).toBeUndefined();
    expect(res.headers['x-through-express']).toBeUndefined();
  });

  // Every API write takes JSON only (26.1): a fast route refuses a form as a Nest route does.
  it('refuses a form-encoded body as the app does for any route', async () => {
    for (const path of ['/api/lean', '/api/nest']) {
      const res = await request(server).post(path).type('form').send('value=form');
      expect({ path, status: res.status, body: res.body as unknown }).toEqual({
        path,
        status: 415,
        body: { success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request as JSON.', messageCode: 'http.jsonOnly' },
      });
    }
  });

  it('refuses a body over the app’s limit with 413 in the API shape', async () => {
    const res = await request(server)
      .post('/api/lean')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ value: 'x'.repeat(70 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large.',
      messageCode: 'http.bodyTooLarge',
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers with the status the route declares, or the one of a FastAnswer', async () => {
    const res = await request(server).post('/api/lean-async').send({});
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    const kept = await request(server).post('/api/kept').send({});
    expect(kept.status).toBe(409);
    expect(kept.body).toEqual({ success: false, message: 'kept' });
  });

  it("hands a writing route's handler to `track` (a stop waits for it), and no other", async () => {
    const before = tracked.length;
    await request(server).post('/api/lean-async').send({});
    await request(server).post('/api/lean').send({ value: 1 });
    expect(tracked.length).toBe(before + 1);
  });

  it("gives the handler the method, the path without the query, the headers, the client address, and the answer's headers", async () => {
    const res = await request(server)
      .get('/api/who?x=1')
      .set('user-agent', 'probe/1')
      .set('x-forwarded-for', '203.0.113.9');
    expect(res.status).toBe(200);
    // No proxy is trusted (TRUST_PROXY unset): the address is the connection's, whatever the header says.
    expect(res.body).toEqual({
      ip: expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$|^::1$/),
      method: 'GET',
      path: '/api/who',
      agent: 'probe/1',
    });
    expect(res.headers['x-seen']).toBe('yes');
  });

  it('answers a thrown validation error in the API shape', async () => {
    const res = await request(server).post('/api/lean').send({ value: 'invalid' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields.',
      errors: { value: 'Not this one.' },
    });
  });

  it('answers a failure with the generic message, never its details', async () => {
    const res = await request(server).post('/api/lean-async').send({ fail: true });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      code: 'INTERNAL_ERROR',
      message: GENERIC_FAILURE_MESSAGE,
      messageCode: 'http.failure',
    });
    expect(JSON.stringify(res.body)).not.toContain('/srv/secret');
  });

  it('answers malformed JSON as the body parser would for any route', async () => {
    const res = await request(server)
      .post('/api/lean')
      .set('content-type', 'application/json')
      .send('{"value":');
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(typeof res.body.message).toBe('string');
  });
});

describe('fast routes behind trusted proxies', () => {
  it('take the client address from X-Forwarded-For as Express does for the same TRUST_PROXY', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [ProbeModule] }).compile();
    const app = moduleRef.createNestApplication<NestExpressApplication>({ logger: false });
    const edge = configureApp(app, { trustedProxies: 1 });
    // The same question answered by Express itself, for comparison.
    app
      .getHttpAdapter()
      .getInstance()
      .get('/api/express-ip', (req: { ip?: string }, res: { json(body: unknown): void }) =>
        res.json({ ip: req.ip }),
      );
    await app.init();
    const server = createServer(httpListener(app, edge, PROBE_ROUTES));
    try {
      const fast = await request(server)
        .get('/api/who')
        .set('x-forwarded-for', '198.51.100.7, 203.0.113.9');
      const viaExpress = await request(server)
        .get('/api/express-ip')
        .set('x-forwarded-for', '198.51.100.7, 203.0.113.9');
      expect(fast.body.ip).toBe('203.0.113.9');
      expect(viaExpress.body.ip).toBe('203.0.113.9');
    } finally {
      await app.close();
    }
  });
});
