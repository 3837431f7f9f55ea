import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TrackOrderReply } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeading } from '../../components/PageHeading.tsx';
import { panelSx } from '../../components/Panel.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';
import { api, isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { guestOrderPath, keepGuestOrderToken } from '../../lib/guestOrderTokens.ts';
import { usePageTitle } from '../../lib/usePageTitle.ts';

/**
 * `/track-order`: a shopper without an account finds an order by its number and the phone on the parcel. A
 * guest's order opens on its own page; a member's shows its status and a way to sign in.
 */
export default function TrackOrderPage() {
  usePageTitle('Track your order');
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  const [phone, setPhone] = useState('');
  const track = useMutation({
    mutationFn: () =>
      api<TrackOrderReply>('/api/orders/track', { method: 'POST', body: { orderNumber: number, phone } }),
    onSuccess: (found) => {
      if (!found.orderToken) return;
      keepGuestOrderToken(found.orderId, found.orderToken);
      navigate(guestOrderPath(found.orderId, found.orderToken));
    },
  });
  const found = track.data;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading gap={1}>Track your order</PageHeading>
      <Typography
        sx={{
          color: 'text.secondary',
          mb: 3,
        }}
      >
        Enter the order number from your order mail (like #1A2B3C4D) and the mobile number you gave for
        delivery.
      </Typography>
      <Box
        component="form"
        noValidate
        sx={{ ...panelSx, display: 'grid', gap: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          track.mutate();
        }}
      >
        <TextField label="Order number" value={number} onChange={(e) => setNumber(e.target.value)} required />
        <TextField
          label="Mobile number"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          required
          slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
        />
        {track.isError && (
          <Alert severity={isApiError(track.error, 'NOT_FOUND') ? 'warning' : 'error'}>
            {isApiError(track.error, 'NOT_FOUND')
              ? 'We found no order with that number and mobile number. Check both against your order mail.'
              : errorMessage(track.error, 'We could not look the order up. Please try again.')}
          </Alert>
        )}
        {found && !found.orderToken && (
          <Alert
            severity="info"
            action={
              <Button component={RouterLink} to={`/account/order/${found.orderId}`}>
                Sign in
              </Button>
            }
          >
            Order {found.orderNumber}: <StatusChip status={found.status} /> Sign in to see all of it.
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" disabled={track.isPending}>
          {track.isPending ? 'Looking…' : 'Track order'}
        </Button>
      </Box>
    </Container>
  );
}
