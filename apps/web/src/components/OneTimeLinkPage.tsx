import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NarrowPage } from './NarrowPage.tsx';

/**
 * A page a mailed one-time link opens: what the button will do, and the button. A button, not the page load,
 * does it, so a mail scanner opening the link changes nothing. Once done, `done` shows instead.
 */
export function OneTimeLinkPage({
  heading,
  intro,
  done,
  failure,
  action,
}: {
  heading: string;
  intro: ReactNode;
  /** What it did (a `SuccessAlert`), or nothing while it is not done. */
  done: ReactNode;
  /** Why the last try failed, in words; nothing when it did not. */
  failure: ReactNode;
  action: { label: string; pendingLabel: string; pending: boolean; disabled: boolean; run: () => void };
}) {
  return (
    <NarrowPage heading={heading}>
      {done || (
        <>
          <Typography component="div" sx={{ mb: 3 }}>
            {intro}
          </Typography>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Button variant="contained" size="large" onClick={action.run} disabled={action.disabled}>
            {action.pending ? action.pendingLabel : action.label}
          </Button>
        </>
      )}
    </NarrowPage>
  );
}
