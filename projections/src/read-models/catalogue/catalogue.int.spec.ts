import { CATALOGUE_STREAM, LABS, addedFacilityId, type Actor, type AnyEvent, type CatalogueEvent } from '@centre/contracts';
import { recorded } from '../../testing/events.js';
import { STORES, project, type OpenedStore } from '../../testing/projection-harness.js';
import { catalogueProjection } from './catalogue.projection.js';
import { getCatalogue, getCatalogueLab } from './catalogue.query.js';

const admin: Actor = { kind: 'user', userId: 'u-1', email: 'admin@centre.example', role: 'admin' };
const NEW = addedFacilityId('9b1e2f3a4c5d');

let position = 0;
const at = <E extends CatalogueEvent>(type: E['type'], data: E['data']) => {
  position += 1;
  const event = { type, version: 1, eventId: `e-${position}`, occurredAt: '2026-11-20T06:00:00.000Z', actor: admin, correlationId: 'c', data } as AnyEvent;
  return recorded(event, position, CATALOGUE_STREAM);
};

const description = { description: 'Dual extrusion.', specs: ['300 mm cube'], photo: null, category: '3d-printer', lentWithAnother: false } as const;
const added = () => at('FacilityAdded', { facilityId: NEW, labId: 'FabricationLab', name: 'Raise3D Pro3', ...description, specs: [...description.specs], trainingRequired: false });
const facilityOf = async (store: OpenedStore['store'], id: string) => (await getCatalogueLab(store, 'FabricationLab'))?.facilities.find((f) => f.id === id);

describe.each(STORES)('28.2 catalogue projection (%s)', (_, open) => {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await open();
    position = 0;
  });
  afterEach(() => opened.dispose());

  it('before any change every lab reads as the spec\'s', async () => {
    const catalogue = await getCatalogue(opened.store);
    expect(catalogue.map((l) => [l.id, l.facilities.length])).toEqual(LABS.map((l) => [l.id, l.facilities.length]));
  });

  describe.each([
    ['once', false],
    ['twice (idempotent)', true],
  ])('each handler applied %s', (_label, twice) => {
    it('FacilityAdded adds it to its lab only', async () => {
      await project(opened.store, catalogueProjection, [added()], { twice });
      const fab = await getCatalogueLab(opened.store, 'FabricationLab');
      expect(fab?.facilities.filter((f) => f.id === NEW)).toHaveLength(1);
      expect(fab?.facilities).toHaveLength(LABS[0]!.facilities.length + 1);
      expect((await getCatalogueLab(opened.store, 'BioLab'))?.facilities.some((f) => f.id === NEW)).toBe(false);
    });

    it('FacilityEdited changes what it says', async () => {
      await project(opened.store, catalogueProjection, [added(), at('FacilityEdited', { facilityId: NEW, labId: 'FabricationLab', name: 'Raise3D Pro3 Plus', ...description, specs: ['Bigger'] })], { twice });
      expect(await facilityOf(opened.store, NEW)).toMatchObject({ name: 'Raise3D Pro3 Plus', specs: ['Bigger'] });
    });

    it('FacilityRetired marks it retired with the reason', async () => {
      await project(opened.store, catalogueProjection, [at('FacilityRetired', { facilityId: 'fab-ultimaker-s5', labId: 'FabricationLab', reason: 'Sold' })], { twice });
      expect((await facilityOf(opened.store, 'fab-ultimaker-s5'))?.retired).toMatchObject({ reason: 'Sold', retiredBy: 'admin@centre.example' });
    });

    it('TrainingRequirementSet and TrainingRequirementCleared set the flag', async () => {
      await project(opened.store, catalogueProjection, [at('TrainingRequirementSet', { facilityId: 'fab-prusa-mk4-1', labId: 'FabricationLab' })], { twice });
      expect((await facilityOf(opened.store, 'fab-prusa-mk4-1'))?.trainingRequired).toBe(true);
      await project(opened.store, catalogueProjection, [at('TrainingRequirementCleared', { facilityId: 'fab-prusa-mk4-1', labId: 'FabricationLab' })], { twice });
      expect((await facilityOf(opened.store, 'fab-prusa-mk4-1'))?.trainingRequired).toBe(false);
    });
  });
});
