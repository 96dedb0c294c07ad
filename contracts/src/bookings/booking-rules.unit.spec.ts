import {
  BOOKING_RULE_MESSAGES,
  dateGivenRule,
  distinctFacilitiesRule,
  distinctSlotsRule,
  facilitiesInLabRule,
  facilityCountRule,
  firstRefusal,
  knownSlotsRule,
  notInPastRule,
  notLentItemsAloneRule,
  notStartedRule,
  slotCountRule,
  resolveSlotIds,
} from './booking-rules.js';
import { messageText } from '../validation/message-codes.js';

describe('booking rules', () => {
  it('dates: given, real, not before today', () => {
    expect(dateGivenRule(' ')).toBe('DATE_REQUIRED');
    expect(dateGivenRule('2026-02-30')).toBe('DATE_INVALID');
    expect(dateGivenRule('2026-03-10')).toBeNull();
    expect(notInPastRule('2026-03-09', '2026-03-10')).toBe('DATE_IN_PAST');
    expect(notInPastRule('2026-03-10', '2026-03-10')).toBeNull();
  });

  it('slots: one to four, each a slot of the day, by id or label, none twice', () => {
    expect(slotCountRule([])).toBe('NO_SLOTS');
    expect(slotCountRule(['09:00', '10:00', '11:00', '12:00', '13:00'])).toBe('TOO_MANY_SLOTS');
    expect(slotCountRule(['09:00', '10:00', '11:00', '12:00'])).toBeNull();
    expect(knownSlotsRule(['08:00'])).toBe('UNKNOWN_SLOT');
    expect(knownSlotsRule(['10:00 AM - 11:00 AM'])).toBe('UNKNOWN_SLOT');
    expect(knownSlotsRule(resolveSlotIds(['09:00', '10:00 AM - 11:00 AM']))).toBeNull();
    expect(resolveSlotIds(['10:00 AM - 11:00 AM', '8:00 AM - 9:00 AM'])).toEqual(['10:00', undefined]);
    expect(distinctSlotsRule(['09:00', '09:00'])).toBe('DUPLICATE_SLOTS');
  });

  it("slots of today that have begun, asking the clock about today's slots only", () => {
    const asked: string[] = [];
    const started = (slotId: string, date: string) => {
      asked.push(`${date} ${slotId}`);
      return slotId < '12:00';
    };
    expect(notStartedRule(['11:00'], '2026-03-10', '2026-03-10', started)).toBe('SLOT_STARTED');
    expect(notStartedRule(['12:00'], '2026-03-10', '2026-03-10', started)).toBeNull();
    expect(notStartedRule(['09:00'], '2026-03-11', '2026-03-10', started)).toBeNull();
    expect(asked).toEqual(['2026-03-10 11:00', '2026-03-10 12:00']);
  });

  it('facilities: at least one, of the chosen lab, none twice', () => {
    expect(facilityCountRule([])).toBe('NO_FACILITIES');
    expect(facilitiesInLabRule('BioLab', ['fab-prusa-mk4-1'])).toBe('FACILITY_NOT_IN_LAB');
    expect(facilitiesInLabRule('NoSuchLab', ['fab-prusa-mk4-1'])).toBeNull();
    expect(distinctFacilitiesRule(['a', 'a'])).toBe('DUPLICATE_FACILITIES');
  });

  it('stops at the first refusal of a row', () => {
    let later = false;
    expect(firstRefusal(() => slotCountRule([]), () => ((later = true), null))).toBe('NO_SLOTS');
    expect(later).toBe(false);
    expect(firstRefusal(() => null, () => null)).toBeNull();
  });

  it("words each refusal with the booking form's message", () => {
    expect(messageText(BOOKING_RULE_MESSAGES.NO_SLOTS)).toBe('Please select at least one time slot');
    expect(messageText(BOOKING_RULE_MESSAGES.SLOT_STARTED)).toBe(
      'One or more selected time slots have already started. Please select a later time slot.',
    );
  });

  it('28.1 lent items: never booked alone, always with a device of the booking', () => {
    expect(notLentItemsAloneRule(['smac-usbc-cable'])).toBe('LENT_ITEMS_ALONE');
    expect(notLentItemsAloneRule(['media-sandisk-128gb-sd', 'media-hp-128gb-pendrive'])).toBe('LENT_ITEMS_ALONE');
    expect(notLentItemsAloneRule(['smac-usbc-cable', 'smac-macbook-pro-14-2'])).toBeNull();
    expect(notLentItemsAloneRule([])).toBeNull();
    expect(messageText(BOOKING_RULE_MESSAGES.LENT_ITEMS_ALONE)).toMatch(/^Cables, adapters, memory cards and pen drives are lent with a device/);
  });
});
