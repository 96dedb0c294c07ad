import type { WaitEnded, WaitJoined, WaitLeft, WaitOfferClaimed, WaitOffered, WaitOfferLapsed } from '@centre/contracts';

/** Waitlist events of the lab-day stream for projection tests (issue 28 item 6). */

const where0 = { lab: 'FabricationLab', date: '2026-12-01' };
let sequence = 0;

const envelope = <T extends string, D>(type: T, data: D, occurredAt: string, kind: 'booker' | 'scheduler' | 'visitor') => ({
  type,
  version: 1 as const,
  eventId: `wait-evt-${++sequence}`,
  occurredAt,
  actor: { kind },
  correlationId: `wait-corr-${sequence}`,
  data,
});

export const waitJoined = (bookingId = 'w-1', slots = ['09:00'], facilityIds = ['fab-prusa-mk4-1']): WaitJoined =>
  envelope(
    'WaitJoined',
    {
      bookingId,
      userType: 'student' as const,
      ...where0,
      slots,
      facilityIds,
      name: 'Bea Kulkarni',
      email: 'bea@example.edu',
      startsAt: '2026-12-01T03:30:00.000Z',
    },
    '2026-11-20T05:00:00.000Z',
    'visitor',
  );

export const waitOffered = (
  bookingId = 'w-1',
  offerUntil = '2026-11-20T07:30:00.000Z',
  slots = ['09:00'],
  facilityIds = ['fab-prusa-mk4-1'],
): WaitOffered =>
  envelope('WaitOffered', { bookingId, ...where0, email: 'bea@example.edu', slots, facilityIds, offerUntil }, '2026-11-20T07:00:00.000Z', 'booker');

export const waitOfferClaimed = (bookingId = 'w-1'): WaitOfferClaimed =>
  envelope('WaitOfferClaimed', { bookingId, ...where0 }, '2026-11-20T07:10:00.000Z', 'booker');

export const waitOfferLapsed = (bookingId = 'w-1', deadline = '2026-11-20T07:30:00.000Z'): WaitOfferLapsed =>
  envelope('WaitOfferLapsed', { bookingId, ...where0, deadline }, deadline, 'scheduler');

export const waitLeft = (bookingId = 'w-1'): WaitLeft => envelope('WaitLeft', { bookingId, ...where0 }, '2026-11-20T07:05:00.000Z', 'booker');

export const waitEnded = (bookingId = 'w-1', startsAt = '2026-12-01T03:30:00.000Z'): WaitEnded =>
  envelope('WaitEnded', { bookingId, ...where0, startsAt }, startsAt, 'scheduler');
