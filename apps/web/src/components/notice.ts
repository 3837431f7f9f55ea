import type { AlertColor } from '@mui/material/Alert';
import type { ReactNode } from 'react';

/** A toast: what it says, how it looks and when it hides. */
export interface Notice {
  message: string;
  severity?: AlertColor;
  /** Milliseconds before it hides itself; the spec's notices use 6000, the size toast 5000. */
  autoHideMs?: number;
  action?: ReactNode;
}

export interface ShownNotice extends Notice {
  key: number;
}
