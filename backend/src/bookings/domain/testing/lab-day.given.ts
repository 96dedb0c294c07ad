import { DEFAULT_BOOKING_LIMITS, type BookingDetails } from '@centre/contracts';
import { BookingDomainError } from '../booking.errors.js';
import { formatBookingId } from '../booking-id.js';
import { decide, fold, type LabDayCommand, type LabDayDecision } from '../lab-day.decider.js';

/** Given/when/then for the lab-day decider, shared by its spec files. */

export const TZ = 'Asia/Kolkata';
// 09:30 in Kolkata on 2026-11-21 (UTC+05:30).
export const NOW: Date = new Date('2026-11-21T04:00:00Z');
export const LAB = 'FabricationLab';
export const TOMORROW = '2026-11-22';
export const PRINTER = 'fab-prusa-mk4-1';
export const ULTIMAKER = 'fab-ultimaker-s5';

export const id = (suffix: string, date = TOMORROW, lab = LAB): string => formatBookingId(lab, date, suffix);

export const details = (over: Partial<BookingDetails> = {}): BookingDetails => ({
  userType: 'student',
  lab: LAB,
  date: TOMORROW,
  slots: ['10:00', '11:00'],
  facilityIds: [PRINTER],
  name: 'Asha Rao',
  email: 'asha@example.com',
  contactNumber: '9876543210',
  institute: 'college-of-engineering',
  ...over,
});

/** A request as the decider records it; without deadlines unless they are given. */
export const requested = (
  bookingId: string,
  over: Partial<BookingDetails> = {},
  deadlines: { confirmBy: string | null; decideBy: string | null } = { confirmBy: null, decideBy: null },
): LabDayDecision => ({
  type: 'BookingRequested',
  version: 2,
  data: { ...details(over), bookingId, ...deadlines },
});
export const approved = (bookingId: string, notes = ''): LabDayDecision => ({
  type: 'BookingApproved',
  version: 1,
  data: { bookingId, lab: LAB, date: TOMORROW, notes },
});
export const rejected = (bookingId: string, notes = ''): LabDayDecision => ({
  type: 'BookingRejected',
  version: 1,
  data: { bookingId, lab: LAB, date: TOMORROW, notes },
});

export const request = (bookingId: string, over: Partial<BookingDetails> = {}): LabDayCommand => ({
  type: 'RequestBooking',
  data: { bookingId, details: details(over), timezone: TZ, limits: DEFAULT_BOOKING_LIMITS },
});
export const approve = (bookingId: string, notes = ''): LabDayCommand => ({ type: 'ApproveBooking', data: { bookingId, notes } });
export const reject = (bookingId: string, notes = ''): LabDayCommand => ({ type: 'RejectBooking', data: { bookingId, notes } });

/** Given these events, when this command is decided at `now`… */
export const given = (...events: LabDayDecision[]) => ({
  when: (command: LabDayCommand, now = NOW) => {
    const run = () => decide(command, fold(events), now);
    return {
      then: (...expected: LabDayDecision[]) => expect(run()).toEqual(expected),
      thenFails: (code: string): BookingDomainError => {
        let caught: unknown;
        try {
          run();
        } catch (error: unknown) {
          caught = error;
        }
        expect(caught).toBeInstanceOf(BookingDomainError);
        expect((caught as BookingDomainError).code).toBe(code);
        return caught as BookingDomainError;
      },
    };
  },
});

