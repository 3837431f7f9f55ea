import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * The frame of an admin table. On a phone the table scrolls sideways inside it, so the frame is a named
 * region that takes the keyboard focus (arrow keys scroll it), and it dims while a new page loads.
 */
export function TableFrame({
  label,
  busy = false,
  dim = false,
  children,
}: {
  label: string;
  busy?: boolean;
  dim?: boolean;
  children: ReactNode;
}) {
  return (
    <TableContainer
      role="region"
      aria-label={label}
      aria-busy={busy}
      tabIndex={0}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        opacity: dim ? 0.6 : 1,
        transition: 'opacity 150ms',
        '&:focus-visible': { outline: 2, outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </TableContainer>
  );
}
