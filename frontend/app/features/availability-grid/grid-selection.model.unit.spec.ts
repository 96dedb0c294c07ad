import { TIME_SLOTS, findLab, labDayGrid, type OccupancySnapshot } from '@centre/contracts';
import { EMPTY_SELECTION, chosenForForm, freeCells, keepFree, toggleCell } from './grid-selection.model';

const FAB = findLab('FabricationLab')!;
const P1 = 'fab-prusa-mk4-1';
const P2 = 'fab-prusa-mk4-2';
const context = { hasSlotStarted: () => false, lastBookable: '2099-12-31' };
const day = (date: string, taken: OccupancySnapshot['taken'] = []) =>
  labDayGrid(FAB, { lab: FAB.id, date, position: 1, taken }, context);

describe('28.7 the grid\'s choice of cells', () => {
  const tuesday = day('2026-12-01', [{ slotId: '12:00', facilityId: P1, status: 'approved' }]);

  it('picks free cells of one day and unpicks them with the same key', () => {
    let choice = toggleCell(EMPTY_SELECTION, tuesday, '10:00', P1);
    choice = toggleCell(choice, tuesday, '11:00', P2);
    expect(choice).toEqual({ date: '2026-12-01', cells: new Set(['10:00|fab-prusa-mk4-1', '11:00|fab-prusa-mk4-2']) });
    choice = toggleCell(choice, tuesday, '10:00', P1);
    expect([...choice.cells]).toEqual(['11:00|fab-prusa-mk4-2']);
    expect(toggleCell(choice, tuesday, '11:00', P2)).toBe(EMPTY_SELECTION);
  });

  it('never picks a cell that is not free', () => {
    expect(toggleCell(EMPTY_SELECTION, tuesday, '12:00', P1)).toBe(EMPTY_SELECTION);
    const sunday = labDayGrid(findLab('PrayasShala')!, { lab: 'PrayasShala', date: '2026-11-29', position: 1, taken: [] }, context);
    expect(toggleCell(EMPTY_SELECTION, sunday, '10:00', 'prayas-taparia-tool-kit')).toBe(EMPTY_SELECTION);
  });

  it('starts a new choice when a cell of another day is picked', () => {
    const first = toggleCell(EMPTY_SELECTION, tuesday, '10:00', P1);
    expect(toggleCell(first, day('2026-12-02'), '15:00', P2)).toEqual({ date: '2026-12-02', cells: new Set(['15:00|fab-prusa-mk4-2']) });
  });

  it('drops chosen cells that a live update shows taken', () => {
    const choice = toggleCell(toggleCell(EMPTY_SELECTION, tuesday, '10:00', P1), tuesday, '11:00', P1);
    const after = day('2026-12-01', [{ slotId: '10:00', facilityId: P1, status: 'pending' }]);
    expect([...keepFree(choice, after).cells]).toEqual(['11:00|fab-prusa-mk4-1']);
    expect(keepFree(choice, day('2026-12-02', []))).toBe(choice);
    expect(keepFree(choice, tuesday)).toBe(choice);
  });

  it('opens the form with the chosen slots in the day\'s order and the facilities in the catalogue\'s', () => {
    const choice = toggleCell(toggleCell(EMPTY_SELECTION, tuesday, '14:00', P2), tuesday, '09:00', P1);
    expect(chosenForForm(choice, FAB.facilities.map((f) => f.id))).toEqual({ slotIds: ['09:00', '14:00'], facilityIds: [P1, P2] });
  });

  it('counts the free cells of a day', () => {
    expect(freeCells(tuesday)).toBe(FAB.facilities.length * TIME_SLOTS.length - 1);
  });
});
