import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

/**
 * A dialog that is a form: its title names it, Enter or the submit button sends it, Cancel closes it. While
 * `busy` (the call under way) it cannot be closed and the submit button says `busyLabel`.
 */
export function FormDialog({
  open = true,
  title,
  width = 'sm',
  busy = false,
  onClose,
  onSubmit,
  noValidate = false,
  cancelLabel = 'Cancel',
  focusCancel = false,
  submit,
  contentSx,
  children,
}: {
  open?: boolean;
  title: ReactNode;
  width?: 'xs' | 'sm';
  busy?: boolean;
  onClose: () => void;
  onSubmit: () => void;
  /** The form checks its own fields instead of the browser's `required` and limits. */
  noValidate?: boolean;
  cancelLabel?: string;
  /** Cancel takes the focus, so Enter does not set off what cannot be undone. */
  focusCancel?: boolean;
  submit: { label: string; busyLabel?: string; disabled?: boolean; danger?: boolean };
  contentSx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={width}
      fullWidth
    >
      <form
        noValidate={noValidate}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={contentSx}>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy} autoFocus={focusCancel}>
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={submit.danger ? 'error' : 'primary'}
            disabled={busy || submit.disabled}
          >
            {busy && submit.busyLabel ? submit.busyLabel : submit.label}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
