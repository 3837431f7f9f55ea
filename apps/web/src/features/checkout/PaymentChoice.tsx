import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { PaymentMethod, ShopInfo } from '@shop/contracts';
import { formatRupees } from '../../lib/money.ts';

/** Why cash on delivery cannot take this order (the server decides again), or null when it can. */
export function codUnavailableReason(cod: ShopInfo['cashOnDelivery'] | undefined, totalPayable: number) {
  if (!cod?.enabled) return 'Cash on delivery is not available at the moment.';
  if (totalPayable + cod.fee > cod.maxOrder)
    return `Cash on delivery is available for orders up to ${formatRupees(cod.maxOrder)}.`;
  return null;
}

export interface PaymentChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  cod: ShopInfo['cashOnDelivery'] | undefined;
  /** The COD fee as the server's quote has it (else the shop's setting). */
  codFee?: number;
  /** Why COD is refused, from the server's quote; undefined: worked out from the shop's settings alone. */
  reason?: string | null;
  /** What paying online saves (PREPAID_DISCOUNT), in rupees; 0: nothing. */
  prepaidSaving?: number;
  disabled?: boolean;
}

/** "Pay online" or "Cash on delivery" (disabled with the reason when the shop cannot offer it). */
export function PaymentChoice({
  value,
  onChange,
  cod,
  codFee,
  reason: known,
  prepaidSaving = 0,
  disabled = false,
}: PaymentChoiceProps) {
  const reason =
    known === undefined ? (cod?.enabled ? null : 'Cash on delivery is not available at the moment.') : known;
  const fee = codFee ?? cod?.fee ?? 0;
  return (
    <FormControl component="fieldset" sx={{ mb: 2, width: '100%' }} disabled={disabled}>
      <FormLabel component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        Payment
      </FormLabel>
      <RadioGroup
        value={value}
        onChange={(e) => onChange(e.target.value === 'COD' ? 'COD' : 'ONLINE')}
        name="payment-method"
      >
        <FormControlLabel
          value="ONLINE"
          control={<Radio />}
          label={
            prepaidSaving > 0
              ? `Pay online and save ${formatRupees(prepaidSaving)} (UPI, cards, netbanking)`
              : 'Pay online (UPI, cards, netbanking)'
          }
        />
        <FormControlLabel
          value="COD"
          control={<Radio />}
          disabled={reason !== null}
          label={fee > 0 ? `Cash on delivery (+${formatRupees(fee)} fee)` : 'Cash on delivery'}
        />
      </RadioGroup>
      {reason && <FormHelperText>{reason}</FormHelperText>}
    </FormControl>
  );
}
