import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/errors.ts';
import { useAskGuestOrdersLink } from './guestOrderLinkApi.ts';

/** Under My Orders: orders placed as a guest with this email join the account once a mailed link is followed. */
export function LinkGuestOrders() {
  const ask = useAskGuestOrdersLink();
  return (
    <Box sx={{ mt: 4, display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        Ordered as a guest with this email? We can add those orders here once you follow a link we mail you.
      </Typography>
      <Button variant="outlined" onClick={() => ask.mutate()} disabled={ask.isPending || ask.isSuccess}>
        Link my guest orders
      </Button>
      {ask.data && (
        <Typography variant="body2" role="status">
          {ask.data.message}
        </Typography>
      )}
      {ask.isError && (
        <Typography variant="body2" color="error" role="alert">
          {errorMessage(ask.error, 'The link could not be sent. Please try again.')}
        </Typography>
      )}
    </Box>
  );
}
