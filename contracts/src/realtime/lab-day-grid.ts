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

/** One lab-day as the grid shows it: every facility × every slot of the day. */
export interface LabDayGrid {
  date: string;
  /** The log position of the snapshot the day was built from. */
  position: number;
  /** Facility id → its cells, one per TIME_SLOTS entry, in the order of the day. */
  cells: Record<string, GridCell[]>;
}

export interface GridDayContext {
  /** True when the slot of that date has begun in the centre's zone (or the date is past). */
  hasSlotStarted(slotId: string, date: string): boolean;
  /** The booking horizon's last date (YYYY-MM-DD): nothing of a later day is offered yet. */
  lastBookable: string;
}

const FREE: GridCell = { state: 'free' };
const TAKEN: GridCell = { state: 'taken' };
const CLOSED: GridCell = { state: 'closed' };
const STARTED: GridCell = { state: 'started' };

const withNote = (state: GridCellState, note: string | undefined): GridCell =>
  note ? { state, note } : { state };

/**
 * The one reading of a lab-day's snapshot as cells: the route's answer is built with it, and the
 * grid page rebuilds a day with it when the socket pushes that day's snapshot. What a visitor
 * cannot book wins over what they could wait for: closed (opening hours, closure, horizon), then
 * started, then under maintenance, then taken.
 */
export const labDayGrid = (lab: Lab, snapshot: OccupancySnapshot, context: GridDayContext): LabDayGrid => {
  const { date } = snapshot;
  const open = date <= context.lastBookable ? openSlotIds(lab.id, date) : new Set<string>();
  const taken = new Set(snapshot.taken.map((t) => occupancyKey(t.slotId, t.facilityId)));
  const closedLab = new Map<string, string | undefined>();
  const down = new Map<string, string | undefined>();
  for (const cell of snapshot.unavailable ?? []) {
    if (cell.facilityId === null || cell.reason === 'closed') {
      const key = cell.facilityId === null ? cell.slotId : occupancyKey(cell.slotId, cell.facilityId);
      closedLab.set(key, cell.note);
    } else {
      down.set(occupancyKey(cell.slotId, cell.facilityId), cell.note);
    }
  }
  const started = new Set(TIME_SLOTS.filter((s) => context.hasSlotStarted(s.id, date)).map((s) => s.id));
  const cells: Record<string, GridCell[]> = {};
  for (const facility of lab.facilities) {
    cells[facility.id] = TIME_SLOTS.map(({ id: slotId }) => {
      const key = occupancyKey(slotId, facility.id);
      if (!open.has(slotId)) return CLOSED;
      if (closedLab.has(slotId)) return withNote('closed', closedLab.get(slotId));
      if (closedLab.has(key)) return withNote('closed', closedLab.get(key));
      if (started.has(slotId)) return STARTED;
      if (down.has(key)) return withNote('maintenance', down.get(key));
      return taken.has(key) ? TAKEN : FREE;
    });
  }
  return { date, position: snapshot.position, cells };
};

/** A facility's first free cell across the given days (in order), or null when it has none. */
export const nextFreeSlot = (
  days: readonly LabDayGrid[],
  facilityId: string,
): { date: string; slotId: string } | null => {
  for (const day of days) {
    const index = day.cells[facilityId]?.findIndex((cell) => cell.state === 'free') ?? -1;
    const slot = TIME_SLOTS[index];
    if (slot) return { date: day.date, slotId: slot.id };
  }
  return null;
};
