import TablePagination from '@mui/material/TablePagination';
import type { usePagedParams } from './pagedParams.ts';

interface Props {
  paging: ReturnType<typeof usePagedParams>;
  /** What the server answered for this page, if anything yet. */
  data: { totalElements: number; totalPages: number } | undefined;
  /** e.g. "Customers per page". */
  label: string;
}

/** The pager under an admin list: a page past the end (a stale link) shows as the first. */
export function ListPagination({ paging, data, label }: Props) {
  const { page, pageSize, pageSizes, update } = paging;
  return (
    <TablePagination
      component="div"
      count={data?.totalElements ?? 0}
      page={data && page < Math.max(1, data.totalPages) ? page : 0}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_event, next) => update({ page: next > 0 ? String(next) : null })}
      onRowsPerPageChange={(event) => update({ size: event.target.value, page: null })}
      labelRowsPerPage={label}
    />
  );
}
