import type { BookingListResponse, BookingRecord } from '@centre/contracts';
import type { BookingListPage } from '@centre/projections';
import type { BookingListParams, BookingListQuery } from './booking-list.params.js';

export type BookingSearchPage = Omit<BookingListResponse, 'success'>;

/** The read model pages in steps of at most this many rows. */
const READ_CHUNK = 500;

/** The booking-lists read model's query, against the store the projections keep. */
type ListBookings = (query: BookingListQuery) => Promise<BookingListPage>;

/** Pure: does the booking's name, email or id contain the (lower-cased) text? */
export const matchesText = (record: BookingRecord, q: string): boolean =>
  record.name.toLowerCase().includes(q) || record.email.toLowerCase().includes(q) || record.id.toLowerCase().includes(q);

const readModelQuery = (params: BookingListParams): BookingListQuery => ({
  ...(params.status !== undefined && { status: params.status }),
  ...(params.lab !== undefined && { lab: params.lab }),
  ...(params.from !== undefined && { dateFrom: params.from }),
  ...(params.to !== undefined && { dateTo: params.to }),
  sort: params.sort,
});

/**
 * The admin list over the booking-lists read model. Status, lab, dates, sort and paging are
 * the read model's own indexes; the text filter has no index, so with `q` the rows the other
 * filters select are walked in the asked order and matched here (the console's lists are
 * thousands of rows, not millions).
 */
export const searchBookings = async (list: ListBookings, params: BookingListParams): Promise<BookingSearchPage> => {
  const base = readModelQuery(params);
  const offset = (params.page - 1) * params.pageSize;
  const { page, pageSize } = params;
  if (params.q === undefined) {
    const result = await list({ ...base, offset, limit: pageSize });
    return { items: result.items, page, pageSize, total: result.total };
  }
  const q = params.q;
  const matching: BookingRecord[] = [];
  for (let from = 0; ; from += READ_CHUNK) {
    const chunk = await list({ ...base, offset: from, limit: READ_CHUNK });
    matching.push(...chunk.items.filter((r) => matchesText(r, q)));
    if (chunk.items.length < READ_CHUNK || from + READ_CHUNK >= chunk.total) break;
  }
  return { items: matching.slice(offset, offset + pageSize), page, pageSize, total: matching.length };
};

/**
 * "Needs attention": the flagged bookings from today on (the read model's flagged index), of
 * those the ones `stillNeeds` keeps (last slot not yet ended), narrowed by the list's other
 * filters and paged. Flags are few: a closure's or an outage's approved bookings.
 */
export const searchFlagged = (flagged: readonly BookingRecord[], params: BookingListParams, stillNeeds: (r: BookingRecord) => boolean): BookingSearchPage => {
  const { lab, status, from, to, q, page, pageSize, sort } = params;
  const matching = flagged
    .filter((r) => stillNeeds(r))
    .filter((r) => (lab === undefined || r.lab === lab) && (status === undefined || r.status === status))
    .filter((r) => (from === undefined || r.date >= from) && (to === undefined || r.date <= to))
    .filter((r) => q === undefined || matchesText(r, q));
  // The index gives them by date; a date sort the other way, or by creation, is the visitor's ask.
  const ordered = sort === 'date-asc' ? matching : [...matching].sort(byOrder(sort));
  const offset = (page - 1) * pageSize;
  return { items: ordered.slice(offset, offset + pageSize), page, pageSize, total: matching.length };
};

const byOrder = (sort: BookingListParams['sort']) => (a: BookingRecord, b: BookingRecord): number => {
  switch (sort) {
    case 'date-asc':
      return a.date.localeCompare(b.date);
    case 'date-desc':
      return b.date.localeCompare(a.date);
    case 'created-asc':
      return a.createdAt.localeCompare(b.createdAt);
    case 'created-desc':
      return b.createdAt.localeCompare(a.createdAt);
  }
};
