import { findLab } from '../catalogue/labs.js';
import { TIME_SLOTS } from '../catalogue/time-slots.js';
import {
  cellAt,
  gridFields,
  labDayGrid,
  labDayGridOfRows,
  nextFreeSlot,
  takenRowsAmong,
  takenRowsOf,
  type GridDayContext,
  type LabDayGrid,
} from './lab-day-grid.js';
import type { OccupancySnapshot } from './availability.socket.js';

const FAB = findLab('FabricationLab')!;
const PRAYAS = findLab('PrayasShala')!;
const PRINTER = 'fab-prusa-mk4-1';
/** A Tuesday, well ahead of the context's today. */
const DAY = '2026-12-01';
const SUNDAY = '2026-11-29';

const context = (over: Partial<GridDayContext> = {}): GridDayContext => ({
  hasSlotStarted: () => false,
  lastBookable: '2099-12-31',
  ...over,
});

const snapshot = (over: Partial<OccupancySnapshot> = {}): OccupancySnapshot => ({
  lab: 'FabricationLab',
  date: DAY,
  position: 7,
  taken: [],
  ...over,
});

const slotIndex = (slotId: string): number => TIME_SLOTS.findIndex((s) => s.id === slotId);
const stateAt = (day: LabDayGrid, facilityId: string, slotId: string): string => cellAt(day, facilityId, slotIndex(slotId)).state;
const statesOf = (day: LabDayGrid): Set<string> =>
  new Set(Object.keys(day.cells).flatMap((id) => TIME_SLOTS.map((_, i) => cellAt(day, id, i).state)));

