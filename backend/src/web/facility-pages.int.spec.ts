import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express, { type Express } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createAdminTestApp, type AdminTestApp, type SignedIn } from '../admin/testing/admin-test-app.js';
import { CURRENT_CATALOGUE, type CurrentCatalogueReader } from '../bookings/index.js';
import { CatalogueModule } from '../catalogue/catalogue.module.js';
import { facilityPagesOf } from './facility-pages.js';
import { serveFrontend } from './serve-frontend.js';

const SHELL = '<div id="app"></div>';
const NOT_FOUND = '<h1>Page Not Found</h1>';
const dir = mkdtempSync(path.join(os.tmpdir(), 'centre-site-'));
const write = (file: string, content: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), content);
};
write('projects/fdm/index.html', '<h1>FDM</h1>');
write('404/index.html', NOT_FOUND);
write('__spa-fallback.html', SHELL);
write('__site-manifest.json', JSON.stringify({ spaRoutes: ['/sign-in'], notFound: '404/index.html', facilityRoutes: ['/projects/:slug'] }));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let t: AdminTestApp;
let admin: SignedIn;
let site: Express;
const http = () => request(site);
const post = (route: string, body: object) => http().post(`/api/admin/catalogue${route}`).set('Cookie', admin.cookie).send(body);
const page = async (url: string) => {
  const res = await http().get(url);
  return [res.status, res.text];
};

beforeEach(async () => {
  t = await createAdminTestApp([CatalogueModule]);
  // As the backend mounts it: the site first, the API paths passed on to the application.
  site = express();
  serveFrontend(site as unknown as NestExpressApplication, dir, facilityPagesOf(t.app.get<CurrentCatalogueReader>(CURRENT_CATALOGUE)));
  const application: Express = t.app.getHttpAdapter().getInstance();
  site.use(application);
  admin = await t.signIn('admin');
});
afterEach(async () => {
  await t.close();
});

describe('28.2 a facility added in the console has a page at its own URL', () => {
  it('answers 200 with the client shell for a facility the current catalogue has, 404 for one it never had', async () => {
    const added = await post('/facilities', { labId: 'MediaLab', name: 'Blackmagic Pocket 6K', description: 'Cinema camera', specs: 'Super 35', category: 'camera' });
    expect(added.status).toBe(201);
    const id = added.body.facilityId as string;
    expect(await page(`/projects/${id}`)).toEqual([200, SHELL]);
    // A spec facility by its id, a prerendered page by its slug, and what is neither.
    expect(await page('/projects/fab-prusa-mk4-1')).toEqual([200, SHELL]);
    expect(await page('/projects/fdm')).toEqual([200, '<h1>FDM</h1>']);
    expect(await page('/projects/added-000000000000')).toEqual([404, NOT_FOUND]);
    expect(await page('/projects/no-such-item')).toEqual([404, NOT_FOUND]);
    expect(await page(`/projects/${id}/extra`)).toEqual([404, NOT_FOUND]);
    expect(await page('/no-such-page')).toEqual([404, NOT_FOUND]);
  });

  it('GET /api/catalog/facilities/:id answers its page; a retired one keeps it, saying so, and 404 for an unknown id', async () => {
    const id = (await post('/facilities', { labId: 'FabricationLab', name: 'Raise3D Pro3', description: 'Dual extrusion', specs: 'Build 300 mm\nTwo nozzles', category: '3d-printer', trainingRequired: true })).body.facilityId as string;
    const before = await http().get(`/api/catalog/facilities/${id}`).expect(200);
    expect(before.body).toEqual({
      success: true,
      page: {
        lab: { id: 'FabricationLab', name: 'Fabrication Lab' },
        facility: expect.objectContaining({ id, name: 'Raise3D Pro3', description: 'Dual extrusion', specs: ['Build 300 mm', 'Two nozzles'], trainingRequired: true, retired: null }),
      },
    });
    expect((await post('/facilities/retire', { labId: 'FabricationLab', facilityId: id, reason: 'Sold to the university' })).status).toBe(200);
    const after = await http().get(`/api/catalog/facilities/${id}`).expect(200);
    expect(after.body.page.facility.retired).toEqual({ reason: 'Sold to the university', retiredAt: expect.any(String) });
    expect(JSON.stringify(after.body)).not.toContain(admin.user.email);
    // Its URL still answers: the page says it can no longer be booked.
    expect(await page(`/projects/${id}`)).toEqual([200, SHELL]);
    const unknown = await http().get('/api/catalog/facilities/no-such-item');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
  });
});
