import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import type { ReactNode } from 'react';
import { type Heading, HeadRow } from './HeadRow.tsx';
import { TableFrame } from './TableFrame.tsx';
import { EmptyRow, SkeletonRows } from './TableStates.tsx';

/** The size and the loading rows of an admin table. */
export interface TableLook {
  /** A number, or per breakpoint (`{ xs: 560, md: 900 }`) for a table that drops columns on phones. */
  minWidth: number | { xs: number; md: number };
  size?: 'small' | 'medium';
  /** How many placeholder rows show while it loads, and how tall. */
  loadingRows?: { count: number; height?: number };
}

/**
 * An admin table in its scrolling frame: placeholder rows while it loads, a sentence when there are no rows,
 * else one row per item (nothing after a failed load: the page says why).
 */
export function ListTable<T>({
  label,
  headings,
  look,
  rows,
  pending,
  busy,
  dim,
  empty,
  children: row,
}: {
  /** Names the table and its scrolling region. */
  label: string;
  headings: readonly Heading[];
  look: TableLook;
  rows: readonly T[] | undefined;
  pending: boolean;
  busy: boolean;
  dim?: boolean;
  empty: { title: string; text: ReactNode };
  children: (item: T) => ReactNode;
}) {
  const columns = headings.length;
  const loading = look.loadingRows ?? { count: 8 };
  return (
    <TableFrame label={label} busy={busy} dim={dim}>
      <Table aria-label={label} size={look.size} sx={{ minWidth: look.minWidth }}>
        <HeadRow headings={headings} />
        <TableBody>
          {pending ? (
            <SkeletonRows columns={columns} rows={loading.count} height={loading.height} />
          ) : rows?.length === 0 ? (
            <EmptyRow columns={columns} title={empty.title}>
              {empty.text}
            </EmptyRow>
          ) : (
            rows?.map(row)
          )}
        </TableBody>
      </Table>
    </TableFrame>
  );
}
