import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { guestOrderPath, guestOrderToken } from '../../lib/guestOrderTokens.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

/** A guest's order opens on its own page with the token kept in this browser; a customer's in My Orders. */
function orderPage(orderId: string): string {
  const token = guestOrderToken(orderId);
  return token ? guestOrderPath(orderId, token) : `/account/order/${orderId}`;
}

interface Confirmed {
  orderId: string;
  orderNumber: string;
  confirmedAt: string;
}

/**
 * `/cod-confirm?token=…`, opened from the mail a cash-on-delivery order sends: the customer confirms it, and
 * only then does the shop ship it. A button, not the page load, confirms, so a mail scanner that opens links
 * confirms nothing. Works signed out: the token alone names the order.
 */
export default function CodConfirmLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useMutation({
    mutationFn: () => api<Confirmed>('/api/orders/cod-confirm', { method: 'POST', body: { token } }),
  });
  usePageTitle('Confirm your order');

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 3 }}>
        Confirm your order
      </Typography>
      {confirm.data ? (
        <Alert
          severity="success"
          role="status"
          action={
            <Button color="inherit" component={RouterLink} to={orderPage(confirm.data.orderId)}>
              View order
            </Button>
          }
        >
          Thank you: order {confirm.data.orderNumber} is confirmed. We will ship it soon; please have the cash
          ready on delivery.
        </Alert>
      ) : (
        <>
          <Typography sx={{ mb: 3 }}>
            You chose to pay cash on delivery. Confirm the order and we will pack and ship it.
          </Typography>
          {confirm.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(confirm.error, 'Your order could not be confirmed. Please try again.')}
            </Alert>
          )}
          <Button
            variant="contained"
            size="large"
            onClick={() => confirm.mutate()}
            disabled={!token || confirm.isPending}
          >
            {confirm.isPending ? 'Confirming…' : 'Confirm my order'}
          </Button>
        </>
      )}
    </Container>
  );
}
