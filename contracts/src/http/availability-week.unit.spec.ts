import { findLab } from '../catalogue/labs.js';
import { messageText } from '../validation/message-codes.js';
import {
  GRID_DAYS,
  availabilityWeek,
  availabilityWeekUrl,
  parseAvailabilityWeekQuery,
  weekDates,
} from './availability-week.js';

const TODAY = '2026-11-21';

describe('28.7 the week route\'s query and answer', () => {
  it('accepts a known lab and a date from today to the horizon', () => {
    expect(parseAvailabilityWeekQuery({ lab: 'FabricationLab', from: TODAY }, TODAY, 90)).toEqual({
      ok: true,
      value: { lab: 'FabricationLab', from: TODAY },
    });
    expect(parseAvailabilityWeekQuery({ lab: 'BioLab', from: '2027-02-19' }, TODAY, 90).ok).toBe(true);
  });

  it.each([
    [{ from: TODAY }, 'lab', 'booking.labRequired'],
    [{ lab: 'Narnia', from: TODAY }, 'lab', 'booking.labInvalid'],
    [{ lab: 'BioLab' }, 'from', 'booking.dateRequired'],
    [{ lab: 'BioLab', from: '2026-02-30' }, 'from', 'booking.dateInvalid'],
    [{ lab: 'BioLab', from: ['2026-12-01'] }, 'from', 'booking.dateRequired'],
    [{ lab: 'BioLab', from: '2026-11-20' }, 'from', 'booking.dateInPast'],
    [{ lab: 'BioLab', from: '2027-02-20' }, 'from', 'booking.dateTooFarAhead'],
  ] as const)('refuses %j with the field\'s own message', (query, field, code) => {
    const parsed = parseAvailabilityWeekQuery(query, TODAY, 90);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldCodes).toEqual({ [field]: code });
    expect(parsed.messageCode).toBe(code);
    expect(parsed.message).toBe(messageText(code));
  });

  it('names both faults when both are wrong, the lab\'s first', () => {
    const parsed = parseAvailabilityWeekQuery({ lab: 'x', from: 'y' }, TODAY, 90);
    expect(parsed.ok ? null : parsed.fieldCodes).toEqual({ lab: 'booking.labInvalid', from: 'booking.dateInvalid' });
    expect(parsed.ok ? null : parsed.messageCode).toBe('booking.labInvalid');
  });

  it('spans seven days across a month\'s end, and spells its URL', () => {
    expect(weekDates('2026-11-28')).toEqual([
      '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04',
    ]);
    expect(GRID_DAYS).toBe(7);
    expect(availabilityWeekUrl('BioLab', '2026-12-01')).toBe('/api/availability/week?lab=BioLab&from=2026-12-01');
  });

  it('answers every day of the week with each facility\'s next free slot', () => {
    const dates = weekDates('2026-12-01');
    const printer = 'fab-prusa-mk4-1';
    const answer = availabilityWeek(
      { lab: 'FabricationLab', from: dates[0]! },
      dates.map((date, i) => ({
        lab: 'FabricationLab',
        date,
        position: 3,
        taken: i === 0 ? [{ slotId: '09:00', facilityId: printer, status: 'approved' as const }] : [],
      })),
      { hasSlotStarted: () => false, lastBookable: '2027-02-19' },
    );
    expect(answer.days.map((d) => d.date)).toEqual(dates);
    expect(answer.slots[0]).toBe('09:00');
    expect(answer.lastBookable).toBe('2027-02-19');
    expect(Object.keys(answer.nextFree)).toEqual(findLab('FabricationLab')!.facilities.map((f) => f.id));
    expect(answer.nextFree[printer]).toEqual({ date: '2026-12-01', slotId: '10:00' });
    expect(answer.nextFree['fab-ultimaker-s5']).toEqual({ date: '2026-12-01', slotId: '09:00' });
  });
});
