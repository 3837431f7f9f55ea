import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';

/** A line under the form that offers the other form: "New to MoonMade? Register". */
export interface AuthSwitch {
  prompt: string;
  label: string;
  onSwitch: () => void;
}

/**
 * The one layout of the account forms (login, register, forgot and reset password): the failure on top, the fields,
 * one wide submit button that names what it is doing, and optionally a switch to the other form.
 */
export function AuthForm({
  onSubmit,
  failure,
  submitting,
  submitLabel,
  submittingLabel,
  switchTo,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Why the last try failed, in words (and perhaps a link); nothing when it did not. */
  failure: ReactNode;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  switchTo?: AuthSwitch;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {children}
      <Button type="submit" variant="contained" size="large" disabled={submitting} sx={{ py: 1.25 }}>
        {submitting ? submittingLabel : submitLabel}
      </Button>
      {switchTo && (
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {switchTo.prompt}{' '}
          <Link
            component="button"
            type="button"
            onClick={switchTo.onSwitch}
            sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
          >
            {switchTo.label}
          </Link>
        </Typography>
      )}
    </Box>
  );
}
