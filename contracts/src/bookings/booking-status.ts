import type { LabDayEvent } from '../events/booking-events.js';

/**
 * A booking's states (DESIGN 3): requested → (the booker confirms) pending → approved |
 * rejected; requested, pending or approved → cancelled; requested or pending → expired.
 */
export type BookingStatus = 'requested' | 'pending' | 'approved' | 'rejected' | 'cancelled' | 'expired';

export const BOOKING_STATUSES: readonly BookingStatus[] = [
  'requested',
  'pending',
  'approved',
  'rejected',
  'cancelled',
  'expired',
];

export const isBookingStatus = (value: unknown): value is BookingStatus =>
  typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);

/** Requested, pending and approved bookings hold their cells; the others have freed them. */
export const holdsCells = (status: BookingStatus): boolean =>
  status === 'requested' || status === 'pending' || status === 'approved';

/** Waiting for someone: the booker's confirmation or the lab's decision. */
export const isUndecided = (status: BookingStatus): boolean => status === 'requested' || status === 'pending';

/** Nothing happens to a booking any more once it is in one of these. */
export const isClosed = (status: BookingStatus): boolean =>
  status === 'rejected' || status === 'cancelled' || status === 'expired';

/** A lab-day event as a decider returns it or the log holds it: its type and data suffice. */
export type LabDayFact = LabDayEvent extends infer E ? (E extends LabDayEvent ? Pick<E, 'type' | 'data'> : never) : never;

/**
 * The status an event leaves a booking in: the one definition that the record, the decider's
 * state and every projection fold with. Pure and idempotent (each event sets, never adds).
 */
export const statusAfterEvent = (event: LabDayFact): BookingStatus => {
  switch (event.type) {
    case 'BookingRequested':
      return event.data.confirmBy !== null ? 'requested' : 'pending';
    case 'BookingConfirmed':
      return 'pending';
    case 'BookingApproved':
      return 'approved';
    case 'BookingRejected':
      return 'rejected';
    case 'BookingCancelled':
      return 'cancelled';
    case 'BookingExpired':
      return 'expired';
    // Only an approved booking is flagged, and only a flagged one cleared (the decider refuses
    // any other): neither changes its status.
    case 'BookingFlagged':
    case 'BookingFlagCleared':
      return 'approved';
  }
};
