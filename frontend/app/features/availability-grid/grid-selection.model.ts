import { CELL_CODES, TIME_SLOTS, cellAt, occupancyKey, sortSlotIds, type LabDayGrid } from '@centre/contracts';

/**
 * The cells a visitor has picked: all of one date (a booking is one lab-day), each cell a
 * slot × facility key. A booking asks for every picked slot with every picked facility.
 */
export interface GridSelection {
  date: string;
  cells: ReadonlySet<string>;
}

export const EMPTY_SELECTION: GridSelection = { date: '', cells: new Set() };

const stateOf = (day: LabDayGrid | undefined, slotId: string, facilityId: string) =>
  day && cellAt(day, facilityId, TIME_SLOTS.findIndex((s) => s.id === slotId)).state;

/**
 * Space or Enter on a cell: a free cell joins the choice (a cell of another day starts a new
 * one), a chosen cell leaves it, anything else changes nothing.
 */
export const toggleCell = (
  selection: GridSelection,
  day: LabDayGrid,
  slotId: string,
  facilityId: string,
): GridSelection => {
  const key = occupancyKey(slotId, facilityId);
  const sameDay = selection.date === day.date;
  if (sameDay && selection.cells.has(key)) {
    const cells = new Set(selection.cells);
    cells.delete(key);
    return cells.size === 0 ? EMPTY_SELECTION : { date: day.date, cells };
  }
  if (stateOf(day, slotId, facilityId) !== 'free') return selection;
  return { date: day.date, cells: new Set([...(sameDay ? selection.cells : []), key]) };
};

/** After a live update: the chosen cells that are no longer free leave the choice. */
export const keepFree = (selection: GridSelection, day: LabDayGrid | undefined): GridSelection => {
  if (selection.cells.size === 0 || day?.date !== selection.date) return selection;
  const cells = [...selection.cells].filter((key) => {
    const [slotId = '', facilityId = ''] = key.split('|');
    return stateOf(day, slotId, facilityId) === 'free';
  });
  if (cells.length === selection.cells.size) return selection;
  return cells.length === 0 ? EMPTY_SELECTION : { date: selection.date, cells: new Set(cells) };
};

/** What the booking form is opened with: the chosen slots (in the day's order) and facilities. */
export const chosenForForm = (
  selection: GridSelection,
  facilityOrder: readonly string[],
): { slotIds: string[]; facilityIds: string[] } => {
  const pairs = [...selection.cells].map((key) => key.split('|'));
  const slots = new Set(pairs.map(([slotId = '']) => slotId));
  const facilities = new Set(pairs.map(([, facilityId = '']) => facilityId));
  return { slotIds: sortSlotIds([...slots]), facilityIds: facilityOrder.filter((id) => facilities.has(id)) };
};

/** How many cells of a day a visitor can pick. */
export const freeCells = (day: LabDayGrid): number =>
  Object.values(day.cells).reduce((sum, row) => sum + row.split(CELL_CODES.free).length - 1, 0);
