import { cancellableUntil, labLimitsOf, weekOf, weeklyHoursRule, type LabLimits } from '../bookings/booking-limits.js';
import type { Actor } from '../events/event-envelope.js';
import type { LabOperationEvent } from './lab-operation-events.js';
import { parseSetLabLimits } from './lab-limits-api.js';
import { NO_OPERATIONS, evolveLabOperations, labDayOperations } from './lab-operations.js';

const admin: Actor = { kind: 'user', userId: 'u', email: 'admin@centre.example', role: 'admin' };
const limits: LabLimits = { horizonDays: 30, maxFacilitiesPerBooking: 2, maxHoursPerWeek: 10, cancelNoticeHours: 24 };
const set = (l: LabLimits): LabOperationEvent => ({
  type: 'LabLimitsSet',
  version: 1,
  eventId: 'e',
  occurredAt: '2026-11-20T06:00:00.000Z',
  actor: admin,
  correlationId: 'c',
  data: { labId: 'FabricationLab', limits: l },
});

describe('28.5 limits per lab', () => {
  it('LabLimitsSet folds to the latest limits; the same event twice leaves what it left once', () => {
    const once = evolveLabOperations(NO_OPERATIONS, set(limits));
    expect(once.limits).toEqual(limits);
    expect(evolveLabOperations(once, set(limits))).toEqual(once);
    expect(evolveLabOperations(once, set({ ...limits, maxHoursPerWeek: null })).limits?.maxHoursPerWeek).toBeNull();
  });

  it('a lab-day\'s operations carry its lab\'s limits (the first source\'s), none when unset', () => {
    const ofLab = evolveLabOperations(NO_OPERATIONS, set(limits));
    expect(labDayOperations('FabricationLab', '2026-11-23', ofLab, NO_OPERATIONS).limits).toEqual(limits);
    expect(labDayOperations('FabricationLab', '2026-11-23', NO_OPERATIONS, NO_OPERATIONS)).not.toHaveProperty('limits');
  });

  it('until set, a lab keeps the configured horizon and facilities, no weekly cap and no notice', () => {
    expect(labLimitsOf({ horizonDays: 90, maxFacilitiesPerBooking: 4 }, undefined)).toEqual({ horizonDays: 90, maxFacilitiesPerBooking: 4, maxHoursPerWeek: null, cancelNoticeHours: 0 });
    expect(labLimitsOf({ horizonDays: 90, maxFacilitiesPerBooking: 4 }, limits)).toBe(limits);
  });

  it('a week runs Monday to Sunday', () => {
    expect(weekOf('2026-11-23')).toBe('2026-11-23');
    expect(weekOf('2026-11-29')).toBe('2026-11-23');
    expect(weekOf('2026-11-22')).toBe('2026-11-16');
    expect(weekOf('2027-01-01')).toBe('2026-12-28');
  });

  it('the weekly cap lets a booking reach it, not pass it; no cap lets every one through', () => {
    expect(weeklyHoursRule(6, 4, 10)).toBeNull();
    expect(weeklyHoursRule(7, 4, 10)).toBe('HOURS_PER_WEEK');
    expect(weeklyHoursRule(1000, 4, null)).toBeNull();
  });

  it('the booker may cancel until the first slot\'s start less the notice', () => {
    expect(cancellableUntil(new Date('2026-11-23T04:30:00Z'), 48).toISOString()).toBe('2026-11-21T04:30:00.000Z');
  });

  it('the console\'s input: whole numbers within bounds, a blank weekly cap is none, each problem named', () => {
    expect(parseSetLabLimits({ labId: 'BioLab', horizonDays: '30', maxFacilitiesPerBooking: 2, maxHoursPerWeek: '', cancelNoticeHours: 0 })).toEqual({
      ok: true,
      value: { labId: 'BioLab', limits: { horizonDays: 30, maxFacilitiesPerBooking: 2, maxHoursPerWeek: null, cancelNoticeHours: 0 } },
    });
    const bad = parseSetLabLimits({ labId: 'Nowhere', horizonDays: 731, maxFacilitiesPerBooking: 0, maxHoursPerWeek: 0, cancelNoticeHours: -1 });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(Object.keys(bad.errors).sort()).toEqual(['cancelNoticeHours', 'horizonDays', 'labId', 'maxFacilitiesPerBooking', 'maxHoursPerWeek']);
      expect(bad.errors.maxFacilitiesPerBooking).toBe('Facilities per booking must be a whole number from 1 to 50.');
    }
    expect(parseSetLabLimits(null).ok).toBe(false);
  });
});
