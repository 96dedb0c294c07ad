import type { Actor, AnyEvent, LabOperationEvent } from '@centre/contracts';
import { labOperationsStreamId } from '@centre/contracts';
import { recorded } from '../../testing/events.js';
import { STORES, project, type OpenedStore } from '../../testing/projection-harness.js';
import { getOccupancy } from '../occupancy/occupancy.query.js';
import { labOperationsProjection } from './lab-operations.projection.js';
import { getAllLabOperations, getLabDayOperations, getLabHours, getLabLimits } from './lab-operations.query.js';

const admin: Actor = { kind: 'user', userId: 'u-1', email: 'admin@centre.example', role: 'admin' };
const PRINTER = 'fab-prusa-mk4-1';

let position = 0;
const at = <E extends LabOperationEvent>(type: E['type'], data: E['data'], occurredAt = '2026-11-20T06:00:00.000Z') => {
  position += 1;
  const event = { type, version: 1, eventId: `e-${position}`, occurredAt, actor: admin, correlationId: 'c', data } as AnyEvent;
  return recorded(event, position, labOperationsStreamId((data as { labId: string | null }).labId));
};

describe.each(STORES)('28.3 lab-operations projection (%s)', (_, open) => {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await open();
    position = 0;
  });
  afterEach(() => opened.dispose());

  const diwali = () => at('ClosureDeclared', { closureId: 'k1', labId: null, from: '2026-11-24', to: '2026-11-25', reason: 'Diwali' });
  const outage = () =>
    at('OutageDeclared', {
      outageId: 'o1',
      labId: 'FabricationLab',
      facilityId: PRINTER,
      from: '2026-11-23T10:00',
      until: '2026-11-23T12:00',
      kind: 'repair',
      reason: 'belt',
    });

  describe.each([
    ['once', false],
    ['twice (idempotent)', true],
  ])('each handler applied %s', (_label, twice) => {
    it('ClosureDeclared closes every lab on its dates, with its reason in the snapshot', async () => {
      await project(opened.store, labOperationsProjection, [diwali()], { twice });
      expect((await getLabDayOperations(opened.store, 'BioLab', '2026-11-25')).closures.map((c) => c.reason)).toEqual(['Diwali']);
      expect((await getLabDayOperations(opened.store, 'BioLab', '2026-11-26')).closures).toEqual([]);
      const snapshot = await getOccupancy(opened.store, 'MediaLab', '2026-11-24');
      expect(snapshot.unavailable).toHaveLength(12);
      expect(snapshot.unavailable?.[0]).toEqual({ slotId: '09:00', facilityId: null, reason: 'closed', note: 'Diwali' });
    });

    it('ClosureLifted opens the days again', async () => {
      await project(opened.store, labOperationsProjection, [diwali(), at('ClosureLifted', { closureId: 'k1', labId: null })], { twice });
      expect((await getLabDayOperations(opened.store, 'BioLab', '2026-11-25')).closures).toEqual([]);
      expect((await getOccupancy(opened.store, 'MediaLab', '2026-11-24')).unavailable).toBeUndefined();
    });

    it('OutageDeclared takes its facility\'s cells of its lab only', async () => {
      await project(opened.store, labOperationsProjection, [outage()], { twice });
      const snapshot = await getOccupancy(opened.store, 'FabricationLab', '2026-11-23');
      expect(snapshot.unavailable).toEqual(['10:00', '11:00'].map((slotId) => ({ slotId, facilityId: PRINTER, reason: 'maintenance', note: 'belt' })));
      expect((await getOccupancy(opened.store, 'BioLab', '2026-11-23')).unavailable).toBeUndefined();
    });

    it('28.5 LabLimitsSet: the lab-day\'s read carries the lab\'s latest limits, other labs none', async () => {
      const limits = (maxFacilitiesPerBooking: number) => ({ horizonDays: 30, maxFacilitiesPerBooking, maxHoursPerWeek: 8, cancelNoticeHours: 24 });
      await project(opened.store, labOperationsProjection, [outage(), at('LabLimitsSet', { labId: 'FabricationLab', limits: limits(3) }), at('LabLimitsSet', { labId: 'FabricationLab', limits: limits(2) })], { twice });
      const read = await getLabDayOperations(opened.store, 'FabricationLab', '2026-11-23');
      expect(read.limits).toEqual(limits(2));
      expect(read.outages.map((o) => o.outageId)).toEqual(['o1']);
      expect((await getLabDayOperations(opened.store, 'BioLab', '2026-11-23')).limits).toBeUndefined();
      expect((await getLabLimits(opened.store)).FabricationLab).toEqual(limits(2));
    });

    it('28.3 opening hours: OpeningHoursSet: the lab-day\'s read and its live snapshot carry the lab\'s latest hours, other labs none', async () => {
      const first = { labId: 'MediaLab', weekdays: [1, 2, 3, 4, 5] as const, slots: ['10:00', '11:00'] };
      const latest = { labId: 'MediaLab', weekdays: [1, 2] as const, slots: ['10:00', '11:00', '12:00'] };
      await project(opened.store, labOperationsProjection, [at('OpeningHoursSet', first), diwali(), at('OpeningHoursSet', latest)], { twice });
      const hours = { weekdays: latest.weekdays, slots: latest.slots };
      expect((await getLabDayOperations(opened.store, 'MediaLab', '2026-11-24')).hours).toEqual(hours);
      expect((await getLabDayOperations(opened.store, 'BioLab', '2026-11-24')).hours).toBeUndefined();
      expect(await getLabHours(opened.store)).toEqual({ MediaLab: hours });
      // The Diwali closure shuts the lab's open slots of that Tuesday, by its current hours.
      const snapshot = await getOccupancy(opened.store, 'MediaLab', '2026-11-24');
      expect(snapshot.hours).toEqual(hours);
      expect(snapshot.unavailable?.map((c) => c.slotId)).toEqual(['10:00', '11:00', '12:00']);
      expect((await getOccupancy(opened.store, 'BioLab', '2026-11-24')).hours).toBeUndefined();
    });

    it('OutageEnded gives back the cells after its end', async () => {
      await project(opened.store, labOperationsProjection, [outage(), at('OutageEnded', { outageId: 'o1', labId: 'FabricationLab', at: '2026-11-23T11:00' })], { twice });
      expect((await getOccupancy(opened.store, 'FabricationLab', '2026-11-23')).unavailable?.map((c) => c.slotId)).toEqual(['10:00']);
    });
  });

  it('the console reads every lab\'s operations and the centre\'s at once', async () => {
    await project(opened.store, labOperationsProjection, [diwali(), outage()]);
    const all = await getAllLabOperations(opened.store);
    expect(all.closures.map((c) => c.closureId)).toEqual(['k1']);
    expect(all.outages.map((o) => o.outageId)).toEqual(['o1']);
  });
});
