import type { Actor, BookingRecord, LabDayEvent, RecordedEvent } from '@centre/contracts';
import { evolveBookingRecord } from '@centre/contracts';

export interface BookingHistoryEntry {
  eventId: string;
  type: LabDayEvent['type'];
  /** ISO 8601: when it happened. */
  at: string;
  actor: Actor;
  notes?: string;
  position: number;
}

/** The review page's booking: the record and what happened to it, oldest first. */
export interface BookingSummary {
  record: BookingRecord;
  history: BookingHistoryEntry[];
}

/** Pure; an event already in the history changes nothing, so a redelivery is harmless. */
export const evolveBookingSummary = (
  summary: BookingSummary | null,
  recorded: RecordedEvent<LabDayEvent>,
): BookingSummary | null => {
  const event = recorded.event;
  if (summary?.history.some((entry) => entry.eventId === event.eventId)) return summary;
  const record = evolveBookingRecord(summary?.record ?? null, event);
  if (!record) return summary;
  const entry: BookingHistoryEntry = {
    eventId: event.eventId,
    type: event.type,
    at: event.occurredAt,
    actor: event.actor,
    ...(event.type !== 'BookingRequested' && event.data.notes !== '' && { notes: event.data.notes }),
    position: recorded.position,
  };
  return { record, history: [...(summary?.history ?? []), entry] };
};
