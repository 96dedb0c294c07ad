import { LAB_IDS } from './labs.js';
import { OPENING_HOURS, closedSlotsAmong, openSlotIds, weekdayOf } from './opening-hours.js';
import { TIME_SLOTS } from './time-slots.js';

const SUNDAY = '2026-11-29';
const MONDAY = '2026-11-30';

describe('28.3 opening hours', () => {
  it('reads the weekday of a centre calendar date', () => {
    expect(weekdayOf(SUNDAY)).toBe(0);
    expect(weekdayOf(MONDAY)).toBe(1);
    expect(weekdayOf('2026-03-10')).toBe(2);
  });

  it('gives every date from 1899 to 2101 the weekday Date gives it', () => {
    const wrong: string[] = [];
    for (let day = Date.UTC(1899, 0, 1); day <= Date.UTC(2101, 11, 31); day += 86_400_000) {
      const date = new Date(day);
      const iso = date.toISOString().slice(0, 10);
      if (weekdayOf(iso) !== date.getUTCDay()) wrong.push(iso);
    }
    expect(wrong).toEqual([]);
  });

  it('gives every lab hours drawn from the day\'s slots, open at least six days', () => {
    const slotIds = new Set(TIME_SLOTS.map((s) => s.id));
    for (const lab of LAB_IDS) {
      expect(OPENING_HOURS[lab].weekdays.length).toBeGreaterThanOrEqual(6);
      for (const slot of OPENING_HOURS[lab].slots) expect(slotIds.has(slot)).toBe(true);
    }
  });

  it('closes the rooms and the Prayas Shala on Sundays', () => {
    expect(openSlotIds('AllRooms', SUNDAY).size).toBe(0);
    expect(openSlotIds('PrayasShala', SUNDAY).size).toBe(0);
    expect(openSlotIds('AllRooms', MONDAY).size).toBe(12);
    expect(openSlotIds('FabricationLab', SUNDAY).size).toBe(12);
  });

  it('keeps the Prayas Shala to office hours: 9 AM to 6 PM', () => {
    expect([...openSlotIds('PrayasShala', MONDAY)]).toEqual([
      '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00',
    ]);
    expect(closedSlotsAmong('PrayasShala', MONDAY, ['17:00', '18:00', '20:00'])).toEqual(['18:00', '20:00']);
    expect(closedSlotsAmong('PrayasShala', SUNDAY, ['10:00'])).toEqual(['10:00']);
  });

  it('leaves an unknown lab to its own rule: nothing is closed for it', () => {
    expect(closedSlotsAmong('Nowhere', SUNDAY, ['10:00'])).toEqual([]);
  });
});
