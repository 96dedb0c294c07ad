import {
  isLabDayEvent,
  normaliseBookingRecord,
  type BookingRecord,
  type BookingStatus,
  type LabDayEvent,
  type RecordedEvent,
} from '@centre/contracts';
import { bookingViewOf, publicActor, type PublicActor } from '../../bookings/queries/get-booking/booking-view.js';

/** One line of a booking's audit trail: an event of the log, as it was recorded. */
export interface AuditEntry {
  eventId: string;
  type: LabDayEvent['type'];
  /** The status the booking had after this event. */
  status: BookingStatus;
  at: string;
  actor: PublicActor;
  notes?: string;
  position: number;
  revision: number;
  correlationId: string;
}

export interface BookingAudit {
  booking: BookingRecord;
  trail: AuditEntry[];
}

const statusAfter = (type: LabDayEvent['type']): BookingStatus =>
  type === 'BookingApproved' ? 'approved' : type === 'BookingRejected' ? 'rejected' : 'pending';

/**
 * Pure: a booking and its audit trail from its lab-day's events. The trail is the log itself
 * (DESIGN 6): every event about the booking with its time, actor and notes.
 */
export const bookingAuditOf = (bookingId: string, events: readonly RecordedEvent[]): BookingAudit | undefined => {
  const view = bookingViewOf(bookingId, events);
  const booking = view && normaliseBookingRecord(view);
  if (!booking) return undefined;
  // The view's spellings are read back into the one camelCase record; ids stay ids.
  booking.facilityIds = [...view.facilityIds];
  const trail = events.flatMap((recorded): AuditEntry[] => {
    if (!isLabDayEvent(recorded.event)) return [];
    const event = recorded.event as LabDayEvent;
    if (event.data.bookingId !== bookingId) return [];
    const notes = event.type === 'BookingRequested' ? '' : event.data.notes;
    return [
      {
        eventId: event.eventId,
        type: event.type,
        status: statusAfter(event.type),
        at: event.occurredAt,
        actor: publicActor(event.actor),
        ...(notes !== '' && { notes }),
        position: recorded.position,
        revision: recorded.revision,
        correlationId: event.correlationId,
      },
    ];
  });
  return { booking, trail };
};
