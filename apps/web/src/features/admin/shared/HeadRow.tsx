import type { SxProps, Theme } from '@mui/material/styles';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '../../../lib/a11y.ts';

/**
 * A column's heading: its words, or `{ label, align }` for a number or an action column, or
 * `{ label, hidden: true }` for one read out to screen readers but not shown (a column of buttons); `sx` styles
 * the cell (a column left out on phones).
 */
export type Heading =
  | string
  | { label: string; align?: 'right' | 'center'; hidden?: boolean; sx?: SxProps<Theme> };

/** A column of figures (amounts, counts): set to the right, so the digits line up. */
export const figures = (label: string): Heading => ({ label, align: 'right' });

/** The header row of an admin table, one cell per heading. */
export function HeadRow({ headings }: { headings: readonly Heading[] }) {
  return (
    <TableHead>
      <TableRow>
        {headings.map((heading) => {
          const { label, align, hidden, sx } = typeof heading === 'string' ? { label: heading } : heading;
          return (
            <TableCell key={label} align={align} sx={sx}>
              {hidden ? <span style={visuallyHidden}>{label}</span> : label}
            </TableCell>
          );
        })}
      </TableRow>
    </TableHead>
  );
}
