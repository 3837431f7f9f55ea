import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ProductSaveProblem } from './productSaveError.ts';

interface ProductFormFooterProps {
  problem: ProductSaveProblem | null;
  /** What the caller shows after a save (a link to the product, "add another"). */
  done: ReactNode;
  hasFieldErrors: boolean;
  isSubmitting: boolean;
  submitLabel: string;
  onReload?: () => void;
  /** Editing: Cancel; adding: Clear the form. */
  onCancel?: () => void;
  onClear: () => void;
}

/** Under the product form: why a save failed or what it did, and the form's buttons. */
export function ProductFormFooter({
  problem,
  done,
  hasFieldErrors,
  isSubmitting,
  submitLabel,
  onReload,
  onCancel,
  onClear,
}: ProductFormFooterProps) {
  return (
    <>
      {problem && (
        <Alert
          severity={problem.stale ? 'warning' : 'error'}
          role="alert"
          sx={{ mt: 3 }}
          action={
            problem.stale && onReload ? (
              <Button color="inherit" size="small" onClick={onReload}>
                Reload
              </Button>
            ) : undefined
          }
        >
          {problem.message}
        </Alert>
      )}
      {done && <Box sx={{ mt: 3 }}>{done}</Box>}
      {hasFieldErrors && !problem && (
        <Typography role="alert" color="error" sx={{ mt: 3 }}>
          Some fields need your attention: they are marked in red.
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, mt: 3, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {onCancel ? (
          <Button onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : (
          <Button onClick={onClear} disabled={isSubmitting}>
            Clear the form
          </Button>
        )}
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : submitLabel}
        </Button>
      </Box>
    </>
  );
}
