import { bookingFromLog, type BookingAuditResponse, type RecordedEvent } from '@centre/contracts';

export type BookingAudit = Omit<BookingAuditResponse, 'success'>;

/**
 * Pure: a booking and its audit trail from its lab-day's events. The trail is the log itself
 * (DESIGN 6): every event about the booking with its time, actor and notes, as the review
 * page's history shows it.
 */
export const bookingAuditOf = (bookingId: string, events: readonly RecordedEvent[]): BookingAudit | undefined => {
  const found = bookingFromLog(bookingId, events);
  return found && { booking: found.record, trail: found.history };
};
