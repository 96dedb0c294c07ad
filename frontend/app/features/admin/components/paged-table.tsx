import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListPage } from '@centre/contracts';
import { Pager } from '../../../components/ui/pager';
import { messageOf } from '../api/admin-http';
import { tableClasses } from './format';
import { TableHead } from './table-head';

export interface PagedTableProps<T> {
  query: UseQueryResult<ListPage<T>>;
  /** What the list holds, in words: "Loading {noun}…", "No {noun} yet." */
  noun: string;
  /** The table's accessible name. */
  caption: string;
  columns: readonly string[];
  row: (item: T) => ReactNode;
  /** The pager's accessible name. */
  pagerLabel: string;
  onPageChange: (page: number) => void;
  /** Said instead of "No {noun} yet." (a filter that leaves nothing, say). */
  empty?: string;
}

/**
 * One list of the console in each of its states: loading, refused or unreachable (the server's
 * words), empty, or a page of rows with its pager (hidden when everything fits on one page).
 */
export function PagedTable<T>({ query, noun, caption, columns, row, pagerLabel, onPageChange, empty }: PagedTableProps<T>) {
  const data = query.data;
  return (
    <>
      {query.isPending && <p role="status">Loading {noun}…</p>}
      {query.isError && (
        <p role="alert" className="text-red-700">
          {messageOf(query.error)}
        </p>
      )}
      {data && data.items.length === 0 && <p>{empty ?? `No ${noun} yet.`}</p>}
      {data && data.items.length > 0 && (
        <div className="overflow-x-auto">
          <table className={tableClasses}>
            <caption className="sr-only">{caption}</caption>
            <TableHead names={columns} />
            <tbody>{data.items.map(row)}</tbody>
          </table>
        </div>
      )}
      {data && <Pager page={data.page} pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))} onPageChange={onPageChange} label={pagerLabel} />}
    </>
  );
}
