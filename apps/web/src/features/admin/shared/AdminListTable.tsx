import type { ReactNode } from 'react';
import type { Heading } from './HeadRow.tsx';
import { ListPagination } from './ListPagination.tsx';
import { ListTable, type TableLook } from './ListTable.tsx';
import type { usePagedParams } from './pagedParams.ts';
import { LoadError } from './TableStates.tsx';

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
 * The admin list pages' one frame: a failed load with a retry, the table (`ListTable`) of the page's rows, and
 * the page controls.
 */
export function AdminListTable<T>({
  query,
  label,
  what,
  minWidth,
  headings,
  rowHeight,
  empty,
  above,
  paging,
  perPageLabel,
  children,
}: {
  query: ListQuery<T>;
  /** Names the table and its scrolling region. */
  label: string;
  /** What failed to load, e.g. "The outbox". */
  what: string;
  minWidth: TableLook['minWidth'];
  headings: readonly Heading[];
  rowHeight?: number;
  empty: { title: string; text: ReactNode };
  /** Between the failure and the table, e.g. the period's totals. */
  above?: ReactNode;
  paging: ReturnType<typeof usePagedParams>;
  perPageLabel: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <LoadError query={query} what={what} />
      {above}
      <ListTable
        label={label}
        headings={headings}
        look={{ minWidth, loadingRows: { count: 8, height: rowHeight } }}
        rows={query.data?.content}
        pending={query.isPending}
        busy={query.isFetching}
        dim={query.isPlaceholderData}
        empty={empty}
      >
        {children}
      </ListTable>
      <ListPagination paging={paging} data={query.data} label={perPageLabel} />
    </>
  );
}
