import type { CentreEvent } from '@centre/contracts';

/** What the counters know of one subject (a booking, message or application): its status. */
export type Known = string | null;

export interface CounterChange {
  /** The subject's status from now on (null: no change). */
  known: Known;
  /** Counter field → amount to add. */
  add: Record<string, number>;
}

export const subjectOf = (event: CentreEvent): string => {
  switch (event.type) {
    case 'BookingRequested':
    case 'BookingApproved':
    case 'BookingRejected':
      return `booking:${event.data.bookingId}`;
    case 'ContactMessageReceived':
      return `message:${event.data.messageId}`;
    case 'StartupApplicationSubmitted':
      return `application:${event.data.applicationId}`;
  }
};

/**
 * Pure. Counts move on transitions of a subject's known status, never on the event alone, so
 * applying an event twice counts it once.
 */
export const evolveCounters = (known: Known, event: CentreEvent): CounterChange | null => {
  switch (event.type) {
    case 'BookingRequested':
      if (known !== null) return null;
      return {
        known: 'pending',
        add: { bookings: 1, 'status:pending': 1, [`lab:${event.data.lab}`]: 1 },
      };
    case 'BookingApproved':
    case 'BookingRejected': {
      const status = event.type === 'BookingApproved' ? 'approved' : 'rejected';
      if (known === null || known === status) return null;
      return { known: status, add: { [`status:${known}`]: -1, [`status:${status}`]: 1 } };
    }
    case 'ContactMessageReceived':
      return known === null ? { known: 'received', add: { messages: 1 } } : null;
    case 'StartupApplicationSubmitted':
      return known === null ? { known: 'received', add: { applications: 1 } } : null;
  }
};
