import type { Actor } from '../events/event-envelope.js';
import type { LabOperationEvent } from './lab-operation-events.js';
import {
  NO_OPERATIONS,
  evolveLabOperations,
  labDayOperations,
  outageAmong,
  outageCovers,
  unavailableCells,
  type LabOperations,
} from './lab-operations.js';
import { operationsRule } from './operation-refusals.js';

const ADMIN: Actor = { kind: 'user', userId: 'u1', email: 'admin@centre.example', role: 'admin' };
const AT = '2026-11-20T06:00:00.000Z';
const PRINTER = 'fab-prusa-mk4-1';

const envelope = <E extends LabOperationEvent>(type: E['type'], data: E['data'], occurredAt = AT): LabOperationEvent =>
  ({ type, version: 1, eventId: `${type}-${JSON.stringify(data)}`, occurredAt, actor: ADMIN, correlationId: 'c', data }) as LabOperationEvent;

const diwali = envelope('ClosureDeclared', { closureId: 'k1', labId: null, from: '2026-11-24', to: '2026-11-25', reason: 'Diwali' });
const lifted = envelope('ClosureLifted', { closureId: 'k1', labId: null });
const outage = envelope('OutageDeclared', {
  outageId: 'o1',
  labId: 'FabricationLab',
  facilityId: PRINTER,
  from: '2026-11-23T10:30',
  until: '2026-11-23T13:00',
  kind: 'maintenance',
  reason: 'new nozzle',
});
const ended = (at: string): LabOperationEvent => envelope('OutageEnded', { outageId: 'o1', labId: 'FabricationLab', at });

const run = (...events: LabOperationEvent[]): LabOperations => events.reduce(evolveLabOperations, NO_OPERATIONS);

describe('28.3 lab operations: the fold of an operations stream', () => {
  it('a closure declared is listed with who declared it; the same event twice changes nothing', () => {
    const once = run(diwali);
    expect(once.closures).toEqual([
      { closureId: 'k1', labId: null, from: '2026-11-24', to: '2026-11-25', reason: 'Diwali', declaredBy: 'admin@centre.example', declaredAt: AT },
    ]);
    expect(evolveLabOperations(once, diwali)).toBe(once);
  });

  it('a closure lifted is gone; lifting it twice changes nothing', () => {
    const once = run(diwali, lifted);
    expect(once.closures).toEqual([]);
    expect(evolveLabOperations(once, lifted)).toBe(once);
  });

  it('an outage declared is listed; the same event twice changes nothing', () => {
    const once = run(outage);
    expect(once.outages).toHaveLength(1);
    expect(once.outages[0]).toMatchObject({ outageId: 'o1', facilityId: PRINTER, until: '2026-11-23T13:00', declaredBy: 'admin@centre.example' });
    expect(evolveLabOperations(once, outage)).toBe(once);
  });

  it('an outage ended early ends then; ended twice changes nothing; ended before it began, it never happens', () => {
    const once = run(outage, ended('2026-11-23T11:15'));
    expect(once.outages[0]?.until).toBe('2026-11-23T11:15');
    expect(evolveLabOperations(once, ended('2026-11-23T11:15'))).toBe(once);
    expect(run(outage, ended('2026-11-23T09:00')).outages).toEqual([]);
  });

  it('a new declaration drops what has been over for two days, never what is current', () => {
    const later = envelope('ClosureDeclared', { closureId: 'k2', labId: null, from: '2026-12-10', to: '2026-12-10', reason: 'Convocation' }, '2026-12-01T06:00:00.000Z');
    expect(run(diwali, outage, later).closures.map((c) => c.closureId)).toEqual(['k2']);
    expect(run(diwali, outage, later).outages).toEqual([]);
    const soon = envelope('ClosureDeclared', { closureId: 'k3', labId: null, from: '2026-11-26', to: '2026-11-26', reason: 'Audit' }, '2026-11-25T06:00:00.000Z');
    expect(run(diwali, soon).closures.map((c) => c.closureId)).toEqual(['k1', 'k3']);
  });
});

describe('28.3 lab operations: what concerns a lab-day', () => {
  const centre = run(diwali);
  const fab = run(outage);

  it('a closure of the whole centre concerns every lab on its dates only', () => {
    expect(labDayOperations('BioLab', '2026-11-24', centre, fab).closures).toHaveLength(1);
    expect(labDayOperations('BioLab', '2026-11-26', centre, fab).closures).toHaveLength(0);
  });

  it('a closure of one lab concerns that lab only', () => {
    const media = run(envelope('ClosureDeclared', { closureId: 'k9', labId: 'MediaLab', from: '2026-11-23', to: '2026-11-23', reason: 'Shoot' }));
    expect(labDayOperations('MediaLab', '2026-11-23', media).closures).toHaveLength(1);
    expect(labDayOperations('BioLab', '2026-11-23', media).closures).toHaveLength(0);
  });

  it('an outage takes the slots it overlaps, even partly, and no other', () => {
    expect(['09:00', '10:00', '11:00', '12:00', '13:00'].filter((s) => outageCovers(fab.outages[0]!, '2026-11-23', s))).toEqual(['10:00', '11:00', '12:00']);
    const day = labDayOperations('FabricationLab', '2026-11-23', centre, fab);
    expect(outageAmong(day, '2026-11-23', ['12:00'], [PRINTER])?.outageId).toBe('o1');
    expect(outageAmong(day, '2026-11-23', ['13:00'], [PRINTER])).toBeUndefined();
    expect(outageAmong(day, '2026-11-23', ['12:00'], ['fab-ultimaker-s5'])).toBeUndefined();
    expect(labDayOperations('FabricationLab', '2026-11-24', fab).outages).toEqual([]);
  });

  it('the unavailable cells: a closed day is every open slot with its reason; an outage is its facility\'s cells', () => {
    const closed = unavailableCells(labDayOperations('FabricationLab', '2026-11-24', centre, fab), 'FabricationLab', '2026-11-24');
    expect(closed).toHaveLength(12);
    expect(closed[0]).toEqual({ slotId: '09:00', facilityId: null, reason: 'closed', note: 'Diwali' });
    const out = unavailableCells(labDayOperations('FabricationLab', '2026-11-23', centre, fab), 'FabricationLab', '2026-11-23');
    expect(out).toEqual(['10:00', '11:00', '12:00'].map((slotId) => ({ slotId, facilityId: PRINTER, reason: 'maintenance', note: 'new nozzle' })));
  });

  it('the refusal names the closure\'s reason, or the facility and "Under maintenance"', () => {
    expect(operationsRule(labDayOperations('BioLab', '2026-11-24', centre), '2026-11-24', ['10:00'], ['x'])).toEqual({
      code: 'CLOSED_BY_CLOSURE',
      message: 'The lab is closed on this date (Diwali). Please select another date.',
      note: 'Diwali',
    });
    const refusal = operationsRule(labDayOperations('FabricationLab', '2026-11-23', fab), '2026-11-23', ['11:00'], [PRINTER]);
    expect(refusal?.code).toBe('FACILITY_UNDER_MAINTENANCE');
    expect(refusal?.message).toMatch(/^.+: Under maintenance \(new nozzle\)\. Please select another time or facility\.$/);
    // The staff's words on their own, for the languages whose catalogue words cannot quote them.
    expect(refusal?.note).toMatch(/^.+: new nozzle$/);
    expect(operationsRule(labDayOperations('FabricationLab', '2026-11-23', fab), '2026-11-23', ['13:00'], [PRINTER])).toBeNull();
  });
});
