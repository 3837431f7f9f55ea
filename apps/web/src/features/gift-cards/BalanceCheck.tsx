import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors.ts';
import { formatRupees } from '../../lib/money.ts';
import { useGiftCardBalance } from './giftCardsApi.ts';

/** "Check a balance": what is left on a card and until when. */
export function BalanceCheck() {
  const [code, setCode] = useState('');
  const check = useGiftCardBalance();
  return (
    <Box
      component="form"
      aria-label="Check a gift card's balance"
      sx={{ display: 'grid', gap: 1.5 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) check.mutate(code.trim());
      }}
    >
      <Typography component="h2" variant="h6">
        Check a balance
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          label="Gift card code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
        />
        <Button type="submit" variant="outlined" disabled={!code.trim() || check.isPending}>
          Check
        </Button>
      </Box>
      {check.data && (
        <Alert severity="info">
          {formatRupees(check.data.balance)} left, to spend until{' '}
          {new Date(check.data.expiresAt).toLocaleDateString('en-IN')}.
        </Alert>
      )}
      {check.isError && <Alert severity="error">{errorMessage(check.error)}</Alert>}
    </Box>
  );
}
