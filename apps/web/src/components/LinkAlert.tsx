import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** Where an alert's button leads: "Back to cart", "View order". */
export interface AlertLink {
  to: string;
  label: string;
  reloadDocument?: boolean;
}

/** An alert with, when `link` is given, a button to where the shopper goes next. */
export function LinkAlert({
  link,
  children,
  ...alert
}: { link?: AlertLink; children: ReactNode } & Pick<AlertProps, 'severity' | 'role' | 'sx'>) {
  return (
    <Alert
      {...alert}
      action={
        link && (
          <Button color="inherit" component={RouterLink} to={link.to} reloadDocument={link.reloadDocument}>
            {link.label}
          </Button>
        )
      }
    >
      {children}
    </Alert>
  );
}
