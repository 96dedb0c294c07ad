import { NO_LAB_DAY_OPERATIONS, type LabLimits } from '@centre/contracts';
import type { LabDayCommand, LabDayDecision } from './lab-day.decider.js';
import { approved, given, id, LAB, PRINTER, request, requested, TOMORROW, TZ, ULTIMAKER } from './testing/lab-day.given.js';

const A = id('aaaaaaaa');
const LASER = 'fab-bambu-x1-carbon';

const limits = (over: Partial<LabLimits> = {}): LabLimits => ({
  horizonDays: 90,
  maxFacilitiesPerBooking: 4,
  maxHoursPerWeek: null,
  cancelNoticeHours: 0,
  ...over,
});

/** The request as the handler sends it when the lab's admin has set its limits. */
const underLimits = (command: LabDayCommand, set: LabLimits): LabDayCommand =>
  command.type === 'RequestBooking' ? { ...command, data: { ...command.data, operations: { ...NO_LAB_DAY_OPERATIONS, limits: set } } } : command;

const cancelled = (by: 'booker' | 'reviewer', reason: string): LabDayDecision => ({
  type: 'BookingCancelled',
  version: 1,
  data: { bookingId: A, lab: LAB, date: TOMORROW, by, reason },
});
const cancel = (by: 'booker' | 'reviewer', cancelNoticeHours: number, reason = ''): LabDayCommand => ({
  type: 'CancelBooking',
  data: { bookingId: A, by, reason, timezone: TZ, cancelNoticeHours },
});

describe('28.5 limits per lab', () => {
  describe('facilities per booking', () => {
    it('given the lab allows 2 facilities, when a request names 3, then it is refused with the catalogue\'s words', () => {
      const command = underLimits(request(A, { facilityIds: [PRINTER, ULTIMAKER, LASER] }), limits({ maxFacilitiesPerBooking: 2 }));
      const error = given().when(command).thenFails('TOO_MANY_FACILITIES');
      expect(error.message).toBe('Too many facilities for one booking. Please select fewer facilities.');
    });

    it('given the lab allows 2 facilities, when a request names 2, then it is requested', () => {
      const command = underLimits(request(A, { facilityIds: [PRINTER, ULTIMAKER] }), limits({ maxFacilitiesPerBooking: 2 }));
      given().when(command).then(requested(A, { facilityIds: [PRINTER, ULTIMAKER] }));
    });

    it('given the lab raised it above the configured default, then the lab\'s own limit rules', () => {
      const five = [PRINTER, ULTIMAKER, LASER, 'fab-prusa-mk4-2', 'fab-roland-gs2-24'];
      const command = request(A, { facilityIds: five });
      given().when(command).thenFails('TOO_MANY_FACILITIES');
      expect(() => given().when(underLimits(command, limits({ maxFacilitiesPerBooking: 6 }))).then(requested(A, { facilityIds: five }))).not.toThrow();
    });
  });

  describe('how far ahead', () => {
    it('given the lab books 7 days ahead, when a request is 8 days ahead, then DATE_TOO_FAR_AHEAD', () => {
      // NOW is 2026-11-21 at the centre.
      const date = '2026-11-29';
      const far = underLimits(request(id('aaaaaaaa', date), { date }), limits({ horizonDays: 7 }));
      given().when(far).thenFails('DATE_TOO_FAR_AHEAD');
      const within = underLimits(request(id('aaaaaaaa', '2026-11-28'), { date: '2026-11-28' }), limits({ horizonDays: 7 }));
      expect(() => given().when(within).then(requested(id('aaaaaaaa', '2026-11-28'), { date: '2026-11-28' }))).not.toThrow();
    });

    it('given no limits set for the lab, then the configured horizon (90 days) applies', () => {
      const date = '2027-02-20';
      given().when(request(id('aaaaaaaa', date), { date })).thenFails('DATE_TOO_FAR_AHEAD');
    });
  });

  describe('minimum notice to cancel', () => {
    // NOW is 09:30 at the centre on the 21st; the first slot is 10:00 on the 22nd: 24 h 30 min ahead.
    it('given a 24-hour notice, when the booker cancels 24 h 30 min ahead, then it is cancelled', () => {
      given(requested(A)).when(cancel('booker', 24)).then(cancelled('booker', ''));
    });

    it('given a 25-hour notice, when the booker cancels 24 h 30 min ahead, then CANCEL_NOTICE_PASSED, with a clear message', () => {
      const error = given(requested(A), approved(A)).when(cancel('booker', 25)).thenFails('CANCEL_NOTICE_PASSED');
      expect(error.message).toMatch(/starts too soon to be cancelled here.*contact the lab/);
    });

    it('given a 24-hour notice, when the booker cancels at its very end, then it is refused (the end is excluded)', () => {
      given(requested(A)).when(cancel('booker', 24), new Date('2026-11-21T04:30:00Z')).thenFails('CANCEL_NOTICE_PASSED');
    });

    it('given a 25-hour notice, when a reviewer cancels inside it with a reason, then it is cancelled', () => {
      given(requested(A), approved(A)).when(cancel('reviewer', 25, 'machine down')).then(cancelled('reviewer', 'machine down'));
    });

    it('given no notice, the booker still cancels until the first slot starts', () => {
      given(requested(A)).when(cancel('booker', 0), new Date('2026-11-22T04:29:00Z')).then(cancelled('booker', ''));
      given(requested(A)).when(cancel('booker', 0), new Date('2026-11-22T04:30:00Z')).thenFails('BOOKING_STARTED');
    });
  });
});
