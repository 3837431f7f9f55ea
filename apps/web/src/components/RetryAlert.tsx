import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { errorMessage } from '../lib/errors.ts';

interface RetryAlertProps {
  error: unknown;
  /** Said when the error carries no message of its own. */
  fallback: string;
  onRetry: () => void;
  sx?: SxProps<Theme>;
}

/** A read that failed: the reason, and a Retry button that reads again. */
export function RetryAlert({ error, fallback, onRetry, sx }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {errorMessage(error, fallback)}
    </Alert>
  );
}
