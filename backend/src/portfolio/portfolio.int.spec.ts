import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { configureApp } from '../shared/http/configure-app.js';
import { PORTFOLIO_CACHE_CONTROL } from './portfolio.controller.js';
import { PORTFOLIO_SEED, STARTUP_SECTORS, type StartupRecord } from '@centre/contracts';
import { PortfolioModule } from './portfolio.module.js';

const PUBLIC_DIR = resolve(import.meta.dirname, '../../../frontend/public');

describe('the startup portfolio', () => {
  const t = {} as { app: NestExpressApplication };

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [PortfolioModule] }).compile();
    t.app = moduleRef.createNestApplication<NestExpressApplication>({ logger: ['fatal'] });
    configureApp(t.app, { trustedProxies: 0 });
    await t.app.init();
  });

  afterAll(async () => {
    await t.app.close();
  });

  const fetchData = () =>
    request(t.app.getHttpServer())
      .get('/api/fetch-data')
      .query({ baseId: 'appXXXXXXXXXXXXXX', tableId: 'tblXXXXXXXXXXXXXX' });

  it('answers the spec’s shape with every startup, sorted by company name', async () => {
    const response = await fetchData();
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body.success).toBe(true);
    const records = response.body.data.records as StartupRecord[];
    expect(records.length).toBeGreaterThanOrEqual(40);
    expect(records).toHaveLength(PORTFOLIO_SEED.length);

    const names = records.map((r) => r.fields['Company Name'] ?? '');
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);

    for (const { id, fields } of records) {
      expect(id).toMatch(/^startup-[a-z0-9-]+$/);
      expect(fields['Company Name']).toEqual(expect.any(String));
      expect(fields['Founder Name']).toEqual(expect.any(String));
      expect(fields.Description).toEqual(expect.any(String));
      expect(STARTUP_SECTORS).toContain(fields.Category);
      expect(fields['Website Link']).toMatch(/^https:\/\/[a-z0-9-]+\.example$/);
      // The showcase's spelling of the same startup.
      expect(fields.CompanyName).toBe(fields['Company Name']);
      expect(fields.WebsiteLinks).toBe(fields['Website Link']);
      expect(fields.CompanyLogo).toEqual(fields['Company Logo']);
    }
  });

  it('points every logo at a drawn SVG that the site serves, and leaves some without one', async () => {
    const records = (await fetchData()).body.data.records as StartupRecord[];
    const withLogo = records.filter((r) => r.fields['Company Logo'] !== undefined);
    expect(records.length - withLogo.length).toBeGreaterThanOrEqual(2);
    for (const { fields } of withLogo) {
      const [logo] = fields['Company Logo'] ?? [];
      expect(logo?.url).toMatch(/^\/images\/startups\/[a-z0-9-]+\.svg$/);
      expect(existsSync(join(PUBLIC_DIR, logo?.url ?? ''))).toBe(true);
      const [image] = fields['Startup Image'] ?? [];
      expect(existsSync(join(PUBLIC_DIR, image?.url ?? ''))).toBe(true);
    }
  });

  it('holds descriptions on both sides of the 150-character clamp and 6 to 8 categories', () => {
    const lengths = PORTFOLIO_SEED.map((s) => s.description.length);
    expect(lengths.filter((n) => n > 150).length).toBeGreaterThanOrEqual(5);
    expect(lengths.filter((n) => n <= 150).length).toBeGreaterThanOrEqual(5);
    const used = new Set(PORTFOLIO_SEED.map((s) => s.category));
    expect(used.size).toBeGreaterThanOrEqual(6);
    expect(used.size).toBeLessThanOrEqual(8);
    expect(new Set(PORTFOLIO_SEED.map((s) => s.slug)).size).toBe(PORTFOLIO_SEED.length);
  });

  it('is cacheable briefly and revalidates with its ETag', async () => {
    const first = await fetchData();
    expect(first.headers['cache-control']).toBe(PORTFOLIO_CACHE_CONTROL);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await fetchData().set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const weak = await fetchData().set('If-None-Match', `"other", W/${etag}`);
    expect(weak.status).toBe(304);
    const stale = await fetchData().set('If-None-Match', '"something-else"');
    expect(stale.status).toBe(200);
  });

  it('answers without baseId and tableId too', async () => {
    const response = await request(t.app.getHttpServer()).get('/api/fetch-data');
    expect(response.status).toBe(200);
    expect(response.body.data.records.length).toBe(PORTFOLIO_SEED.length);
  });

  it('lists the same records plainly at /api/startups', async () => {
    const plain = await request(t.app.getHttpServer()).get('/api/startups');
    const spec = await fetchData();
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual({ success: true, records: spec.body.data.records });
    expect(plain.headers.etag).not.toBe(spec.headers.etag);
  });
});
