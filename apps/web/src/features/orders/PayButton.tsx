import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors.ts';
import { openPaymentLink } from './ordersApi.ts';

/** Opens the gateway's payment page for an unpaid order; says so in words if the link cannot be had. */
export function PayButton({
  orderId,
  label,
  variant,
  color,
}: { orderId: string; label: string } & Pick<ButtonProps, 'variant' | 'color'>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <Box>
      <Button
        variant={variant}
        color={color}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            await openPaymentLink(orderId);
          } catch (e) {
            setError(e);
            setBusy(false);
          }
        }}
      >
        {busy ? 'Opening payment…' : label}
      </Button>
      {error ? (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          {errorMessage(error, 'We could not open the payment page. Please try again.')}
        </Typography>
      ) : null}
    </Box>
  );
}
