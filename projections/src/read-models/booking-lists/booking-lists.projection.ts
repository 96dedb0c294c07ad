import { LAB_DAY_EVENT_TYPES, evolveBookingRecord, type BookingRecord, type LabDayEvent } from '@centre/contracts';
import { documentProjection } from '../../engine/document-projection.js';
import { builtModule } from '../../engine/thread-module.js';
import { bookingListsLayout } from './booking-lists.layout.js';

export const BOOKING_LISTS = 'booking-lists';

/**
 * The console's booking lists: each booking's record, folded by the one fold every reader of a
 * booking uses, listed by creation, lab, date and status. A decision is taken in its booking's
 * own lab-day stream, so a record changes with its own stream's events only.
 */
export const bookingListsProjection = documentProjection<BookingRecord, LabDayEvent>({
  name: BOOKING_LISTS,
  // 5: the booking's record as one document, its indexes derived from it. 6: the booking's
  // life after its request (deadlines, cancellation, expiry) and the deadline index. 7: the
  // deadline index per lab (the reviewers' queue of a lab). 8: flags on approved bookings and
  // the flagged index. 9: no index of all bookings or of a lab by creation (read across the
  // status indexes, which hold every booking once between them), and no lab or facility names
  // where they are the catalogue's.
  version: 9,
  handles: LAB_DAY_EVENT_TYPES,
  documentId: ({ event }) => event.data.bookingId,
  evolve: (record, { event }) => evolveBookingRecord(record, event),
  layout: bookingListsLayout,
  // A booking's events are its lab-day's stream: parts hold other bookings, and list them in the
  // same indexes as members of their own.
  foldsInParts: { module: builtModule(import.meta.url), export: 'bookingListsProjection' },
});
