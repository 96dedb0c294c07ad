import type { Lab } from '../catalogue/labs.js';
import { openSlotIds } from '../catalogue/opening-hours.js';
import { TIME_SLOTS } from '../catalogue/time-slots.js';
import { occupancyKey, type OccupancySnapshot } from './availability.socket.js';

/**
 * What a visitor can do with one slot of one facility on one lab-day:
 * - free: bookable now;
 * - taken: a booking holds it (undecided or approved: the visitor may wait for it);
 * - closed: outside the lab's opening hours, a centre closure, or beyond the booking horizon;
 * - maintenance: its facility is out of service (an outage);
 * - started: the slot has already begun (or the day is past), so it is no longer offered.
 */
export type GridCellState = 'free' | 'taken' | 'closed' | 'maintenance' | 'started';

export interface GridCell {
  state: GridCellState;
  /** The staff's words for a closure or an outage. */
  note?: string;
}

/** One letter per state: a lab-week of some 3,000 cells travels in a few kilobytes. */
export const CELL_CODES = {
  free: 'f',
  taken: 't',
  closed: 'c',
  maintenance: 'm',
  started: 's',
} as const satisfies Record<GridCellState, string>;

/** Slot id → its bit in a row's mask (its place in TIME_SLOTS). */
const SLOT_BITS: ReadonlyMap<string, number> = new Map(TIME_SLOTS.map((s, i) => [s.id, 1 << i]));

const STATE_OF_CODE: ReadonlyMap<string, GridCellState> = new Map(
  Object.entries(CELL_CODES).map(([state, code]) => [code, state as GridCellState]),
);

/** One lab-day as the grid shows it: every facility × every slot of the day. */
export interface LabDayGrid {
  date: string;
  /** The log position of the snapshot the day was built from. */
  position: number;
  /** Facility id → one CELL_CODES letter per TIME_SLOTS entry, in the order of the day. */
  cells: Record<string, string>;
  /** `slotId|facilityId` → the staff's words for a cell closed or out of service, where given. */
  notes?: Record<string, string>;
}

/** The cell of a facility at a slot (its index in TIME_SLOTS); a cell the day does not hold is closed. */
export const cellAt = (day: LabDayGrid, facilityId: string, slotIndex: number): GridCell => {
  const state = STATE_OF_CODE.get(day.cells[facilityId]?.charAt(slotIndex) ?? '') ?? 'closed';
  const slot = TIME_SLOTS[slotIndex];
  const note = slot ? day.notes?.[occupancyKey(slot.id, facilityId)] : undefined;
  return note ? { state, note } : { state };
};

export interface GridDayContext {
  /** True when the slot of that date has begun in the centre's zone (or the date is past). */
  hasSlotStarted(slotId: string, date: string): boolean;
  /** The booking horizon's last date (YYYY-MM-DD): nothing of a later day is offered yet. */
  lastBookable: string;
}

/**
 * Which cells of a lab-day are taken: per facility of the lab (in its catalogue order), one bit
 * per slot (its place in TIME_SLOTS). Numbers, not cell objects: a lab-week is some 3,000 cells.
 */
export type TakenRows = readonly number[];

/** A lab-day as the grid reads it: its snapshot with the taken cells as rows. */
export type LabDayRows = Omit<OccupancySnapshot, 'taken' | 'lab'> & { taken: TakenRows };

// Kept per lab object, not per lab id: the current catalogue gives a lab other facilities (a
// reader keeps one object per catalogue it read, so these are built once per change).
const FACILITY_INDEX = new WeakMap<Lab, ReadonlyMap<string, number>>();
const facilityIndex = (lab: Lab): ReadonlyMap<string, number> => {
  let index = FACILITY_INDEX.get(lab);
  if (!index) FACILITY_INDEX.set(lab, (index = new Map(lab.facilities.map((f, i) => [f.id, i]))));
  return index;
};

/** A snapshot's taken cells as rows (cells of another lab's facilities or unknown slots are ignored). */
export const takenRowsOf = (lab: Lab, taken: readonly { slotId: string; facilityId: string }[]): number[] => {
  const index = facilityIndex(lab);
  const rows: number[] = lab.facilities.map(() => 0);
  for (const { slotId, facilityId } of taken) {
    const row = index.get(facilityId);
    const bit = SLOT_BITS.get(slotId);
    if (row !== undefined && bit !== undefined) rows[row] = rows[row]! | bit;
  }
  return rows;
};

const GRID_FIELDS = new WeakMap<Lab, readonly string[]>();

/**
 * Every cell of a lab's day as the occupancy read model names it (`slotId|facilityId`), slot by
 * slot, each slot's facilities in catalogue order: what a read of the grid asks for, in the
 * order `takenRowsAmong` reads the answer.
 */
export const gridFields = (lab: Lab): readonly string[] => {
  let fields = GRID_FIELDS.get(lab);
  if (!fields) GRID_FIELDS.set(lab, (fields = TIME_SLOTS.flatMap((slot) => lab.facilities.map((f) => occupancyKey(slot.id, f.id)))));
  return fields;
};

