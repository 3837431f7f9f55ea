import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/errors.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';
import { useClaimGuestOrders } from './guestOrderLinkApi.ts';

/**
 * `/account/guest-orders?token=…`, from the mail: the guest orders of the account's email join it. A button, not
 * the page load, does it, so a mail scanner opening the link changes nothing.
 */
export default function GuestOrdersLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const claim = useClaimGuestOrders();
  usePageTitle('Add your guest orders');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 3 }}>
        Add your guest orders
      </Typography>
      {claim.data ? (
        <Alert
          severity="success"
          role="status"
          action={
            <Button color="inherit" component={RouterLink} to="/account/order">
              My Orders
            </Button>
          }
        >
          {claim.data.moved === 1
            ? 'One order is in your account now.'
            : `${claim.data.moved} orders are in your account now.`}
        </Alert>
      ) : (
        <>
          <Typography sx={{ mb: 3 }}>
            Your email is confirmed by this link. Add the orders you placed as a guest with it to your
            account.
          </Typography>
          {claim.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(claim.error, 'Your orders could not be added. Please try again.')}
            </Alert>
          )}
          <Button
            variant="contained"
            size="large"
            onClick={() => claim.mutate(token)}
            disabled={!token || claim.isPending}
          >
            {claim.isPending ? 'Adding…' : 'Add them to my account'}
          </Button>
        </>
      )}
    </Container>
  );
}
