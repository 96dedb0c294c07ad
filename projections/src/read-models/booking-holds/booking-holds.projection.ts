import {
  LAB_DAY_EVENT_TYPES,
  cellCount,
  isUndecided,
  statusAfterEvent,
  type BookingStatus,
  type LabDayEvent,
} from '@centre/contracts';
import { documentProjection } from '../../engine/document-projection.js';
import type { DocumentLayout, TotalEntry } from '../../engine/projection.js';
import { builtModule } from '../../engine/thread-module.js';

export const BOOKING_HOLDS = 'booking-holds';

/**
 * What an undecided booking holds, and whose it is: its booker's email, the keyed hash of the
 * address it was sent from (when known) and its number of cells. The booking limits that span
 * lab-days (cells per email, per address) are checked against it.
 */
export interface BookingHold {
  email: string;
  clientKey?: string;
  cells: number;
  status: BookingStatus;
}

/** The running total of cells the undecided bookings of one booker email hold. */
export const heldByEmail = (email: string): string => `email:${email}`;
/** The running total of cells the undecided bookings sent from one (keyed) client address hold. */
export const heldByAddress = (clientKey: string): string => `address:${clientKey}`;

type StoredHold = [email: string, clientKey: string | null, cells: number, status: BookingStatus];

export const bookingHoldsLayout: DocumentLayout<BookingHold> = {
  encode: (h) => JSON.stringify([h.email, h.clientKey ?? null, h.cells, h.status] satisfies StoredHold),
  decode: (_id, encoded) => {
    const [email, clientKey, cells, status] = JSON.parse(encoded) as StoredHold;
    return { email, ...(clientKey !== null && { clientKey }), cells, status };
  },
  // Summed by the engine as bookings come and go, so a request's check reads two numbers,
  // however many bookings an email or a campus address holds.
  totals: (h): TotalEntry[] =>
    isUndecided(h.status)
      ? [
          { total: heldByEmail(h.email), value: h.cells },
          ...(h.clientKey !== undefined ? [{ total: heldByAddress(h.clientKey), value: h.cells }] : []),
        ]
      : [],
};

/**
 * Pure. A request creates its booking's hold; every later event sets its status as the
 * booking's record does (`statusAfterEvent`), and a booking that no longer waits for a decision is
 * dropped: nothing counts it any more.
 */
export const evolveBookingHold = (hold: BookingHold | null, event: LabDayEvent): BookingHold | null => {
  if (event.type === 'BookingRequested') {
    if (hold) return hold;
    const { email, clientKey, slots, facilityIds } = event.data;
    const status = statusAfterEvent(event);
    if (!isUndecided(status)) return null;
    return { email, ...(clientKey !== undefined && { clientKey }), cells: cellCount(slots, facilityIds), status };
  }
  if (!hold) return null;
  const status = statusAfterEvent(event);
  return isUndecided(status) ? { ...hold, status } : null;
};

/** A booking's events are its lab-day's stream, so a hold changes with that stream only. */
export const bookingHoldsProjection = documentProjection<BookingHold, LabDayEvent>({
  name: BOOKING_HOLDS,
  version: 2,
  handles: LAB_DAY_EVENT_TYPES,
  documentId: ({ event }) => event.data.bookingId,
  evolve: (hold, { event }) => evolveBookingHold(hold, event),
  layout: bookingHoldsLayout,
  foldsInParts: { module: builtModule(import.meta.url), export: 'bookingHoldsProjection' },
});
