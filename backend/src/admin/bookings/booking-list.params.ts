import { BOOKING_STATUSES, isCalendarDate, isLabId, type BookingStatus } from '@centre/contracts';
import type { BookingListQuery, BookingListSort } from '@centre/projections';

export type { BookingListQuery, BookingListSort };

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_TEXT_LENGTH = 100;

const STATUSES: readonly BookingStatus[] = BOOKING_STATUSES;
const SORTS: readonly BookingListSort[] = ['created-desc', 'created-asc', 'date-asc', 'date-desc'];

/** GET /api/admin/bookings after validation. */
export interface BookingListParams {
  status?: BookingStatus;
  lab?: string;
  from?: string;
  to?: string;
  /** Lower-cased; matched against name, email and booking id. */
  q?: string;
  /** Only flagged bookings that still need a reviewer. */
  attention?: true;
  sort: BookingListSort;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string; errors: Record<string, string> };

const single = (raw: unknown): string | undefined => {
  if (typeof raw !== 'string') return undefined;
  const trimmed = raw.trim();
  return trimmed === '' ? undefined : trimmed;
};

const wholeNumber = (raw: string | undefined, fallback: number): number | null => {
  if (raw === undefined) return fallback;
  return /^\d{1,6}$/.test(raw) ? Number(raw) : null;
};

/** Pure: the query string of the bookings list, or a message per bad parameter. Empty values mean "any". */
export const parseBookingListParams = (query: Record<string, unknown>): Parsed<BookingListParams> => {
  const errors: Record<string, string> = {};
  const provided = (name: string): string | undefined => {
    const raw = query[name];
    if (raw !== undefined && typeof raw !== 'string') {
      errors[name] = `${name} may be given once`;
      return undefined;
    }
    return single(raw);
  };
  const status = provided('status');
  const lab = provided('lab');
  const from = provided('from');
  const to = provided('to');
  const q = provided('q');
  const attention = provided('attention');
  const sort = provided('sort');
  const page = wholeNumber(provided('page'), 1);
  const pageSize = wholeNumber(provided('pageSize'), DEFAULT_PAGE_SIZE);

  if (status !== undefined && !(STATUSES as readonly string[]).includes(status)) errors.status = 'status must be pending, approved or rejected';
  if (lab !== undefined && !isLabId(lab)) errors.lab = 'Unknown lab';
  if (from !== undefined && !isCalendarDate(from)) errors.from = 'from must be a date (YYYY-MM-DD)';
  if (to !== undefined && !isCalendarDate(to)) errors.to = 'to must be a date (YYYY-MM-DD)';
  if (from !== undefined && to !== undefined && !errors.from && !errors.to && from > to) errors.to = 'to must not be before from';
  if (q !== undefined && q.length > MAX_TEXT_LENGTH) errors.q = `The search text may have at most ${MAX_TEXT_LENGTH} characters`;
  if (attention !== undefined && attention !== '1') errors.attention = 'attention must be 1';
  if (sort !== undefined && !(SORTS as readonly string[]).includes(sort)) errors.sort = `sort must be one of ${SORTS.join(', ')}`;
  if (page === null || page < 1) errors.page = 'page must be a whole number from 1';
  if (pageSize === null || pageSize < 1 || pageSize > MAX_PAGE_SIZE) errors.pageSize = `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

  const first = Object.values(errors)[0];
  if (first !== undefined || page === null || pageSize === null) return { ok: false, message: first ?? 'Invalid query', errors };
  return {
    ok: true,
    value: {
      ...(status !== undefined && { status: status as BookingStatus }),
      ...(lab !== undefined && { lab }),
      ...(from !== undefined && { from }),
      ...(to !== undefined && { to }),
      ...(q !== undefined && { q: q.toLowerCase() }),
      ...(attention === '1' && { attention: true as const }),
      sort: (sort ?? 'created-desc') as BookingListSort,
      page,
      pageSize,
    },
  };
};

/** GET /api/admin/bookings/queue after validation. */
export interface BookingQueueParams {
  lab?: string;
  /** Every lab, not only the signed-in reviewer's. */
  all: boolean;
  page: number;
  pageSize: number;
}

/** Pure: the queue's query string (a lab or every lab, the page), or a message per bad parameter. */
export const parseBookingQueueParams = (query: Record<string, unknown>): Parsed<BookingQueueParams> => {
  const { lab, page, pageSize, scope } = query;
  // The list's rules, on the parameters the queue has.
  const parsed = parseBookingListParams({ lab, page, pageSize });
  if (!parsed.ok) return parsed;
  if (scope !== undefined && scope !== 'all') {
    return { ok: false, message: 'scope must be all', errors: { scope: 'scope must be all' } };
  }
  const { value } = parsed;
  return {
    ok: true,
    value: { ...(value.lab !== undefined && { lab: value.lab }), all: scope === 'all', page: value.page, pageSize: value.pageSize },
  };
};
