import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CartReply } from '@shop/contracts';
import { errorMessage } from '../../lib/errors.ts';
import { formatRupees } from '../../lib/money.ts';
import { useCartWallet } from './cartApi.ts';
import { useAppliedCodeForm } from './useAppliedCodeForm.ts';

export interface WalletFieldsProps {
  storeCredit: CartReply['storeCredit'];
  giftCard: CartReply['giftCard'];
  /** Called after a change (the summary step then makes its order again). */
  onChanged?: () => Promise<void> | void;
  disabled?: boolean;
}

/**
 * Store credit and a gift card in the cart and the summary step: ways to pay part or all of the order (the
 * server works out what each pays, never more than the balance or what is payable).
 */
export function WalletFields({ storeCredit, giftCard, onChanged, disabled = false }: WalletFieldsProps) {
  const mutation = useCartWallet();
  const busy = mutation.isPending || disabled;
  const { code, setCode, error, change, submit } = useAppliedCodeForm<
    { use: boolean } | { code: string | null }
  >(mutation.mutateAsync, (typed) => ({ code: typed }), onChanged);
  return (
    <Box component="section" aria-label="Store credit and gift card" sx={{ mb: 2, display: 'grid', gap: 1 }}>
      {storeCredit && storeCredit.balance > 0 && (
        <FormControlLabel
          control={
            <Checkbox
              checked={storeCredit.use}
              disabled={busy}
              onChange={(event) => void change({ use: event.target.checked })}
            />
          }
          label={
            storeCredit.use
              ? `Store credit: ${formatRupees(storeCredit.applied)} used of ${formatRupees(storeCredit.balance)}`
              : `Use my store credit (${formatRupees(storeCredit.balance)})`
          }
        />
      )}
      {giftCard ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ flex: 1 }} data-testid="applied-gift-card">
            Gift card ••••{giftCard.last4}: {formatRupees(giftCard.applied)} used,{' '}
            {formatRupees(giftCard.remaining)} left on it
          </Typography>
          <Button size="small" disabled={busy} onClick={() => void change({ code: null })}>
            Remove
          </Button>
        </Box>
      ) : (
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1 }}>
          <TextField
            size="small"
            label="Gift card code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            disabled={busy}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
          />
          <Button type="submit" variant="outlined" disabled={busy || !code.trim()}>
            Apply
          </Button>
        </Box>
      )}
      {error !== null && <Alert severity="error">{errorMessage(error)}</Alert>}
    </Box>
  );
}
