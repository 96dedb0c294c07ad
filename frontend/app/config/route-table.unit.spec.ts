import { siteManifest } from './route-table';

describe('28.2 the site manifest names the routes a facility added in the console answers on', () => {
  it('lists the equipment pages\' route as a facility route, and only it', () => {
    expect(siteManifest().facilityRoutes).toEqual(['/projects/:slug']);
    // Prerendered, so not a client-rendered route: an unknown slug stays a 404.
    expect(siteManifest().spaRoutes).not.toContain('/projects/:slug');
  });
});