describe('28.7 the grid\'s cell model', () => {
  it('gives every facility of the lab one cell per slot of the day, all free on an empty day', () => {
    const grid = labDayGrid(FAB, snapshot(), context());
    expect(Object.keys(grid.cells)).toEqual(FAB.facilities.map((f) => f.id));
    expect(grid.cells[PRINTER]).toBe('f'.repeat(TIME_SLOTS.length));
    expect(statesOf(grid)).toEqual(new Set(['free']));
    expect(grid.notes).toBeUndefined();
    expect(grid).toMatchObject({ date: DAY, position: 7 });
  });

  it('marks the cells a booking holds taken, and only those', () => {
    const grid = labDayGrid(FAB, snapshot({ taken: [{ slotId: '10:00', facilityId: PRINTER, status: 'pending' }] }), context());
    expect(stateAt(grid, PRINTER, '10:00')).toBe('taken');
    expect(stateAt(grid, PRINTER, '11:00')).toBe('free');
    expect(stateAt(grid, 'fab-ultimaker-s5', '10:00')).toBe('free');
  });

  it('closes what the opening hours do not offer: a whole Sunday, and the workshop before 9 and after 6', () => {
    const sunday = labDayGrid(PRAYAS, snapshot({ lab: 'PrayasShala', date: SUNDAY }), context());
    expect(statesOf(sunday)).toEqual(new Set(['closed']));
    const monday = labDayGrid(PRAYAS, snapshot({ lab: 'PrayasShala', date: '2026-11-30' }), context());
    const first = PRAYAS.facilities[0]!.id;
    expect(stateAt(monday, first, '17:00')).toBe('free');
    expect(stateAt(monday, first, '18:00')).toBe('closed');
  });

  it('reads the snapshot\'s unavailable cells: a lab closure closes every facility, an outage reads as maintenance with its note', () => {
    const grid = labDayGrid(
      FAB,
      snapshot({
        taken: [{ slotId: '12:00', facilityId: PRINTER, status: 'approved' }],
        unavailable: [
          { slotId: '09:00', facilityId: null, reason: 'closed', note: 'Convocation' },
          { slotId: '12:00', facilityId: PRINTER, reason: 'maintenance', note: 'Nozzle replacement' },
        ],
      }),
      context(),
    );
    expect(cellAt(grid, 'fab-ultimaker-s5', 0)).toEqual({ state: 'closed', note: 'Convocation' });
    expect(cellAt(grid, PRINTER, 0)).toEqual({ state: 'closed', note: 'Convocation' });
    // Under maintenance wins over taken: nobody can use it, whoever booked it.
    expect(cellAt(grid, PRINTER, slotIndex('12:00'))).toEqual({ state: 'maintenance', note: 'Nozzle replacement' });
    expect(cellAt(grid, PRINTER, slotIndex('13:00'))).toEqual({ state: 'free' });
  });

  it('closes one facility\'s cell when a closure names it, also once its slot has begun', () => {
    const grid = labDayGrid(
      FAB,
      snapshot({ unavailable: [{ slotId: '09:00', facilityId: PRINTER, reason: 'closed' }] }),
      context({ hasSlotStarted: (slotId) => slotId === '09:00' }),
    );
    expect(cellAt(grid, PRINTER, 0)).toEqual({ state: 'closed' });
    expect(cellAt(grid, 'fab-ultimaker-s5', 0)).toEqual({ state: 'started' });
    expect(cellAt(grid, PRINTER, 99)).toEqual({ state: 'closed' });
  });

  it('marks slots that have begun as started, and a day beyond the horizon closed', () => {
    const today = labDayGrid(FAB, snapshot(), context({ hasSlotStarted: (slotId) => slotId < '11:00' }));
    expect(stateAt(today, PRINTER, '10:00')).toBe('started');
    expect(stateAt(today, PRINTER, '11:00')).toBe('free');
    const far = labDayGrid(FAB, snapshot(), context({ lastBookable: '2026-11-30' }));
    expect(statesOf(far)).toEqual(new Set(['closed']));
  });

  it('finds a facility\'s next free slot across the days, skipping everything else, or null', () => {
    const allTaken = TIME_SLOTS.map((s) => ({ slotId: s.id, facilityId: PRINTER, status: 'pending' as const }));
    const first = labDayGrid(FAB, snapshot({ taken: allTaken }), context());
    const second = labDayGrid(
      FAB,
      snapshot({ date: '2026-12-02', taken: [{ slotId: '09:00', facilityId: PRINTER, status: 'pending' }] }),
      context(),
    );
    expect(nextFreeSlot([first, second], PRINTER)).toEqual({ date: '2026-12-02', slotId: '10:00' });
    expect(nextFreeSlot([first], PRINTER)).toBeNull();
    expect(nextFreeSlot([first], 'not-a-facility')).toBeNull();
  });

  it('reads the stored values of a lab\'s grid fields as the same day its snapshot gives', () => {
    const fields = gridFields(FAB);
    expect(fields).toHaveLength(FAB.facilities.length * TIME_SLOTS.length);
    expect(fields.slice(0, 2)).toEqual([`${TIME_SLOTS[0]!.id}|${FAB.facilities[0]!.id}`, `${TIME_SLOTS[0]!.id}|${FAB.facilities[1]!.id}`]);
    const last = FAB.facilities[FAB.facilities.length - 1]!.id;
    const taken = [
      { slotId: '09:00', facilityId: PRINTER, status: 'pending' as const },
      { slotId: '15:00', facilityId: PRINTER, status: 'approved' as const },
      { slotId: TIME_SLOTS[TIME_SLOTS.length - 1]!.id, facilityId: last, status: 'approved' as const },
    ];
    const held = new Set(taken.map((t) => `${t.slotId}|${t.facilityId}`));
    const values = fields.map((field) => (held.has(field) ? 'b-1:pending' : null));
    const unavailable = [{ slotId: '12:00', facilityId: PRINTER, reason: 'maintenance' as const, note: 'new nozzle' }];
    const fromValues = labDayGridOfRows(FAB, { date: DAY, position: 7, unavailable, taken: takenRowsAmong(FAB, values) }, context());
    expect(fromValues).toEqual(labDayGrid(FAB, snapshot({ taken, unavailable }), context()));
    expect(stateAt(fromValues, PRINTER, '15:00')).toBe('taken');
    expect(stateAt(fromValues, last, TIME_SLOTS[TIME_SLOTS.length - 1]!.id)).toBe('taken');
    expect(stateAt(fromValues, PRINTER, '12:00')).toBe('maintenance');
    // Cells of another lab, or slots the catalogue does not know, take nothing.
    expect(takenRowsOf(FAB, [{ slotId: '09:00', facilityId: 'bio-x' }, { slotId: '03:00', facilityId: PRINTER }])).toEqual(FAB.facilities.map(() => 0));
  });
});