/**
 * The rows of a lab-day from the stored values of its `gridFields` (an HMGET's answer, in that
 * order): a cell that holds a booking is taken. The week's read builds its letters from this
 * without a cell object or a key string per cell.
 */
export const takenRowsAmong = (lab: Lab, values: readonly (string | null | undefined)[]): number[] => {
  const width = lab.facilities.length;
  const rows: number[] = lab.facilities.map(() => 0);
  for (let i = 0; i < values.length; i += 1) {
    if (!values[i]) continue;
    const facility = i % width;
    rows[facility] = rows[facility]! | (1 << ((i - facility) / width));
  }
  return rows;
};

/**
 * The one reading of a lab-day's snapshot as cells: the route's answer is built with it, and the
 * grid page rebuilds a day with it when the socket pushes that day's snapshot. What a visitor
 * cannot book wins over what they could wait for: closed (opening hours, closure, horizon), then
 * started, then under maintenance, then taken.
 */
export const labDayGrid = (lab: Lab, snapshot: OccupancySnapshot, context: GridDayContext): LabDayGrid =>
  labDayGridOfRows(lab, { ...snapshot, taken: takenRowsOf(lab, snapshot.taken) }, context);

/** `labDayGrid` of a day whose taken cells are already rows (the week's read). */
export const labDayGridOfRows = (lab: Lab, day: LabDayRows, context: GridDayContext): LabDayGrid => {
  const { date } = day;
  // The lab's hours as the day's snapshot carries them (set in the console), else the catalogue's.
  const open = date <= context.lastBookable ? openSlotIds(lab.id, date, day.hours) : new Set<string>();
  // Per facility, a bit per slot of the day: the cell loop below then builds no key strings
  // (hashing ~3,000 fresh keys was most of a lab-week's cost).
  const closed = new Map<string, number>();
  const down = new Map<string, number>();
  const mark = (rows: Map<string, number>, facilityId: string, slotId: string): void => {
    const bit = SLOT_BITS.get(slotId);
    if (bit !== undefined) rows.set(facilityId, (rows.get(facilityId) ?? 0) | bit);
  };
  let closedSlots = 0;
  const notes: Record<string, string> = {};
  for (const cell of day.unavailable ?? []) {
    if (cell.facilityId === null) {
      closedSlots |= SLOT_BITS.get(cell.slotId) ?? 0;
      if (cell.note) for (const facility of lab.facilities) notes[occupancyKey(cell.slotId, facility.id)] = cell.note;
    } else {
      mark(cell.reason === 'closed' ? closed : down, cell.facilityId, cell.slotId);
      if (cell.note) notes[occupancyKey(cell.slotId, cell.facilityId)] = cell.note;
    }
  }
  // Per slot, what holds for every facility: closed, started, or each facility's own state.
  const slotCodes = TIME_SLOTS.map(({ id }, i) => {
    if (!open.has(id) || (closedSlots & (1 << i)) !== 0) return CELL_CODES.closed;
    return context.hasSlotStarted(id, date) ? CELL_CODES.started : null;
  });
  const cells: Record<string, string> = {};
  lab.facilities.forEach((facility, f) => {
    const takenBits = day.taken[f] ?? 0;
    const closedBits = closed.get(facility.id) ?? 0;
    const downBits = down.get(facility.id) ?? 0;
    let row = '';
    for (let i = 0; i < slotCodes.length; i += 1) {
      const fixed = slotCodes[i];
      const bit = 1 << i;
      if (fixed === CELL_CODES.closed || (closedBits & bit) !== 0) row += CELL_CODES.closed;
      else if (fixed) row += fixed;
      else if ((downBits & bit) !== 0) row += CELL_CODES.maintenance;
      else row += (takenBits & bit) !== 0 ? CELL_CODES.taken : CELL_CODES.free;
    }
    cells[facility.id] = row;
  });
  const grid: LabDayGrid = { date, position: day.position, cells };
  // Words only for the cells that show them (a closed or out-of-service one).
  const shown = Object.entries(notes).filter(([key]) => {
    const [slotId = '', facilityId = ''] = key.split('|');
    const state = cellAt(grid, facilityId, TIME_SLOTS.findIndex((s) => s.id === slotId)).state;
    return state === 'closed' || state === 'maintenance';
  });
  return shown.length > 0 ? { ...grid, notes: Object.fromEntries(shown) } : grid;
};

/** A facility's first free cell across the given days (in order), or null when it has none. */
export const nextFreeSlot = (
  days: readonly LabDayGrid[],
  facilityId: string,
): { date: string; slotId: string } | null => {
  for (const day of days) {
    const slot = TIME_SLOTS[day.cells[facilityId]?.indexOf(CELL_CODES.free) ?? -1];
    if (slot) return { date: day.date, slotId: slot.id };
  }
  return null;
};
