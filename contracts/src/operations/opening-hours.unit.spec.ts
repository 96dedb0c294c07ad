import type { OpeningHours } from '../catalogue/opening-hours.js';
import { closedSlotsAmong, openSlotIds } from '../catalogue/opening-hours.js';
import { labOpenOnDateRule, slotsOpenRule } from '../bookings/booking-rules.js';
import type { Actor } from '../events/event-envelope.js';
import { findLab } from '../catalogue/labs.js';
import { labDayGridOfRows } from '../realtime/lab-day-grid.js';
import type { LabOperationEvent } from './lab-operation-events.js';
import { NO_OPERATIONS, evolveLabOperations, labDayOperations, unavailableCells } from './lab-operations.js';
import { parseSetOpeningHours, sameOpeningHours } from './opening-hours-api.js';

const admin: Actor = { kind: 'user', userId: 'u', email: 'admin@centre.example', role: 'admin' };
const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';
const SUNDAY = '2026-11-29';
/** Tuesday to Saturday, ten to four. */
const SHORT: OpeningHours = { weekdays: [2, 3, 4, 5, 6], slots: ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00'] };

const hoursSet = (hours: OpeningHours, labId = 'FabricationLab'): LabOperationEvent => ({
  type: 'OpeningHoursSet',
  version: 1,
  eventId: 'e',
  occurredAt: '2026-11-20T06:00:00.000Z',
  actor: admin,
  correlationId: 'c',
  data: { labId, ...hours },
});

describe('28.3 opening hours set in the console', () => {
  it('OpeningHoursSet folds to the lab\'s current hours; the same event twice leaves what it left once', () => {
    const once = evolveLabOperations(NO_OPERATIONS, hoursSet(SHORT));
    expect(once.hours).toEqual(SHORT);
    expect(evolveLabOperations(once, hoursSet(SHORT))).toEqual(once);
    const every: OpeningHours = { weekdays: [0, 1, 2, 3, 4, 5, 6], slots: SHORT.slots };
    expect(evolveLabOperations(once, hoursSet(every)).hours).toEqual(every);
  });

  it('a later closure keeps the lab\'s hours and limits: standing rules are never history', () => {
    const withRules = evolveLabOperations(evolveLabOperations(NO_OPERATIONS, hoursSet(SHORT)), {
      ...hoursSet(SHORT),
      type: 'LabLimitsSet',
      data: { labId: 'FabricationLab', limits: { horizonDays: 30, maxFacilitiesPerBooking: 2, maxHoursPerWeek: null, cancelNoticeHours: 0 } },
    });
    const closed = evolveLabOperations(withRules, {
      ...hoursSet(SHORT),
      type: 'ClosureDeclared',
      occurredAt: '2026-12-20T06:00:00.000Z',
      data: { closureId: 'k', labId: 'FabricationLab', from: '2026-12-24', to: '2026-12-25', reason: 'Holiday' },
    });
    expect(closed.hours).toEqual(SHORT);
    expect(closed.limits?.horizonDays).toBe(30);
  });

  it('a lab-day\'s operations carry its lab\'s hours (the first source\'s), none when unset', () => {
    const ofLab = evolveLabOperations(NO_OPERATIONS, hoursSet(SHORT));
    expect(labDayOperations('FabricationLab', MONDAY, ofLab, NO_OPERATIONS).hours).toEqual(SHORT);
    expect(labDayOperations('FabricationLab', MONDAY, NO_OPERATIONS, NO_OPERATIONS)).not.toHaveProperty('hours');
  });

  it('the one question "which slots are open" answers on the current hours, the catalogue\'s when none are set', () => {
    // The catalogue keeps the Fabrication Lab open every day, all twelve slots.
    expect(openSlotIds('FabricationLab', MONDAY).size).toBe(12);
    expect(openSlotIds('FabricationLab', MONDAY, SHORT).size).toBe(0);
    expect([...openSlotIds('FabricationLab', TUESDAY, SHORT)]).toEqual(SHORT.slots);
    expect(closedSlotsAmong('FabricationLab', TUESDAY, ['09:00', '10:00', '16:00'], SHORT)).toEqual(['09:00', '16:00']);
    // Hours can open what the catalogue closes: the rooms on a Sunday.
    expect(openSlotIds('AllRooms', SUNDAY).size).toBe(0);
    expect(openSlotIds('AllRooms', SUNDAY, { weekdays: [0], slots: ['10:00'] }).has('10:00')).toBe(true);
  });

  it('the booking rules refuse a closed weekday and a closed slot by the current hours', () => {
    expect(labOpenOnDateRule('FabricationLab', MONDAY)).toBeNull();
    expect(labOpenOnDateRule('FabricationLab', MONDAY, SHORT)).toBe('LAB_CLOSED_ON_DATE');
    expect(slotsOpenRule('FabricationLab', TUESDAY, ['10:00'], SHORT)).toBeNull();
    expect(slotsOpenRule('FabricationLab', TUESDAY, ['17:00'], SHORT)).toBe('SLOT_CLOSED');
  });

  it('a closure\'s cells are the lab\'s open slots by its current hours', () => {
    const ofLab = evolveLabOperations(evolveLabOperations(NO_OPERATIONS, hoursSet(SHORT)), {
      ...hoursSet(SHORT),
      type: 'ClosureDeclared',
      data: { closureId: 'k', labId: 'FabricationLab', from: TUESDAY, to: TUESDAY, reason: 'Audit' },
    });
    const cells = unavailableCells(labDayOperations('FabricationLab', TUESDAY, ofLab, NO_OPERATIONS), 'FabricationLab', TUESDAY);
    expect(cells.map((c) => c.slotId)).toEqual(SHORT.slots);
  });

  it('the grid shows a day closed by the hours its snapshot carries', () => {
    const lab = findLab('FabricationLab')!;
    const context = { hasSlotStarted: () => false, lastBookable: '2027-01-01' };
    const monday = labDayGridOfRows(lab, { date: MONDAY, position: 1, taken: [], hours: SHORT }, context);
    const tuesday = labDayGridOfRows(lab, { date: TUESDAY, position: 1, taken: [], hours: SHORT }, context);
    const first = lab.facilities[0]!.id;
    expect(monday.cells[first]).toBe('cccccccccccc');
    // 09:00 closed, ten to four free, 16:00 on closed.
    expect(tuesday.cells[first]).toBe('cffffffccccc');
    // Without hours in the snapshot, the catalogue's (every day, every slot).
    expect(labDayGridOfRows(lab, { date: MONDAY, position: 1, taken: [] }, context).cells[first]).toBe('ffffffffffff');
  });

  it('the console\'s input: at least one weekday and one slot, slots of the day only, the lab known; put in calendar order', () => {
    expect(parseSetOpeningHours({ labId: 'BioLab', weekdays: [5, 1, 1], slots: ['11:00', '10:00'] })).toEqual({
      ok: true,
      value: { labId: 'BioLab', weekdays: [1, 5], slots: ['10:00', '11:00'] },
    });
    const none = parseSetOpeningHours({ labId: 'Nowhere', weekdays: [], slots: [] });
    expect(none.ok).toBe(false);
    if (!none.ok) {
      expect(none.errors.labId).toBe('Please choose a lab.');
      expect(none.errors.weekdays).toBe('Choose at least one weekday. To shut the lab for some days, declare a closure instead.');
      expect(none.errors.slots).toBe('Choose at least one slot the lab opens.');
    }
    const bad = parseSetOpeningHours({ labId: 'BioLab', weekdays: [7], slots: ['07:00'] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors.weekdays).toBe('Weekdays must be days of the week (0 = Sunday to 6 = Saturday).');
      expect(bad.errors.slots).toBe('Slots must be the day\'s hourly slots (09:00 to 20:00).');
    }
    expect(parseSetOpeningHours(null).ok).toBe(false);
  });

  it('two hours are the same when they open the same days and slots', () => {
    expect(sameOpeningHours(SHORT, { weekdays: [...SHORT.weekdays], slots: [...SHORT.slots] })).toBe(true);
    expect(sameOpeningHours(SHORT, { weekdays: [2], slots: SHORT.slots })).toBe(false);
  });
});
