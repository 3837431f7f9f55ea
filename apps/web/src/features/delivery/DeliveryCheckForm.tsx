import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { OutlinedField } from '../../components/OutlinedField.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { DeliveryCheckResult } from './DeliveryCheckResult.tsx';
import { deliveryQuery, lastCheckedPincode, PINCODE_PATTERN, rememberCheckedPincode } from './deliveryApi.ts';

/**
 * "Check delivery" on the product page and in the cart: a PIN code in, whether the shop delivers there, with
 * cash on delivery or not, and between which dates. Starts from the last PIN the shopper checked.
 */
export function DeliveryCheckForm({ personalised = [] }: { personalised?: string[] }) {
  const titleId = useId();
  const [typed, setTyped] = useState(lastCheckedPincode);
  const [checked, setChecked] = useState(() =>
    PINCODE_PATTERN.test(lastCheckedPincode()) ? lastCheckedPincode() : '',
  );
  const [problem, setProblem] = useState<string | null>(null);
  // Checked on its own from the remembered PIN (not typed now): a refusal is not this visit's mistake to show.
  const [fromMemory, setFromMemory] = useState(checked !== '');
  const result = useQuery(deliveryQuery(checked, personalised));
  useEffect(() => {
    if (!checked) return;
    rememberCheckedPincode(checked, { data: result.data, error: result.error });
    if (fromMemory && result.isError) setChecked('');
  }, [checked, fromMemory, result.data, result.error, result.isError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pincode = typed.trim();
    if (!PINCODE_PATTERN.test(pincode)) {
      setProblem('Enter a 6-digit PIN code');
      return;
    }
    setProblem(null);
    setFromMemory(false);
    setChecked(pincode);
  };

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ mt: 2.5, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
        Check delivery
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <OutlinedField
          size="small"
          label="PIN code"
          value={typed}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, '').slice(0, 6))}
          error={!!problem}
          helperText={problem ?? undefined}
          autoComplete="postal-code"
          htmlInput={{ inputMode: 'numeric', maxLength: 6 }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" variant="outlined" sx={{ height: 40 }}>
          Check
        </Button>
      </Box>
      <Box role="status" aria-live="polite" sx={{ mt: checked ? 1.5 : 0 }}>
        {result.isFetching && !result.data ? (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            Checking {checked}…
          </Typography>
        ) : result.isError ? (
          <Typography variant="body2" color="error">
            {errorMessage(result.error, 'We could not check this PIN code. Please try again.')}
          </Typography>
        ) : result.data ? (
          <DeliveryCheckResult check={result.data} />
        ) : null}
      </Box>
    </Box>
  );
}
