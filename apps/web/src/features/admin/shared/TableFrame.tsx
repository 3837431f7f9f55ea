import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * The frame of an admin table. On a phone the table scrolls sideways inside it, so the frame is a named
 * region that takes the keyboard focus (arrow keys scroll it), shows a shadow on the side with more to see,
 * and it dims while a new page loads.
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
        // The containing block of anything absolutely placed in the table (visually hidden header text), so it
        // scrolls with the table instead of widening the page.
        position: 'relative',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        // A soft shadow at an edge where more of the table is scrolled out of view (phones): the covers move
        // with the content, the shadows stay with the frame.
        background: (theme) => {
          const paper = theme.palette.background.paper;
          return [
            `linear-gradient(to right, ${paper} 30%, transparent) left / 40px 100% no-repeat local`,
            `linear-gradient(to left, ${paper} 30%, transparent) right / 40px 100% no-repeat local`,
            'radial-gradient(farthest-side at 0 50%, rgba(79,51,44,.3), transparent) left / 16px 100% no-repeat scroll',
            'radial-gradient(farthest-side at 100% 50%, rgba(79,51,44,.3), transparent) right / 16px 100% no-repeat scroll',
            paper,
          ].join(', ');
        },
        opacity: dim ? 0.6 : 1,
        transition: 'opacity 150ms',
        '&:focus-visible': { outline: 2, outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </TableContainer>
  );
}
