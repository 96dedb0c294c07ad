import type { BookingRecord, BookingStatus } from '@centre/contracts';
import type { ReadModelStore, ReadTarget } from '../../store/read-model-store.port.js';
import {
  BOOKING_LISTS,
  BY_CREATED,
  BY_DATE,
  ROWS_KEY,
  STATE_KEY,
  byLabKey,
  byStatusAndLabKey,
  byStatusKey,
  dateScore,
} from './booking-lists.projection.js';
import { decodeListState, listedRecord } from './booking-lists.evolve.js';

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

const ACTIVE: ReadTarget = { projection: BOOKING_LISTS, active: true };

export const listBookings = async (store: ReadModelStore, query: BookingListQuery = {}): Promise<BookingListPage> => {
  const offset = Math.max(0, Math.floor(query.offset ?? 0));
  const limit = Math.min(500, Math.max(1, Math.floor(query.limit ?? 20)));
  const sort = query.sort ?? 'created-desc';
  const byDate = sort === 'date-asc' || sort === 'date-desc';
  const dateRange = query.dateFrom !== undefined || query.dateTo !== undefined;
  const byCreation =
    query.status && query.lab
      ? byStatusAndLabKey(query.status, query.lab)
      : query.status
        ? byStatusKey(query.status)
        : query.lab
          ? byLabKey(query.lab)
          : BY_CREATED;

  // One index answers the whole query: page in Redis, then fetch the page's rows.
  const single = !byDate && !dateRange ? byCreation : byDate && !query.status && !query.lab ? BY_DATE : null;
  if (single) {
    const range = single === BY_DATE ? dateBounds(query) : {};
    const rev = sort === 'created-desc' || sort === 'date-desc';
    const [members, total] = await store.read(ACTIVE, [
      { op: 'zrange', key: single, rev, offset, count: limit, ...range },
      { op: 'zcount', key: single, ...range },
    ]);
    return { total, offset, limit, items: await rows(store, members.map((m) => m.member)) };
  }

  // Otherwise take the narrowest index's ids, then filter and sort their rows here.
  const key = byCreation === BY_CREATED ? BY_DATE : byCreation;
  const [members] = await store.read(ACTIVE, [
    { op: 'zrange', key, ...(key === BY_DATE ? dateBounds(query) : {}) },
  ]);
  const from = query.dateFrom ?? '';
  const to = query.dateTo ?? '\uffff';
  const matching = (await rows(store, members.map((m) => m.member)))
    .filter((r) => (query.status === undefined || r.status === query.status) && (query.lab === undefined || r.lab === query.lab))
    .filter((r) => r.date >= from && r.date <= to)
    .sort(comparator(sort));
  return { total: matching.length, offset, limit, items: matching.slice(offset, offset + limit) };
};

const dateBounds = (query: BookingListQuery): { min?: number; max?: number } => ({
  ...(query.dateFrom !== undefined && { min: dateScore(query.dateFrom) }),
  ...(query.dateTo !== undefined && { max: dateScore(query.dateTo) }),
});

const rows = async (store: ReadModelStore, ids: readonly string[]): Promise<BookingRecord[]> => {
  if (ids.length === 0) return [];
  const [values, states] = await store.read(ACTIVE, [
    { op: 'hmget', key: ROWS_KEY, fields: ids },
    { op: 'hmget', key: STATE_KEY, fields: ids },
  ]);
  return values.flatMap((value, i) => {
    if (value === null) return [];
    const state = states[i];
    return [listedRecord(ids[i]!, value, state ? decodeListState(state) : null)];
  });
};

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
