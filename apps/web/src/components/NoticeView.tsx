import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import type { ShownNotice } from './notice.ts';

export default function NoticeView({
  notice,
  open,
  onClose,
}: {
  notice: ShownNotice;
  open: boolean;
  onClose: () => void;
}) {
  const severity = notice.severity ?? 'success';
  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      key={notice.key}
      open={open}
      autoHideDuration={notice.autoHideMs ?? 6000}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={severity}
        variant="filled"
        role={severity === 'error' ? 'alert' : 'status'}
        sx={{ width: '100%', alignItems: 'center' }}
        action={
          <>
            {notice.action}
            <IconButton aria-label="Close" color="inherit" size="small" onClick={() => onClose()}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        {notice.message}
      </Alert>
    </Snackbar>
  );
}
