import type { Actor } from '../events/event-envelope.js';
import { addedFacilityId, type CatalogueEvent } from './catalogue-events.js';
import { bookableLab, catalogueFacility, catalogueRefusal, evolveCatalogue, SEED_CATALOGUE, seedCatalogueLab } from './catalogue.js';
import { parseAddFacility, parseRetireFacility, parseSetTrainingRequirement } from './catalogue-api.js';
import { LABS } from './labs.js';
import { RETIRED_FACILITIES } from './facility-rows.js';

const admin: Actor = { kind: 'user', userId: 'u-1', email: 'admin@centre.example', role: 'admin' };
let n = 0;
const event = <E extends CatalogueEvent>(type: E['type'], data: E['data']): CatalogueEvent =>
  ({ type, version: 1, eventId: `e-${(n += 1)}`, occurredAt: '2026-11-20T06:00:00.000Z', actor: admin, correlationId: 'c', data }) as CatalogueEvent;

const NEW = addedFacilityId('3f2a9c1d0b7e');
const added = event('FacilityAdded', {
  facilityId: NEW,
  labId: 'FabricationLab',
  name: 'Raise3D Pro3 3D Printer',
  description: 'Dual-extrusion printer.',
  specs: ['300 × 300 × 300 mm'],
  photo: null,
  category: '3d-printer',
  lentWithAnother: false,
  trainingRequired: false,
});
const fold = (...events: CatalogueEvent[]) => events.reduce(evolveCatalogue, SEED_CATALOGUE);
const fab = (catalogue: ReturnType<typeof fold>) => catalogue.find((l) => l.id === 'FabricationLab')!;

describe('28.2 the catalogue run from the console: one fold of the seed and the events', () => {
  it('with no event it is the spec\'s catalogue: the same labs, ids and counts', () => {
    expect(SEED_CATALOGUE.map((l) => [l.id, l.facilities.map((f) => f.id)])).toEqual(LABS.map((l) => [l.id, l.facilities.map((f) => f.id)]));
    expect(SEED_CATALOGUE.map(bookableLab).map((l) => l.facilities.length)).toEqual(LABS.map((l) => l.facilities.length));
  });

  it('an added facility\'s id cannot be one of the spec\'s (old or current)', () => {
    const spec = [...LABS.flatMap((l) => l.facilities.map((f) => f.id)), ...RETIRED_FACILITIES.map(([id]) => id)];
    expect(spec.filter((id) => id.startsWith(addedFacilityId('')))).toEqual([]);
  });

  describe.each([
    ['once', 1],
    ['twice (idempotent)', 2],
  ])('each event applied %s', (_label, times) => {
    const twice = (...events: CatalogueEvent[]) => fold(...events.flatMap((e) => Array<CatalogueEvent>(times).fill(e)));

    it('FacilityAdded adds it at the end of its lab, bookable', () => {
      const lab = fab(twice(added));
      expect(lab.facilities.filter((f) => f.id === NEW)).toHaveLength(1);
      expect(lab.facilities.at(-1)).toMatchObject({ id: NEW, name: 'Raise3D Pro3 3D Printer', image: '/images/facilities/3d-printer.svg', retired: null });
      expect(bookableLab(lab).facilities).toHaveLength(LABS[0]!.facilities.length + 1);
    });

    it('FacilityEdited changes its description, photo and lending', () => {
      const edit = event('FacilityEdited', {
        facilityId: 'fab-prusa-mk4-1', labId: 'FabricationLab', name: 'Prusa MK4S', description: 'Upgraded.', specs: ['0.4 mm nozzle'],
        photo: '/images/equipment/prusa.jpg', category: '3d-printer', lentWithAnother: true,
      });
      const found = catalogueFacility(twice(edit), 'fab-prusa-mk4-1')!.facility;
      expect(found).toMatchObject({ name: 'Prusa MK4S', description: 'Upgraded.', specs: ['0.4 mm nozzle'], image: '/images/equipment/prusa.jpg', lentWithAnother: true });
    });

    it('FacilityRetired keeps it, marked with its reason and actor, and it is no longer bookable', () => {
      const retire = event('FacilityRetired', { facilityId: 'fab-ultimaker-s5', labId: 'FabricationLab', reason: 'Sold' });
      const lab = fab(twice(retire));
      expect(lab.facilities.find((f) => f.id === 'fab-ultimaker-s5')?.retired).toEqual({ reason: 'Sold', retiredBy: 'admin@centre.example', retiredAt: '2026-11-20T06:00:00.000Z' });
      expect(bookableLab(lab).facilities.map((f) => f.id)).not.toContain('fab-ultimaker-s5');
      expect(catalogueRefusal(lab, ['fab-prusa-mk4-1', 'fab-ultimaker-s5'])?.code).toBe('FACILITY_RETIRED');
    });

    it('TrainingRequirementSet and Cleared set the flag', () => {
      const set = event('TrainingRequirementSet', { facilityId: 'fab-prusa-mk4-1', labId: 'FabricationLab' });
      const cleared = event('TrainingRequirementCleared', { facilityId: 'fab-trotec-speedy-360', labId: 'FabricationLab' });
      const catalogue = twice(set, cleared);
      expect(catalogueFacility(catalogue, 'fab-prusa-mk4-1')?.facility.trainingRequired).toBe(true);
      expect(catalogueFacility(catalogue, 'fab-trotec-speedy-360')?.facility.trainingRequired).toBe(false);
    });
  });

  it('an event of another lab, or of a facility it does not hold, changes nothing (the same state back)', () => {
    const stray = event('FacilityRetired', { facilityId: 'no-such', labId: 'FabricationLab', reason: 'x' });
    expect(fold(stray)).toBe(SEED_CATALOGUE);
    expect(seedCatalogueLab('BioLab')).toBe(SEED_CATALOGUE.find((l) => l.id === 'BioLab'));
  });

  it('the booking decision refuses a facility the lab does not hold', () => {
    expect(catalogueRefusal(fab(SEED_CATALOGUE), ['bio-eppendorf-5424r'])?.code).toBe('FACILITY_NOT_IN_LAB');
    expect(catalogueRefusal(fab(fold(added)), [NEW])).toBeNull();
  });
});

describe('28.2 what an admin types', () => {
  it('an addition with nothing in it says what is missing, field by field', () => {
    const parsed = parseAddFacility({ labId: 'Nowhere', name: ' ', category: 'boat', photo: 'http://elsewhere/x.png' });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(Object.keys(parsed.errors).sort()).toEqual(['category', 'labId', 'name', 'photo']);
  });

  it('specs come as the textarea\'s lines, blank ones dropped', () => {
    const parsed = parseAddFacility({ labId: 'BioLab', name: 'Nanodrop', category: 'lab-instrument', specs: 'UV-Vis\n\n 1 µl sample ' });
    expect(parsed).toEqual({ ok: true, value: expect.objectContaining({ specs: ['UV-Vis', '1 µl sample'], photo: null, trainingRequired: false }) });
  });

  it('a retirement needs its reason; a training change needs yes or no', () => {
    expect(parseRetireFacility({ labId: 'BioLab', facilityId: 'bio-x', reason: '' })).toMatchObject({ ok: false, errors: { reason: expect.any(String) } });
    expect(parseSetTrainingRequirement({ labId: 'BioLab', facilityId: 'bio-x' })).toMatchObject({ ok: false, errors: { required: expect.any(String) } });
  });
});
