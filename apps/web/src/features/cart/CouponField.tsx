import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CartReply } from '@shop/contracts';
import { errorMessage } from '../../lib/errors.ts';
import { useCartCoupon } from './cartApi.ts';
import { useAppliedCodeForm } from './useAppliedCodeForm.ts';

export interface CouponFieldProps {
  coupon: CartReply['coupon'];
  /** Called after the cart's coupon changed (the summary step then makes its order again). */
  onChanged?: () => Promise<void> | void;
  disabled?: boolean;
}

/**
 * The coupon box of the cart and the summary step: type a code and Apply; the applied code shows with what
 * it takes off and Remove. The server's message says exactly why a code does not apply.
 */
export function CouponField({ coupon, onChanged, disabled = false }: CouponFieldProps) {
  const mutation = useCartCoupon();
  const busy = mutation.isPending || disabled;
  const { code, setCode, error, change, submit } = useAppliedCodeForm<string | null>(
    mutation.mutateAsync,
    (typed) => typed,
    onChanged,
  );

  return (
    <Box component="section" aria-label="Coupon" sx={{ mb: 2 }}>
      {coupon ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            p: 1.5,
            border: 1,
            borderColor: coupon.problem ? 'warning.main' : 'success.main',
            borderRadius: 1,
          }}
        >
          <LocalOfferOutlinedIcon color={coupon.problem ? 'warning' : 'success'} aria-hidden="true" />
          <Box sx={{ flex: 1 }}>
            <Typography sx={{ fontWeight: 600 }} data-testid="applied-coupon">
              {coupon.code}
            </Typography>
            <Typography variant="body2" color={coupon.problem ? 'warning.main' : 'success.main'}>
              {coupon.problem ?? 'Applied to your order'}
            </Typography>
          </Box>
          <Button size="small" color="inherit" disabled={busy} onClick={() => void change(null)}>
            Remove
          </Button>
        </Box>
      ) : (
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1 }}>
          <TextField
            size="small"
            label="Coupon code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 64, autoCapitalize: 'characters' } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="outlined" disabled={busy || !code.trim()}>
            Apply
          </Button>
        </Box>
      )}
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {errorMessage(error, 'This coupon could not be applied.')}
        </Alert>
      ) : null}
    </Box>
  );
}
