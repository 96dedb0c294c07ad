import type { BookingRecord, BookingStatus } from '@centre/contracts';
import { DocumentReader } from '../../engine/document-reader.js';
import type { ReadModelStore } from '../../store/read-model-store.port.js';
import { BY_DATE, BY_DEADLINE, BY_FLAGGED, byCreation, byDeadlineAndLab, dateScore } from './booking-lists.layout.js';
import { bookingListsProjection } from './booking-lists.projection.js';

export type BookingListSort = 'created-desc' | 'created-asc' | 'date-asc' | 'date-desc';

export interface BookingListQuery {
  status?: BookingStatus;
  lab?: string;
  /** Inclusive YYYY-MM-DD bounds of the booking date. */
  dateFrom?: string;
  dateTo?: string;
  sort?: BookingListSort;
  offset?: number;
  limit?: number;
}

export interface BookingListPage {
  total: number;
  offset: number;
  limit: number;
  items: BookingRecord[];
}

export const listBookings = async (store: ReadModelStore, query: BookingListQuery = {}): Promise<BookingListPage> => {
  const offset = Math.max(0, Math.floor(query.offset ?? 0));
  const limit = Math.min(500, Math.max(1, Math.floor(query.limit ?? 20)));
  const sort = query.sort ?? 'created-desc';
  const byDate = sort === 'date-asc' || sort === 'date-desc';
  const dateRange = query.dateFrom !== undefined || query.dateTo !== undefined;
  const created = byCreation(query);
  const records = new DocumentReader(store, bookingListsProjection);
  const filtered = query.status !== undefined || query.lab !== undefined;

  // The creation indexes, or the date index, answer the whole query: page them, then fetch the
  // page's records.
  if (!byDate && !dateRange) {
    const { ids, total } = await records.pageAcross(created, { rev: sort === 'created-desc', offset, count: limit });
    return { total, offset, limit, items: await records.get(ids) };
  }
  if (byDate && !filtered) {
    const { ids, total } = await records.page(BY_DATE, { rev: sort === 'date-desc', offset, count: limit, ...dateBounds(query) });
    return { total, offset, limit, items: await records.get(ids) };
  }

  // Otherwise take the ids of the dates asked, or of the status's or the lab's creation
  // indexes, then filter and sort their records here.
  const { ids } = filtered ? await records.pageAcross(created) : await records.page(BY_DATE, dateBounds(query));
  const from = query.dateFrom ?? '';
  const to = query.dateTo ?? '\uffff';
  const matching = (await records.get(ids))
    .filter((r) => (query.status === undefined || r.status === query.status) && (query.lab === undefined || r.lab === query.lab))
    .filter((r) => r.date >= from && r.date <= to)
    .sort(comparator(sort));
  return { total: matching.length, offset, limit, items: matching.slice(offset, offset + limit) };
};

const dateBounds = (query: BookingListQuery): { min?: number; max?: number } => ({
  ...(query.dateFrom !== undefined && { min: dateScore(query.dateFrom) }),
  ...(query.dateTo !== undefined && { max: dateScore(query.dateTo) }),
});

const comparator = (sort: BookingListSort) => (a: BookingRecord, b: BookingRecord): number => {
  const byCreated = Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id);
  // Ties in the same order as the sorted sets: by id.
  const byDate = a.date.localeCompare(b.date) || a.id.localeCompare(b.id);
  switch (sort) {
    case 'created-asc':
      return byCreated;
    case 'created-desc':
      return -byCreated;
    case 'date-asc':
      return byDate;
    case 'date-desc':
      return -byDate;
  }
};

export interface BookingQueueQuery {
  lab?: string;
  /** Several labs at once (a reviewer's labs); `lab` wins when both are given. */
  labs?: readonly string[];
  offset?: number;
  limit?: number;
}

/**
 * The reviewers' queue: the undecided bookings (requested or pending), the nearest deadline
 * first, so the request that would lapse soonest is at the top. One index answers it, or a
 * reviewer's labs' indexes read as one.
 */
export const listQueue = async (store: ReadModelStore, query: BookingQueueQuery = {}): Promise<BookingListPage> => {
  const offset = Math.max(0, Math.floor(query.offset ?? 0));
  const limit = Math.min(500, Math.max(1, Math.floor(query.limit ?? 20)));
  const records = new DocumentReader(store, bookingListsProjection);
  const labs = query.lab !== undefined ? [query.lab] : [...new Set(query.labs ?? [])];
  const { ids, total } = await records.pageAcross(labs.length === 0 ? [BY_DEADLINE] : labs.map(byDeadlineAndLab), { offset, count: limit });
  return { total, offset, limit, items: await records.get(ids) };
};

/**
 * Undecided bookings whose next deadline is at or before `now`, earliest first: what the
 * expiry scheduler works through. The decider has the last word on whether each is due.
 */
export const listDueBookings = async (store: ReadModelStore, now: Date, limit = 500): Promise<BookingRecord[]> => {
  const records = new DocumentReader(store, bookingListsProjection);
  const { ids } = await records.page(BY_DEADLINE, { max: now.getTime(), offset: 0, count: limit });
  return records.get(ids);
};

/**
 * Flagged bookings dated `from` (YYYY-MM-DD, the centre's today) on, nearest date first: the
 * console's "Needs attention". The caller drops those whose last slot has already ended today.
 */
export const listFlaggedBookings = async (store: ReadModelStore, from: string, limit = 500): Promise<BookingRecord[]> => {
  const records = new DocumentReader(store, bookingListsProjection);
  const { ids } = await records.page(BY_FLAGGED, { min: dateScore(from), offset: 0, count: limit });
  return records.get(ids);
};
