import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { facilityNamedBy, matchesRoute, serveFrontend } from './serve-frontend.js';

describe('serving the built site', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'centre-site-'));
  const write = (file: string, content: string, compressed = false) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
    if (compressed) {
      writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(content));
      writeFileSync(path.join(dir, `${file}.gz`), gzipSync(content));
    }
  };
  write('index.html', '<h1>Home</h1>');
  write('about/index.html', '<h1>About</h1>');
  write('__spa-fallback.html', '<div id="app"></div>');
  write('assets/entry-abc123.js', 'console.log("entry");'.repeat(100), true);
  write('robots.txt', 'User-agent: *\n');

  const app = express();
  serveFrontend(app as unknown as NestExpressApplication, dir);
  app.get('/api/ping', (_req, res) => res.json({ ok: true }));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves prerendered pages as their own HTML, revalidated on every visit', async () => {
    const about = await request(app).get('/about');
    expect(about.status).toBe(200);
    expect(about.text).toBe('<h1>About</h1>');
    expect(about.headers['cache-control']).toBe('no-cache');
    expect((await request(app).get('/about/')).text).toBe('<h1>About</h1>');
    expect((await request(app).get('/')).text).toBe('<h1>Home</h1>');
  });

  it('sends the Brotli copy to a browser that takes it, gzip to one that takes only gzip, the plain file otherwise', async () => {
    const plain = 'console.log("entry");'.repeat(100);
    const br = await request(app).get('/assets/entry-abc123.js').set('Accept-Encoding', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);

    const gz = await request(app)
      .get('/assets/entry-abc123.js')
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const identity = await request(app).get('/assets/entry-abc123.js').set('Accept-Encoding', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.text).toBe(plain);
    expect(gunzipSync(gzipSync(plain)).toString()).toBe(plain);
  });

  it('answers every other page path with the SPA fallback, but a missing asset with 404', async () => {
    const page = await request(app).get('/booking-review?id=bk-1');
    expect(page.status).toBe(200);
    expect(page.text).toBe('<div id="app"></div>');
    expect((await request(app).get('/assets/gone-999.js')).status).toBe(404);
    expect((await request(app).get('/images/nope.svg')).status).toBe(404);
  });

  it('never serves files outside the build, and leaves the API alone', async () => {
    const escape = await request(app).get('/%2e%2e/%2e%2e/etc/passwd');
    expect(escape.text).not.toContain('root:');
    expect(escape.text).toBe('<div id="app"></div>');
    expect((await request(app).get('/api/ping')).body).toEqual({ ok: true });
    expect((await request(app).get('/robots.txt')).text).toBe('User-agent: *\n');
  });
});

describe('a build with a site manifest: no soft 404', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'centre-site-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  write('index.html', '<h1>Home</h1>');
  write('projects/fdm/index.html', '<h1>FDM</h1>');
  write('404/index.html', '<h1>Page Not Found</h1>');
  write('__spa-fallback.html', '<div id="app"></div>');
  write(
    '__site-manifest.json',
    JSON.stringify({ spaRoutes: ['/sign-in', '/booking/thankyou/:username', '/admin/*'], notFound: '404/index.html' }),
  );
  const app = express();
  serveFrontend(app as unknown as NestExpressApplication, dir);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('boots the client router for the routes the manifest lists', async () => {
    for (const url of ['/sign-in', '/booking/thankyou/asha', '/admin', '/admin/bookings/bk-1']) {
      const page = await request(app).get(url);
      expect([url, page.status, page.text]).toEqual([url, 200, '<div id="app"></div>']);
    }
  });

  it('answers an unknown path, and an unknown equipment slug, with the not-found page and 404', async () => {
    for (const url of ['/no-such-page', '/projects/no-such-item', '/booking/thankyou', '/sign-in/extra']) {
      const page = await request(app).get(url);
      expect([url, page.status, page.text]).toEqual([url, 404, '<h1>Page Not Found</h1>']);
    }
    expect((await request(app).get('/projects/fdm')).status).toBe(200);
  });
});

describe('28.2 facility pages: the current catalogue decides 200 or 404', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'centre-site-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  write('404/index.html', '<h1>Page Not Found</h1>');
  write('__spa-fallback.html', '<div id="app"></div>');
  write('__site-manifest.json', JSON.stringify({ spaRoutes: [], notFound: '404/index.html', facilityRoutes: ['/projects/:slug'] }));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let known = new Set(['added-0123456789ab']);
  const asked: string[] = [];
  const withCatalogue = express();
  serveFrontend(withCatalogue as unknown as NestExpressApplication, dir, {
    has: async (id) => {
      asked.push(id);
      return known.has(id);
    },
  });
  const without = express();
  serveFrontend(without as unknown as NestExpressApplication, dir);

  it('boots the client router for a facility the catalogue has, and 404s once it has not', async () => {
    expect((await request(withCatalogue).get('/projects/added-0123456789ab')).status).toBe(200);
    known = new Set();
    const gone = await request(withCatalogue).get('/projects/added-0123456789ab');
    expect([gone.status, gone.text]).toEqual([404, '<h1>Page Not Found</h1>']);
    expect(asked).toEqual(['added-0123456789ab', 'added-0123456789ab']);
  });

  it('asks only for paths of the listed routes, and without a catalogue every such path is 404', async () => {
    asked.length = 0;
    expect((await request(withCatalogue).get('/labs/added-0123456789ab')).status).toBe(404);
    expect(asked).toEqual([]);
    expect((await request(without).get('/projects/added-0123456789ab')).status).toBe(404);
  });

  it('facilityNamedBy reads the last segment of a matching path only', () => {
    expect(facilityNamedBy(['/projects/:slug'], '/projects/abc')).toBe('abc');
    expect(facilityNamedBy(['/projects/:slug'], '/projects/abc/def')).toBeUndefined();
    expect(facilityNamedBy([], '/projects/abc')).toBeUndefined();
  });
});

describe('matchesRoute', () => {
  it.each([
    ['/sign-in', '/sign-in', true],
    ['/sign-in', '/sign-in/', true],
    ['/sign-in', '/sign-up', false],
    ['/booking/thankyou/:username', '/booking/thankyou/asha', true],
    ['/booking/thankyou/:username', '/booking/thankyou', false],
    ['/admin/*', '/admin', true],
    ['/admin/*', '/admin/users', true],
    ['/admin/*', '/administrator', false],
  ])('%s against %s: %s', (pattern, pathname, expected) => {
    expect(matchesRoute(pattern, pathname)).toBe(expected);
  });
});
