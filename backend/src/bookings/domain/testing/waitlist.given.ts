import { DEFAULT_BOOKING_LIMITS, type BookingDetails } from '@centre/contracts';
import type { LabDayCommand, LabDayDecision } from '../lab-day.decider.js';
import { details, LAB, TOMORROW, TZ } from './lab-day.given.js';

/** Given/when/then pieces for the waitlist (issue 28 item 6), beside the lab-day's own. */

/** 10:00 on TOMORROW in Kolkata: when the default request's first slot starts. */
export const STARTS_AT = '2026-11-22T04:30:00.000Z';
export const BEA = { name: 'Bea Kulkarni', email: 'bea@example.com' } as const;

const ref = (bookingId: string) => ({ bookingId, lab: LAB, date: TOMORROW });

export const join = (bookingId: string, over: Partial<BookingDetails> = BEA): LabDayCommand => ({
  type: 'JoinWaitlist',
  data: { bookingId, details: details(over), timezone: TZ, limits: DEFAULT_BOOKING_LIMITS },
});
export const claim = (bookingId: string): LabDayCommand => ({
  type: 'ClaimWaitOffer',
  data: { bookingId, timezone: TZ, limits: DEFAULT_BOOKING_LIMITS },
});
export const leave = (bookingId: string): LabDayCommand => ({ type: 'LeaveWaitlist', data: { bookingId } });
export const lapse = (bookingId: string): LabDayCommand => ({ type: 'LapseWaitOffer', data: { bookingId } });
export const cancelByBooker = (bookingId: string): LabDayCommand => ({
  type: 'CancelBooking',
  data: { bookingId, by: 'booker', reason: '', timezone: TZ },
});

export const joined = (bookingId: string, over: Partial<BookingDetails> = BEA, startsAt = STARTS_AT): LabDayDecision => ({
  type: 'WaitJoined',
  version: 1,
  data: { ...details(over), bookingId, startsAt },
});
export const offered = (bookingId: string, offerUntil: string, over: Partial<BookingDetails> = BEA): LabDayDecision => {
  const { email, slots, facilityIds } = details(over);
  return { type: 'WaitOffered', version: 1, data: { ...ref(bookingId), email, slots, facilityIds, offerUntil } };
};
export const claimed = (bookingId: string): LabDayDecision => ({ type: 'WaitOfferClaimed', version: 1, data: ref(bookingId) });
export const lapsed = (bookingId: string, deadline: string): LabDayDecision => ({
  type: 'WaitOfferLapsed',
  version: 1,
  data: { ...ref(bookingId), deadline },
});
export const left = (bookingId: string): LabDayDecision => ({ type: 'WaitLeft', version: 1, data: ref(bookingId) });
export const cancelled = (bookingId: string): LabDayDecision => ({
  type: 'BookingCancelled',
  version: 1,
  data: { ...ref(bookingId), by: 'booker', reason: '' },
});
