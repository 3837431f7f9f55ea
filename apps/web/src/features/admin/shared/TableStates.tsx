import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/errors.ts';

/** Placeholder rows of the table's shape while its data loads: the page does not jump when it arrives. */
export function SkeletonRows({
  columns,
  rows = 5,
  height = 56,
}: {
  columns: number;
  rows?: number;
  height?: number;
}) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <TableRow key={row} aria-hidden="true">
          {Array.from({ length: columns }, (_, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
            <TableCell key={column} sx={{ height }}>
              <Skeleton
                variant={column === 0 ? 'rounded' : 'text'}
                width={column === 0 ? 44 : '80%'}
                height={column === 0 ? 44 : undefined}
              />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

/** One full-width row saying why the table is empty and what to do about it. */
export function EmptyRow({
  columns,
  title,
  children,
}: {
  columns: number;
  title: string;
  children?: ReactNode;
}) {
  return (
    <TableRow>
      <TableCell colSpan={columns} sx={{ py: 6, textAlign: { xs: 'left', md: 'center' }, borderBottom: 0 }}>
        {/* On a phone the table is wider than its frame: the message stays in view instead of in the middle. */}
        <Box
          sx={{
            position: { xs: 'sticky', md: 'static' },
            left: 16,
            maxWidth: { xs: 'calc(100vw - 140px)', md: 'none' },
          }}
        >
          <Typography variant="h6" component="p" gutterBottom>
            {title}
          </Typography>
          {children ? <Box sx={{ color: 'text.secondary' }}>{children}</Box> : null}
        </Box>
      </TableCell>
    </TableRow>
  );
}

/** A failed load in plain words, with a retry; nothing while `query` has not failed. */
export function LoadError({
  query,
  what,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  what: string;
}) {
  if (!query.isError) return null;
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void query.refetch()}>
          Retry
        </Button>
      }
    >
      {errorMessage(query.error, `${what} could not be loaded. Please try again.`)}
    </Alert>
  );
}
