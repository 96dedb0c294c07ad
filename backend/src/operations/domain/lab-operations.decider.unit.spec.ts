import type { Actor, LabLimits, LabOperationEvent } from '@centre/contracts';
import { decide, evolve, initialState, type LabOperationsCommand, type LabOperationsDecision } from './lab-operations.decider.js';
import { LabOperationsError } from './lab-operations.errors.js';

const admin: Actor = { kind: 'user', userId: 'u', email: 'admin@centre.example', role: 'admin' };
const stamp = (decision: LabOperationsDecision, i: number): LabOperationEvent =>
  ({ ...decision, eventId: `e${i}`, occurredAt: '2026-11-20T06:00:00.000Z', actor: admin, correlationId: 'c' }) as LabOperationEvent;

const given = (...commands: LabOperationsCommand[]) => {
  const state = commands.flatMap((c) => decide(c, initialState())).map(stamp).reduce(evolve, initialState());
  return {
    when: (command: LabOperationsCommand) => ({
      then: (...expected: LabOperationsDecision[]) => expect(decide(command, state)).toEqual(expected),
      thenFails: (code: string) => {
        expect(() => decide(command, state)).toThrow(LabOperationsError);
        expect(() => decide(command, state)).toThrow(expect.objectContaining({ code }) as Error);
      },
    }),
  };
};

const closure = { closureId: 'k1', labId: null, from: '2026-11-24', to: '2026-11-25', reason: 'Diwali' };
const outage = { outageId: 'o1', labId: 'FabricationLab', facilityId: 'fab-prusa-mk4-1', from: '2026-11-23T10:00', until: '2026-11-23T12:00', kind: 'repair' as const, reason: 'belt' };
const declareClosure: LabOperationsCommand = { type: 'DeclareClosure', data: closure };
const declareOutage: LabOperationsCommand = { type: 'DeclareOutage', data: outage };

describe('28.3 lab operations decider', () => {
  it('declares a closure once; the same declaration again records nothing', () => {
    given().when(declareClosure).then({ type: 'ClosureDeclared', version: 1, data: closure });
    given(declareClosure).when(declareClosure).then();
  });

  it('lifts a closure in force; refuses one it does not know', () => {
    given(declareClosure).when({ type: 'LiftClosure', data: { closureId: 'k1', labId: null } }).then({ type: 'ClosureLifted', version: 1, data: { closureId: 'k1', labId: null } });
    given().when({ type: 'LiftClosure', data: { closureId: 'k1', labId: null } }).thenFails('OPERATION_NOT_FOUND');
  });

  it('declares an outage once and ends it early; refuses to end one already over or unknown', () => {
    given().when(declareOutage).then({ type: 'OutageDeclared', version: 1, data: outage });
    given(declareOutage).when(declareOutage).then();
    const end = (at: string): LabOperationsCommand => ({ type: 'EndOutage', data: { outageId: 'o1', labId: 'FabricationLab', at } });
    given(declareOutage).when(end('2026-11-23T11:00')).then({ type: 'OutageEnded', version: 1, data: { outageId: 'o1', labId: 'FabricationLab', at: '2026-11-23T11:00' } });
    given(declareOutage).when(end('2026-11-23T12:30')).thenFails('OPERATION_OVER');
    given().when(end('2026-11-23T11:00')).thenFails('OPERATION_NOT_FOUND');
  });
});

describe('28.5 limits per lab', () => {
  const limits: LabLimits = { horizonDays: 30, maxFacilitiesPerBooking: 2, maxHoursPerWeek: 10, cancelNoticeHours: 24 };
  const set = (l: LabLimits = limits): LabOperationsCommand => ({ type: 'SetLabLimits', data: { labId: 'FabricationLab', limits: l } });

  it('given no limits set, when an admin sets them, then LabLimitsSet records the whole rule', () => {
    given().when(set()).then({ type: 'LabLimitsSet', version: 1, data: { labId: 'FabricationLab', limits } });
  });

  it('given the same limits, when saved again, then nothing is recorded; a change is', () => {
    given(set()).when(set()).then();
    const uncapped = { ...limits, maxHoursPerWeek: null };
    given(set()).when(set(uncapped)).then({ type: 'LabLimitsSet', version: 1, data: { labId: 'FabricationLab', limits: uncapped } });
  });

  it('the stream\'s state holds the latest limits beside its closures and outages', () => {
    const state = [...decide(declareOutage, initialState()), ...decide(set(), initialState())].map(stamp).reduce(evolve, initialState());
    expect(state.limits).toEqual(limits);
    expect(state.outages).toHaveLength(1);
  });
});

describe('28.3 opening hours set in the console', () => {
  const hours = { labId: 'FabricationLab', weekdays: [1, 2, 3, 4, 5, 6] as const, slots: ['10:00', '11:00'] };
  const set = (data: { labId: string; weekdays: readonly (0 | 1 | 2 | 3 | 4 | 5 | 6)[]; slots: readonly string[] } = hours): LabOperationsCommand => ({ type: 'SetOpeningHours', data });

  it('given the catalogue\'s hours, when an admin sets others, then OpeningHoursSet records the whole rule', () => {
    given().when(set()).then({ type: 'OpeningHoursSet', version: 1, data: hours });
  });

  it('given the same hours (set, or the catalogue\'s), when saved again, then nothing is recorded', () => {
    given(set()).when(set()).then();
    const catalogues = { labId: 'FabricationLab', weekdays: [0, 1, 2, 3, 4, 5, 6] as const, slots: ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00'] };
    given().when(set(catalogues)).then();
    given(set()).when(set(catalogues)).then({ type: 'OpeningHoursSet', version: 1, data: catalogues });
  });

  it('refuses an unknown lab', () => {
    given().when(set({ ...hours, labId: 'Nowhere' })).thenFails('LAB_NOT_FOUND');
  });

  it('the stream\'s state holds the latest hours beside its limits, closures and outages', () => {
    const state = [...decide(declareOutage, initialState()), ...decide(set(), initialState())].map(stamp).reduce(evolve, initialState());
    expect(state.hours).toEqual({ weekdays: hours.weekdays, slots: hours.slots });
    expect(state.outages).toHaveLength(1);
  });
});
