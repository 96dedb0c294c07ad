import type { Actor } from '../events/event-envelope.js';
import { addedFacilityId, type CatalogueEvent } from './catalogue-events.js';
import { evolveCatalogue, SEED_CATALOGUE } from './catalogue.js';
import { FACILITY_PAGE_PATH, facilityPageOf } from './facility-page.js';

const admin: Actor = { kind: 'user', userId: 'u-1', email: 'admin@centre.example', role: 'admin' };
let n = 0;
const event = <E extends CatalogueEvent>(type: E['type'], data: E['data']): CatalogueEvent =>
  ({ type, version: 1, eventId: `e-${(n += 1)}`, occurredAt: '2026-11-20T06:00:00.000Z', actor: admin, correlationId: 'c', data }) as CatalogueEvent;

const NEW = addedFacilityId('77aa00bb11cc');
const added = event('FacilityAdded', {
  facilityId: NEW,
  labId: 'MediaLab',
  name: 'Blackmagic Pocket 6K',
  description: 'Cinema camera.',
  specs: ['Super 35 sensor', 'BRAW'],
  photo: '/images/facilities/bmpcc.jpg',
  category: 'camera',
  lentWithAnother: false,
  trainingRequired: true,
});
const retired = event('FacilityRetired', { labId: 'MediaLab', facilityId: NEW, reason: 'Sold' });

describe('28.2 a facility\'s page: what the current catalogue says of it', () => {
  it('a facility added in the console has a page with its lab, words, specs, photo and training flag', () => {
    const page = facilityPageOf(evolveCatalogue(SEED_CATALOGUE, added), NEW);
    expect(page).toEqual({
      lab: { id: 'MediaLab', name: 'Media Lab' },
      facility: expect.objectContaining({
        id: NEW,
        name: 'Blackmagic Pocket 6K',
        description: 'Cinema camera.',
        specs: ['Super 35 sensor', 'BRAW'],
        photo: '/images/facilities/bmpcc.jpg',
        trainingRequired: true,
        retired: null,
      }),
    });
  });

  it('a retired one keeps its page, saying why and when, but not who retired it', () => {
    const catalogue = [added, retired].reduce(evolveCatalogue, SEED_CATALOGUE);
    const page = facilityPageOf(catalogue, NEW);
    expect(page?.facility.retired).toEqual({ reason: 'Sold', retiredAt: '2026-11-20T06:00:00.000Z' });
    expect(JSON.stringify(page)).not.toContain('admin@centre.example');
  });

  it('the spec\'s facilities have pages; an id the catalogue never had has none', () => {
    expect(facilityPageOf(SEED_CATALOGUE, 'fab-prusa-mk4-1')?.lab.id).toBe('FabricationLab');
    expect(facilityPageOf(SEED_CATALOGUE, NEW)).toBeUndefined();
    expect(facilityPageOf(SEED_CATALOGUE, 'no-such-machine')).toBeUndefined();
  });

  it('its address escapes what it is given', () => {
    expect(FACILITY_PAGE_PATH('a/b')).toBe('/api/catalog/facilities/a%2Fb');
  });
});
