import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** What a one-off action did, in words, with a button to where the customer goes next. */
export function SuccessAlert({
  next,
  children,
}: {
  next?: { to: string; label: string; reloadDocument?: boolean };
  children: ReactNode;
}) {
  return (
    <Alert
      severity="success"
      role="status"
      action={
        next && (
          <Button color="inherit" component={RouterLink} to={next.to} reloadDocument={next.reloadDocument}>
            {next.label}
          </Button>
        )
      }
    >
      {children}
    </Alert>
  );
}
