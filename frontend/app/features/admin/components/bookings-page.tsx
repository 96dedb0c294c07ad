import { BOOKING_STATUSES, type BookingStatus } from '@centre/contracts';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pager } from '../../../components/ui/pager';
import { link } from '../../../config/paths';
import { messageOf } from '../api/admin-http';
import { useAdminBookings, type BookingFilters, type BookingSort } from '../api/bookings-api';
import { useConsoleLabs } from '../api/catalogue-api';
import { BookingQueue } from './booking-queue';
import { columns, fieldClasses, formatDay, formatTime, labelClasses, linkClasses, tableClasses, tdClasses } from './format';
import { TableHead } from './table-head';
import { FlagBadge } from './flag-badge';
import { StatusBadge } from './status-badge';

const BOOKING_COLUMNS = columns(['Name', 'Email', 'Lab', 'Date', 'Time slots', 'Status', 'Requested', 'Booking']);

const PAGE_SIZE = 20;
const STATUSES: readonly BookingStatus[] = BOOKING_STATUSES;
const SORTS: readonly { value: BookingSort; label: string }[] = [
  { value: 'created-desc', label: 'Newest request first' },
  { value: 'created-asc', label: 'Oldest request first' },
  { value: 'date-asc', label: 'Booking date, earliest first' },
  { value: 'date-desc', label: 'Booking date, latest first' },
];

const isSort = (value: string | null): value is BookingSort => SORTS.some((s) => s.value === value);
const isStatus = (value: string | null): value is BookingStatus => STATUSES.some((s) => s === value);

/** The filters live in the address, so a filtered list can be reloaded, shared and returned to. */
export const filtersOf = (params: URLSearchParams): BookingFilters => {
  const status = params.get('status');
  const sort = params.get('sort');
  const page = Number(params.get('page') ?? '1');
  return {
    status: isStatus(status) ? status : '',
    lab: params.get('lab') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    q: params.get('q') ?? '',
    attention: params.get('attention') === '1',
    sort: isSort(sort) ? sort : 'created-desc',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: PAGE_SIZE,
  };
};

export function BookingsPage() {
  const id = useId();
  const labs = useConsoleLabs();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [text, setText] = useState(filters.q);
  const query = useAdminBookings(filters);

  const update = (changes: Partial<Record<'status' | 'lab' | 'from' | 'to' | 'q' | 'attention' | 'sort' | 'page', string>>): void => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        // Any change of filter starts again from the first page.
        if (changes.page === undefined) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  // The text filter follows typing after a short pause, not on every key.
  useEffect(() => {
    if (text === filters.q) return undefined;
    const timer = setTimeout(() => update({ q: text.trim() }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- update is rebuilt each render; the text is what matters
  }, [text, filters.q]);

  const data = query.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="space-y-8">
      <BookingQueue />
      <section aria-labelledby={`${id}-title`} className="space-y-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Bookings
      </h2>
      <form role="search" aria-label="Filter bookings" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6" onSubmit={(e) => e.preventDefault()}>
        <div className="flex items-center gap-2 sm:col-span-2 lg:col-span-6">
          <input
            id={`${id}-attention`}
            type="checkbox"
            className="size-4 accent-red-700"
            checked={filters.attention}
            onChange={(e) => update({ attention: e.target.checked ? '1' : '' })}
          />
          <label htmlFor={`${id}-attention`} className="text-sm font-semibold text-ink-800">
            Needs attention: approved bookings caught by a closure, an outage or a retired facility since
          </label>
        </div>
        <div>
          <label htmlFor={`${id}-status`} className={labelClasses}>
            Status
          </label>
          <select id={`${id}-status`} className={fieldClasses} value={filters.status} onChange={(e) => update({ status: e.target.value })}>
            <option value="">Any status</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s[0]?.toUpperCase()}
                {s.slice(1)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-lab`} className={labelClasses}>
            Lab
          </label>
          <select id={`${id}-lab`} className={fieldClasses} value={filters.lab} onChange={(e) => update({ lab: e.target.value })}>
            <option value="">Any lab</option>
            {labs.map((lab) => (
              <option key={lab.id} value={lab.id}>
                {lab.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-from`} className={labelClasses}>
            From date
          </label>
          <input id={`${id}-from`} type="date" className={fieldClasses} value={filters.from} onChange={(e) => update({ from: e.target.value })} />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={labelClasses}>
            To date
          </label>
          <input id={`${id}-to`} type="date" className={fieldClasses} value={filters.to} onChange={(e) => update({ to: e.target.value })} />
        </div>
        <div>
          <label htmlFor={`${id}-q`} className={labelClasses}>
            Name, email or booking id
          </label>
          <input id={`${id}-q`} type="search" className={fieldClasses} value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${id}-sort`} className={labelClasses}>
            Sort by
          </label>
          <select id={`${id}-sort`} className={fieldClasses} value={filters.sort} onChange={(e) => update({ sort: e.target.value })}>
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </form>

      {query.isError && (
        <p role="alert" className="text-red-700">
          {messageOf(query.error)}
        </p>
      )}
      <p role="status" className="text-sm text-ink-600">
        {query.isPending
          ? 'Loading bookings…'
          : data
            ? `${data.total} ${data.total === 1 ? 'booking' : 'bookings'} found${filters.attention ? ' needing attention' : ''}`
            : ''}
      </p>

      {data && data.items.length > 0 && (
        <div className="overflow-x-auto">
          <table className={tableClasses}>
            <caption className="sr-only">Bookings matching the filters, page {data.page} of {pageCount}</caption>
            <TableHead names={BOOKING_COLUMNS.names} />
            <tbody>
              {data.items.map((b) => (
                <tr key={b.id}>
                  <th scope="row" className={`${tdClasses} font-semibold break-words`}>
                    {b.name}
                  </th>
                  <td {...BOOKING_COLUMNS.cell('Email')} className={tdClasses}>{b.email}</td>
                  <td {...BOOKING_COLUMNS.cell('Lab')} className={tdClasses}>{b.labName}</td>
                  <td {...BOOKING_COLUMNS.cell('Date')} className={`${tdClasses} whitespace-nowrap`}>
                    <time dateTime={b.date} title={formatDay(b.date)}>
                      {b.date}
                    </time>
                  </td>
                  <td {...BOOKING_COLUMNS.cell('Time slots')} className={tdClasses}>{b.timeSlots.join(', ')}</td>
                  <td {...BOOKING_COLUMNS.cell('Status')} className={tdClasses}>
                    <span className="flex flex-wrap gap-1">
                      <StatusBadge status={b.status} />
                      <FlagBadge booking={b} />
                    </span>
                  </td>
                  <td {...BOOKING_COLUMNS.cell('Requested')} className={`${tdClasses} whitespace-nowrap`}>{formatTime(b.createdAt)}</td>
                  <td className={tdClasses}>
                    <Link to={link.adminBooking(b.id)} className={linkClasses} aria-label={`Open booking of ${b.name} on ${b.date}`}>
                      Open
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pager page={data.page} pageCount={pageCount} onPageChange={(page) => update({ page: String(page) })} label="Bookings pages" />}
      </section>
    </div>
  );
}
