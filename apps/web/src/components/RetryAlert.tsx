import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../lib/api.ts';
import { errorMessage } from '../lib/errors.ts';

interface RetryAlertProps {
  /** The read that failed (a TanStack Query result): its error is shown and Retry reads it again. */
  query: { error: unknown; refetch: () => unknown };
  /** Said when the error carries no message of its own. */
  fallback: string;
  sx?: SxProps<Theme>;
}

/**
 * A read that failed: the reason, and a Retry button that reads again; when the session has ended, reading again
 * cannot help, so it offers Sign in instead.
 */
export function RetryAlert({ query, fallback, sx }: RetryAlertProps) {
  const error = query.error;
  const signedOut = error instanceof ApiError && error.status === 401;
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        signedOut ? (
          <Button color="inherit" component={RouterLink} to="/login">
            Sign in
          </Button>
        ) : (
          <Button color="inherit" onClick={() => void query.refetch()}>
            Retry
          </Button>
        )
      }
    >
      {errorMessage(error, fallback)}
    </Alert>
  );
}
