import { jest } from '@jest/globals';
import { approved, cancelled, confirmed, expired, flagCleared, flagged, recorded, rejected, requested } from '../../testing/events.js';
import { STORES, project, type OpenedStore } from '../../testing/projection-harness.js';
import { occupancyProjection, labDayDocument } from './occupancy.projection.js';
import { checkAvailability, getGridPositions, getOccupancies, getOccupancy, getOccupancyCells } from './occupancy.query.js';
import { parseCell } from './occupancy.evolve.js';

const LAB = 'FabricationLab';
const DATE = '2026-12-01';
const request = recorded(requested({ bookingId: 'b-1', slots: ['09:00', '10:00'], facilityIds: ['fab-prusa-mk4-1'] }), 1);
const other = recorded(
  requested({ bookingId: 'b-2', slots: ['11:00'], facilityIds: ['fab-prusa-mk4-1', 'fab-ultimaker-s5'] }),
  2,
);
const approval = recorded(approved('b-1'), 3);
const rejection = recorded(rejected('b-2'), 4);

describe.each(STORES)('occupancy projection (%s)', (_, open) => {
  let opened: OpenedStore;
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(() => opened.dispose());

  const taken = async () => (await getOccupancy(opened.store, LAB, DATE)).taken;

  describe.each([
    ['once', false],
    ['twice (idempotent)', true],
  ])('each handler applied %s', (_label, twice) => {
    it('BookingRequested takes every slot × facility as pending', async () => {
      const changes = await project(opened.store, occupancyProjection, [request], { twice });
      expect(changes).toEqual(new Set([labDayDocument(LAB, DATE)]));
      expect(await taken()).toEqual([
        { slotId: '09:00', facilityId: 'fab-prusa-mk4-1', bookingId: 'b-1', status: 'pending' },
        { slotId: '10:00', facilityId: 'fab-prusa-mk4-1', bookingId: 'b-1', status: 'pending' },
      ]);
    });

    it('BookingApproved confirms the booking’s cells and only those', async () => {
      await project(opened.store, occupancyProjection, [request, other, approval], { twice });
      expect(await taken()).toEqual([
        { slotId: '09:00', facilityId: 'fab-prusa-mk4-1', bookingId: 'b-1', status: 'approved' },
        { slotId: '10:00', facilityId: 'fab-prusa-mk4-1', bookingId: 'b-1', status: 'approved' },
        { slotId: '11:00', facilityId: 'fab-prusa-mk4-1', bookingId: 'b-2', status: 'pending' },
        { slotId: '11:00', facilityId: 'fab-ultimaker-s5', bookingId: 'b-2', status: 'pending' },
      ]);
    });

    it('28.3 BookingFlagged and BookingFlagCleared leave the approved cells as they are', async () => {
      await project(opened.store, occupancyProjection, [request, other, approval], { twice });
      const before = await taken();
      await project(opened.store, occupancyProjection, [recorded(flagged('b-1'), 4), recorded(flagCleared('b-1'), 5)], { twice });
      expect(await taken()).toEqual(before);
      expect(before[0]).toMatchObject({ bookingId: 'b-1', status: 'approved' });
    });

    it('BookingRejected frees the booking’s cells and only those', async () => {
      await project(opened.store, occupancyProjection, [request, other, approval, rejection], { twice });
      expect((await taken()).map((t) => `${t.slotId}|${t.facilityId}|${t.bookingId}`)).toEqual([
        '09:00|fab-prusa-mk4-1|b-1',
        '10:00|fab-prusa-mk4-1|b-1',
      ]);
    });
  });

  describe.each([
    ['once', false],
    ['twice (idempotent)', true],
  ])('the life after the request, each handler applied %s', (_label, twice) => {
    it('BookingConfirmed leaves the cells held and undecided', async () => {
      await project(opened.store, occupancyProjection, [request, recorded(confirmed('b-1'), 2)], { twice });
      expect((await taken()).map((t) => `${t.bookingId}:${t.status}`)).toEqual(['b-1:pending', 'b-1:pending']);
    });

    it('BookingCancelled frees the booking’s cells, approved or not, and only those', async () => {
      await project(opened.store, occupancyProjection, [request, other, approval, recorded(cancelled('b-1', 'reviewer', 'Lab closed'), 4)], { twice });
      expect((await taken()).map((t) => t.bookingId)).toEqual(['b-2', 'b-2']);
    });

    it('BookingExpired frees the booking’s cells and only those', async () => {
      await project(opened.store, occupancyProjection, [request, other, recorded(expired('b-2', 'undecided'), 3)], { twice });
      expect((await taken()).map((t) => t.bookingId)).toEqual(['b-1', 'b-1']);
    });
  });

  it('a redelivered request does not turn an approved cell back to pending', async () => {
    await project(opened.store, occupancyProjection, [request, approval, request]);
    expect((await taken()).map((t) => t.status)).toEqual(['approved', 'approved']);
  });

  it('never takes a cell held by another booking', async () => {
    const clash = recorded(requested({ bookingId: 'b-9', slots: ['09:00'], facilityIds: ['fab-prusa-mk4-1'] }), 2);
    await project(opened.store, occupancyProjection, [request, clash]);
    expect((await taken()).map((t) => t.bookingId)).toEqual(['b-1', 'b-1']);
  });

  it('checkAvailability answers with the conflicts and the position', async () => {
    await project(opened.store, occupancyProjection, [request, other]);
    const answer = await checkAvailability(opened.store, LAB, DATE, ['09:00', '11:00', '12:00'], ['fab-ultimaker-s5', 'fab-prusa-mk4-1']);
    expect(answer.available).toBe(false);
    expect(answer.position).toBe(2);
    expect(answer.conflicts).toEqual([
      { slotId: '09:00', facilityId: 'fab-prusa-mk4-1', bookingId: 'b-1', status: 'pending' },
      { slotId: '11:00', facilityId: 'fab-ultimaker-s5', bookingId: 'b-2', status: 'pending' },
      { slotId: '11:00', facilityId: 'fab-prusa-mk4-1', bookingId: 'b-2', status: 'pending' },
    ]);
    expect(await checkAvailability(opened.store, LAB, DATE, ['12:00'], ['fab-prusa-mk4-1'])).toEqual({
      available: true,
      conflicts: [],
      position: 2,
    });
    expect((await checkAvailability(opened.store, LAB, '2026-12-02', ['09:00'], ['fab-prusa-mk4-1'])).available).toBe(true);
  });

  it('28.7 getOccupancies reads a lab\'s week and its operations in one round trip, each day at the same position', async () => {
    const nextDay = recorded(requested({ bookingId: 'b-3', date: '2026-12-02', slots: ['15:00'], facilityIds: ['fab-ultimaker-s5'] }), 3);
    const elsewhere = recorded(requested({ bookingId: 'b-4', lab: 'BioLab', date: '2026-12-02', slots: ['15:00'], facilityIds: ['bio-x'] }), 4);
    await project(opened.store, occupancyProjection, [request, other, nextDay, elsewhere]);
    const read = jest.spyOn(opened.store, 'read');
    const readEach = jest.spyOn(opened.store, 'readEach');
    const week = await getOccupancies(opened.store, LAB, ['2026-12-01', '2026-12-02', '2026-12-03']);
    // One read of both read models for the whole week: occupancy, and lab operations beside it
    // (the cells closures and outages shut).
    expect(readEach.mock.calls.map(([reads]) => [...new Set(reads.map((r) => r.target.projection))])).toEqual([['occupancy', 'lab-operations']]);
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
    readEach.mockRestore();
    expect(week.map((day) => [day.date, day.position, day.taken.map((t) => `${t.slotId}|${t.facilityId}`)])).toEqual([
      ['2026-12-01', 4, ['09:00|fab-prusa-mk4-1', '10:00|fab-prusa-mk4-1', '11:00|fab-prusa-mk4-1', '11:00|fab-ultimaker-s5']],
      ['2026-12-02', 4, ['15:00|fab-ultimaker-s5']],
      ['2026-12-03', 4, []],
    ]);
    expect(week[0]).toEqual(await getOccupancy(opened.store, LAB, DATE));
    // Reading only the asked cells gives the same snapshot of those cells, still in one round trip.
    const asked = ['09:00|fab-prusa-mk4-1', '11:00|fab-ultimaker-s5', '15:00|fab-ultimaker-s5', '12:00|fab-prusa-mk4-1'];
    const narrowRead = jest.spyOn(opened.store, 'read');
    const narrowReadEach = jest.spyOn(opened.store, 'readEach');
    const narrowCells = await getOccupancyCells(opened.store, LAB, ['2026-12-01', '2026-12-02'], asked);
    expect(narrowReadEach.mock.calls.map(([reads]) => [...new Set(reads.map((r) => r.target.projection))])).toEqual([['occupancy', 'lab-operations']]);
    expect(narrowRead).not.toHaveBeenCalled();
    narrowRead.mockRestore();
    narrowReadEach.mockRestore();
    // Each day says at which positions of both read models it was read, as getGridPositions does.
    expect(narrowCells.map((day) => day.readModelsAt)).toEqual(['4:0', '4:0']);
    expect(await getGridPositions(opened.store)).toBe('4:0');
    const narrow = narrowCells.map(({ values, readModelsAt: _at, ...day }) => ({
      ...day,
      taken: asked.flatMap((field, i) => {
        const value = values[i];
        const [slotId = '', facilityId = ''] = field.split('|');
        return value ? [{ slotId, facilityId, ...parseCell(value) }] : [];
      }),
    }));
    expect(narrow).toEqual([
      { ...week[0], taken: week[0]!.taken.filter((t) => asked.includes(`${t.slotId}|${t.facilityId}`)) },
      week[1],
    ]);
  });

  it('getOccupancy of an untouched lab-day is empty', async () => {
    expect(await getOccupancy(opened.store, 'BioLab', DATE)).toEqual({ lab: 'BioLab', date: DATE, position: 0, taken: [] });
  });
});
