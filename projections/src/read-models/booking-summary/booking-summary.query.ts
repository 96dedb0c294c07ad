import type { ReadModelStore } from '../../store/read-model-store.port.js';
import type { BookingSummary } from './booking-summary.evolve.js';
import { BOOKING_SUMMARY, bookingKey } from './booking-summary.projection.js';

export const getBookingSummary = async (store: ReadModelStore, bookingId: string): Promise<BookingSummary | null> => {
  const [stored] = await store.read({ projection: BOOKING_SUMMARY, active: true }, [
    { op: 'get', key: bookingKey(bookingId) },
  ]);
  return stored === null ? null : (JSON.parse(stored) as BookingSummary);
};
