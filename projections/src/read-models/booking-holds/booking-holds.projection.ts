import {
  LAB_DAY_EVENT_TYPES,
  cellCount,
  holdsCells,
  isUndecided,
  statusAfterEvent,
  weekOf,
  type BookingStatus,
  type LabDayEvent,
} from '@centre/contracts';
import { documentProjection } from '../../engine/document-projection.js';
import type { DocumentLayout, TotalEntry } from '../../engine/projection.js';
import { builtModule } from '../../engine/thread-module.js';

export const BOOKING_HOLDS = 'booking-holds';

/**
 * What a booking that holds cells holds, and whose it is: its booker's email, the keyed hash of
 * the address it was sent from (when known), its number of cells and its lab's week. The
 * booking limits that span lab-days are checked against it: cells per email and per address
 * (undecided bookings), and a lab's hours per booker per week (approved ones too).
 */
export interface BookingHold {
  email: string;
  clientKey?: string;
  cells: number;
  status: BookingStatus;
  /** `{lab}|{Monday of its date}`: the week whose hours it counts in. */
  week: string;
}

/** The running total of cells the undecided bookings of one booker email hold. */
export const heldByEmail = (email: string): string => `email:${email}`;
/** The running total of cells the undecided bookings sent from one (keyed) client address hold. */
export const heldByAddress = (clientKey: string): string => `address:${clientKey}`;
/** A lab's week, as a hold records it: the lab and the Monday of the booking's date. */
export const labWeek = (lab: string, date: string): string => `${lab}|${weekOf(date)}`;
/** The running total of hours (cells) one booker email's bookings hold in one lab's week. */
export const heldInWeek = (email: string, week: string): string => `week:${week}|${email}`;

type StoredHold = [email: string, clientKey: string | null, cells: number, status: BookingStatus, week: string];

export const bookingHoldsLayout: DocumentLayout<BookingHold> = {
  encode: (h) => JSON.stringify([h.email, h.clientKey ?? null, h.cells, h.status, h.week] satisfies StoredHold),
  decode: (_id, encoded) => {
    const [email, clientKey, cells, status, week] = JSON.parse(encoded) as StoredHold;
    return { email, ...(clientKey !== null && { clientKey }), cells, status, week };
  },
  // Summed by the engine as bookings come and go, so a request's check reads two numbers,
  // however many bookings an email or a campus address holds.
  totals: (h): TotalEntry[] => [
    ...(isUndecided(h.status)
      ? [
          { total: heldByEmail(h.email), value: h.cells },
          ...(h.clientKey !== undefined ? [{ total: heldByAddress(h.clientKey), value: h.cells }] : []),
        ]
      : []),
    { total: heldInWeek(h.email, h.week), value: h.cells },
  ],
};

/**
 * Pure. A request creates its booking's hold; every later event sets its status as the
 * booking's record does (`statusAfterEvent`). An approved booking stays (its hours count in its
 * week, no longer in what waits for a decision); one that holds no cells any more is dropped.
 */
export const evolveBookingHold = (hold: BookingHold | null, event: LabDayEvent): BookingHold | null => {
  if (event.type === 'BookingRequested') {
    if (hold) return hold;
    const { email, clientKey, slots, facilityIds, lab, date } = event.data;
    const status = statusAfterEvent(event);
    if (!isUndecided(status)) return null;
    return { email, ...(clientKey !== undefined && { clientKey }), cells: cellCount(slots, facilityIds), status, week: labWeek(lab, date) };
  }
  if (!hold) return null;
  const status = statusAfterEvent(event);
  return holdsCells(status) ? { ...hold, status } : null;
};

/** A booking's events are its lab-day's stream, so a hold changes with that stream only. */
export const bookingHoldsProjection = documentProjection<BookingHold, LabDayEvent>({
  name: BOOKING_HOLDS,
  // 3: approved bookings stay, for the hours per booker per week.
  version: 3,
  handles: LAB_DAY_EVENT_TYPES,
  documentId: ({ event }) => event.data.bookingId,
  evolve: (hold, { event }) => evolveBookingHold(hold, event),
  layout: bookingHoldsLayout,
  foldsInParts: { module: builtModule(import.meta.url), export: 'bookingHoldsProjection' },
});
