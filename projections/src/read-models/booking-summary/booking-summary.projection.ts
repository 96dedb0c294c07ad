import { LAB_DAY_EVENT_TYPES, type LabDayEvent, type RecordedEvent } from '@centre/contracts';
import type { Projection } from '../../engine/projection.js';
import { builtModule } from '../../engine/thread-module.js';
import { evolveBookingSummary, type BookingSummary } from './booking-summary.evolve.js';
import { BookingSummaryFold } from './booking-summary.fold.js';
import { bookingKey } from './booking-summary.keys.js';

export { bookingKey } from './booking-summary.keys.js';

export const BOOKING_SUMMARY = 'booking-summary';

const keyOf = (event: RecordedEvent) => bookingKey((event.event as LabDayEvent).data.bookingId);

export const bookingSummaryProjection: Projection = {
  name: BOOKING_SUMMARY,
  version: 1,
  handles: LAB_DAY_EVENT_TYPES,
  prefetch: (event) => [{ op: 'get', key: keyOf(event) }],
  async apply(event, tx) {
    const key = keyOf(event);
    const stored = await tx.get(key);
    const before = stored === null ? null : (JSON.parse(stored) as BookingSummary);
    const after = evolveBookingSummary(before, event as RecordedEvent<LabDayEvent>);
    if (after && after !== before) tx.set(key, JSON.stringify(after));
  },
  fold: () => new BookingSummaryFold(),
  // A key a booking, and a booking's events are its lab-day's stream.
  foldsInParts: { module: builtModule(import.meta.url), export: 'bookingSummaryProjection' },
};
