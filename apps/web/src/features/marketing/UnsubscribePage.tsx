import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { NarrowPage } from '../../components/NarrowPage.tsx';
import { SuccessAlert } from '../../components/SuccessAlert.tsx';
import { api, isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

/**
 * `/unsubscribe?token=…`, the visible link of every marketing mail (S59): works without signing in. It asks
 * for a click rather than unsubscribing on open, so a mail scanner following links changes nothing.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const stop = useMutation({
    mutationFn: () => api('/api/unsubscribe', { method: 'POST', body: { token } }),
  });
  usePageTitle('Unsubscribe');

  return (
    <NarrowPage heading="Stop marketing mail">
      {stop.isSuccess ? (
        <SuccessAlert>
          Done: we will not send you marketing mail any more. Mails about your orders still come.
        </SuccessAlert>
      ) : (
        <>
          <Typography sx={{ mb: 3 }}>
            No more mails about new pieces, restocks or offers to this address. Mails about your orders and
            account are not affected.
          </Typography>
          <Button variant="contained" disabled={!token || stop.isPending} onClick={() => stop.mutate()}>
            Unsubscribe
          </Button>
          {(stop.isError || !token) && (
            <Alert severity="error" role="alert" sx={{ mt: 3 }}>
              {!token || isApiError(stop.error, 'NOT_FOUND')
                ? 'This unsubscribe link is not valid. Please use the link from the latest mail.'
                : errorMessage(stop.error)}
            </Alert>
          )}
        </>
      )}
    </NarrowPage>
  );
}
