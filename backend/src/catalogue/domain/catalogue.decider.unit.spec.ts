import { addedFacilityId, type Actor, type CatalogueEvent } from '@centre/contracts';
import { decide, evolve, initialState, type CatalogueCommand, type CatalogueDecision } from './catalogue.decider.js';

const admin: Actor = { kind: 'user', userId: 'u-1', email: 'admin@centre.example', role: 'admin' };
const stamp = (d: CatalogueDecision, i: number): CatalogueEvent =>
  ({ ...d, eventId: `e-${i}`, occurredAt: '2026-11-20T06:00:00.000Z', actor: admin, correlationId: 'c' }) as CatalogueEvent;
const given = (...decisions: CatalogueDecision[]) => decisions.map(stamp).reduce(evolve, initialState());

const NEW = addedFacilityId('0a1b2c3d4e5f');
const description = { name: 'Raise3D Pro3', description: '', specs: [], photo: null, category: '3d-printer', lentWithAnother: false } as const;
const add: CatalogueCommand = { type: 'AddFacility', data: { facilityId: NEW, labId: 'FabricationLab', ...description, specs: [], trainingRequired: false } };
const addedEvent = (): CatalogueDecision => ({ type: 'FacilityAdded', version: 1, data: { facilityId: NEW, labId: 'FabricationLab', ...description, specs: [], trainingRequired: false } });
const retire = (facilityId: string, labId = 'FabricationLab'): CatalogueCommand => ({ type: 'RetireFacility', data: { facilityId, labId, reason: 'Sold' } });
const training = (facilityId: string, required: boolean): CatalogueCommand => ({ type: 'SetTrainingRequirement', data: { facilityId, labId: 'FabricationLab', required } });

describe('28.2 the catalogue decider', () => {
  it('adds a facility with a new id', () => {
    expect(decide(add, given())).toEqual([addedEvent()]);
  });

  it('refuses an id already in the catalogue, or one the spec retired (old bookings read their name by it)', () => {
    expect(() => decide(add, given(addedEvent()))).toThrow(expect.objectContaining({ code: 'FACILITY_ID_TAKEN' }));
    const reused: CatalogueCommand = { ...add, data: { ...add.data, facilityId: 'smac-iphone-15' } } as CatalogueCommand;
    expect(() => decide(reused, given())).toThrow(expect.objectContaining({ code: 'FACILITY_ID_TAKEN' }));
  });

  it('edits only what changed (an identical edit records nothing)', () => {
    const edit = (name: string): CatalogueCommand => ({ type: 'EditFacility', data: { facilityId: NEW, labId: 'FabricationLab', ...description, specs: [], name } });
    expect(decide(edit('Raise3D Pro3'), given(addedEvent()))).toEqual([]);
    expect(decide(edit('Raise3D Pro3 Plus'), given(addedEvent()))).toHaveLength(1);
  });

  it('refuses a facility of another lab, or none', () => {
    expect(() => decide(retire('fab-ultimaker-s5', 'BioLab'), given())).toThrow(expect.objectContaining({ code: 'FACILITY_NOT_FOUND' }));
    expect(() => decide(retire('nothing-here'), given())).toThrow(expect.objectContaining({ code: 'FACILITY_NOT_FOUND' }));
  });

  it('retires once; a retired facility is not edited nor trained any more', () => {
    const retired = decide(retire('fab-ultimaker-s5'), given());
    expect(retired).toEqual([{ type: 'FacilityRetired', version: 1, data: { facilityId: 'fab-ultimaker-s5', labId: 'FabricationLab', reason: 'Sold' } }]);
    const state = given(...retired);
    expect(decide(retire('fab-ultimaker-s5'), state)).toEqual([]);
    expect(() => decide(training('fab-ultimaker-s5', true), state)).toThrow(expect.objectContaining({ code: 'FACILITY_RETIRED' }));
  });

  it('sets and clears the training requirement, nothing when it already is so', () => {
    expect(decide(training('fab-prusa-mk4-1', true), given())).toEqual([{ type: 'TrainingRequirementSet', version: 1, data: { facilityId: 'fab-prusa-mk4-1', labId: 'FabricationLab' } }]);
    expect(decide(training('fab-trotec-speedy-360', false), given())[0]?.type).toBe('TrainingRequirementCleared');
    expect(decide(training('fab-trotec-speedy-360', true), given())).toEqual([]);
  });
});
