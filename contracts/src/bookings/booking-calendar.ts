import { CENTRE_NAME } from '../catalogue/centre.js';
import { findSlot, slotIdFromLabel } from '../catalogue/time-slots.js';
import { zonedInstant } from '../config/centre.js';
import type { BookingRecord } from './booking-record.js';

/**
 * A booking as a calendar entry (RFC 5545), for the approval mail, the cancellation mail and
 * the booker's "Add to calendar": one event per run of consecutive slots, the same UIDs every
 * time, so a CANCEL removes exactly what a REQUEST added.
 */

export interface CalendarSpan {
  uid: string;
  start: Date;
  end: Date;
}

/** The booking's runs of consecutive slots, as instants in the centre's zone. */
export const calendarSpans = (record: BookingRecord, timeZone: string): CalendarSpan[] => {
  const hours = record.timeSlots
    .map((label) => findSlot(slotIdFromLabel(label) ?? label)?.startHour)
    .filter((h): h is number => h !== undefined)
    .sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const hour of hours) {
    const last = runs[runs.length - 1];
    if (last && last[1] === hour) last[1] = hour + 1;
    else runs.push([hour, hour + 1]);
  }
  return runs.map(([from, to]) => ({
    uid: `${record.id}-${String(from).padStart(2, '0')}@centre-portal`,
    start: zonedInstant(record.date, from, timeZone),
    end: zonedInstant(record.date, to, timeZone),
  }));
};

const stamp = (at: Date): string => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Escapes text for a property value (RFC 5545 3.3.11). */
const text = (value: string): string => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
const fold = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const code = char.codePointAt(0) ?? 0;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

/** The `.ics` of a booking: REQUEST when approved, CANCEL when cancelled, PUBLISH for a download. */
export const bookingCalendar = (
  record: BookingRecord,
  method: CalendarMethod,
  timeZone: string,
  now: Date,
  organizer = 'bookings@centre-portal.local',
): string => {
  const summary = `${record.labName}: ${record.facilities.join(', ')}`;
  const events = calendarSpans(record, timeZone).flatMap((span) => [
    'BEGIN:VEVENT',
    `UID:${span.uid}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(span.start)}`,
    `DTEND:${stamp(span.end)}`,
    `SUMMARY:${text(summary)}`,
    `DESCRIPTION:${text(`Booking ${record.id} at ${CENTRE_NAME}`)}`,
    `LOCATION:${text(`${record.labName}, ${CENTRE_NAME}`)}`,
    `ORGANIZER;CN=${text(CENTRE_NAME)}:mailto:${organizer}`,
    `ATTENDEE;CN=${text(record.name)}:mailto:${record.email}`,
    // A cancellation outranks the request it withdraws.
    `SEQUENCE:${method === 'CANCEL' ? 1 : 0}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ]);
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//centre-portal//bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...events,
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')
    .concat('\r\n');
};

/** A Google Calendar link for the booking's first run of slots. */
export const googleCalendarLink = (record: BookingRecord, timeZone: string): string | undefined => {
  const span = calendarSpans(record, timeZone)[0];
  if (!span) return undefined;
  const params: Array<[string, string]> = [
    ['action', 'TEMPLATE'],
    ['text', `${record.labName}: ${record.facilities.join(', ')}`],
    ['dates', `${stamp(span.start)}/${stamp(span.end)}`],
    ['details', `Booking ${record.id} at ${CENTRE_NAME}`],
    ['location', `${record.labName}, ${CENTRE_NAME}`],
  ];
  // Contracts runs without the DOM's or Node's URL types: the query is encoded by hand.
  return `https://calendar.google.com/calendar/render?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
};
