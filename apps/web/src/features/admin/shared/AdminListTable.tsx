import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { ListPagination } from './ListPagination.tsx';
import type { usePagedParams } from './pagedParams.ts';
import { TableFrame } from './TableFrame.tsx';
import { EmptyRow, LoadError, SkeletonRows } from './TableStates.tsx';

/** What the list pages need of their page query (a TanStack Query result of one page of rows). */
export interface ListQuery<T> {
  data?: { content: T[]; totalElements: number; totalPages: number };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * The admin list pages' one frame: a failed load with a retry, the table in its scrolling frame with
 * placeholder rows while loading, a sentence when it is empty, one row per item, and the page controls.
 */
export function AdminListTable<T>({
  query,
  label,
  what,
  minWidth,
  columns,
  head,
  rowHeight,
  empty,
  above,
  paging,
  perPageLabel,
  children: row,
}: {
  query: ListQuery<T>;
  /** Names the table and its scrolling region. */
  label: string;
  /** What failed to load, e.g. "The outbox". */
  what: string;
  /** A number, or per breakpoint (`{ xs: 560, md: 900 }`) for a table that drops columns on phones. */
  minWidth: number | { xs: number; md: number };
  columns: number;
  /** The header cells. */
  head: ReactNode;
  rowHeight?: number;
  empty: { title: string; text: ReactNode };
  /** Between the failure and the table, e.g. the period's totals. */
  above?: ReactNode;
  paging: ReturnType<typeof usePagedParams>;
  perPageLabel: string;
  children: (item: T) => ReactNode;
}) {
  const data = query.data;
  return (
    <>
      {query.isError && <LoadError error={query.error} what={what} onRetry={() => query.refetch()} />}
      {above}
      <TableFrame label={label} busy={query.isFetching} dim={query.isPlaceholderData}>
        <Table aria-label={label} sx={{ minWidth }}>
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
          <TableBody>
            {query.isPending ? (
              <SkeletonRows columns={columns} rows={8} height={rowHeight} />
            ) : !data || data.content.length === 0 ? (
              <EmptyRow columns={columns} title={empty.title}>
                {empty.text}
              </EmptyRow>
            ) : (
              data.content.map(row)
            )}
          </TableBody>
        </Table>
      </TableFrame>
      <ListPagination paging={paging} data={data} label={perPageLabel} />
    </>
  );
}
