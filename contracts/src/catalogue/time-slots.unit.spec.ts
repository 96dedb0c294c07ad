import {
  MAX_SLOTS_PER_BOOKING,
  TIME_SLOTS,
  findSlot,
  resolveSlotId,
  slotIdFromLabel,
  sortSlotIds,
} from './time-slots.js';

describe('time slots', () => {
  it('offers twelve hourly slots from 9:00 AM to 9:00 PM with the exact labels', () => {
    expect(TIME_SLOTS.map((s) => s.label)).toEqual([
      '9:00 AM - 10:00 AM',
      '10:00 AM - 11:00 AM',
      '11:00 AM - 12:00 PM',
      '12:00 PM - 1:00 PM',
      '1:00 PM - 2:00 PM',
      '2:00 PM - 3:00 PM',
      '3:00 PM - 4:00 PM',
      '4:00 PM - 5:00 PM',
      '5:00 PM - 6:00 PM',
      '6:00 PM - 7:00 PM',
      '7:00 PM - 8:00 PM',
      '8:00 PM - 9:00 PM',
    ]);
  });

  it('identifies slots by their 24-hour start', () => {
    expect(TIME_SLOTS.map((s) => s.id)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
    ]);
    expect(findSlot('20:00')).toMatchObject({ start: '20:00', end: '21:00', startHour: 20 });
    expect(findSlot('21:00')).toBeUndefined();
  });

  it('allows at most four slots per booking', () => {
    expect(MAX_SLOTS_PER_BOOKING).toBe(4);
  });

  it('reads a label back to its id, forgiving spacing and case', () => {
    expect(slotIdFromLabel('12:00 PM - 1:00 PM')).toBe('12:00');
    expect(slotIdFromLabel(' 9:00 am -  10:00 am ')).toBe('09:00');
    expect(slotIdFromLabel('9:00 PM - 10:00 PM')).toBeUndefined();
  });

  it('resolves an id or a label', () => {
    expect(resolveSlotId('13:00')).toBe('13:00');
    expect(resolveSlotId('1:00 PM - 2:00 PM')).toBe('13:00');
    expect(resolveSlotId('08:00')).toBeUndefined();
  });

  it('sorts slot ids by the hour of the day', () => {
    expect(sortSlotIds(['20:00', '09:00', '12:00'])).toEqual(['09:00', '12:00', '20:00']);
  });
});
