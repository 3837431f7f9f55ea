import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { cardSx } from '../../../components/Panel.tsx';

const SHOWN = 8;

/** A product's size, as the dashboard's lists name it. */
export interface SizeRow {
  productId: string;
  title: string;
  size: string;
}

const listSx = {
  bulleted: {
    m: 0,
    p: 0,
    listStyle: 'none',
    display: 'grid',
    gap: 0.75,
    gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
  },
  ranked: { m: 0, pl: 3, display: 'grid', gap: 0.75 },
} as const;

/**
 * One of the dashboard's short lists of sizes (low stock, wanted back): a titled panel, the first eight rows,
 * each linked to its product's form with a note after it, and how many more there are.
 */
export function DashboardList<Row extends SizeRow>({
  id,
  title,
  summary,
  rows,
  ranked = false,
  note,
}: {
  id: string;
  title: string;
  summary: ReactNode;
  rows: Row[];
  /** A numbered list (the order means something) rather than two columns of bullets. */
  ranked?: boolean;
  note: (row: Row) => ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{
        p: { xs: 2.5, md: 3 },
        mb: 4,
        ...cardSx,
      }}
    >
      <Typography id={id} variant="h5" component="h2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          mb: 1.5,
        }}
      >
        {summary}
      </Typography>
      <Box component={ranked ? 'ol' : 'ul'} sx={ranked ? listSx.ranked : listSx.bulleted}>
        {rows.slice(0, SHOWN).map((row) => (
          <li key={`${row.productId}-${row.size}`}>
            <Link component={RouterLink} to={`/admin/product/${row.productId}/edit`}>
              {row.title}
            </Link>{' '}
            {note(row)}
          </li>
        ))}
      </Box>
      {rows.length > SHOWN && (
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            mt: 1,
          }}
        >
          and {rows.length - SHOWN} more.
        </Typography>
      )}
    </Box>
  );
}
