import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CheckoutQuoteReply, formatRupees, type PaymentMethod, type ShopInfo } from '@shop/contracts';
import { WhatsappOptInCheckbox } from '../../components/WhatsappOptIn.tsx';
import { GIFT_MESSAGE_MAX } from './GiftOptions.tsx';
import { PaymentChoice } from './PaymentChoice.tsx';

/** What a guest chooses beside the address: coupon, gift, payment, marketing mail and WhatsApp (both unticked). */
export interface GuestChoices {
  couponCode: string;
  wrap: boolean;
  message: string;
  method: PaymentMethod;
  marketingConsent: boolean;
  whatsappOptIn: boolean;
}

export const NO_CHOICES: GuestChoices = {
  couponCode: '',
  wrap: false,
  message: '',
  method: 'ONLINE',
  marketingConsent: false,
  whatsappOptIn: false,
};

/** The guest checkout's options; every amount shown is the server's quote (coupon, wrap, prepaid discount). */
export function GuestExtras({
  value,
  onChange,
  shop,
  quote,
  disabled,
}: {
  value: GuestChoices;
  onChange: (next: GuestChoices) => void;
  shop: ShopInfo | undefined;
  /** The server's quote once the guest has given an address: the saving and COD's availability come from it. */
  quote: CheckoutQuoteReply | undefined;
  disabled: boolean;
}) {
  const set = (patch: Partial<GuestChoices>) => onChange({ ...value, ...patch });
  const wrapFee = shop?.giftWrapFee ?? 0;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label="Coupon code (optional)"
        value={value.couponCode}
        onChange={(e) => set({ couponCode: e.target.value.toUpperCase() })}
        disabled={disabled}
        size="small"
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <Box>
        <FormControlLabel
          control={<Checkbox checked={value.wrap} onChange={(e) => set({ wrap: e.target.checked })} />}
          label={wrapFee > 0 ? `Gift wrap it (+${formatRupees(wrapFee)})` : 'Gift wrap it (free)'}
          disabled={disabled}
        />
        <TextField
          label="Gift message (optional)"
          value={value.message}
          onChange={(e) => set({ message: e.target.value.slice(0, GIFT_MESSAGE_MAX) })}
          disabled={disabled}
          fullWidth
          multiline
          minRows={2}
          helperText={`Printed on a card in the parcel, without prices. ${value.message.length}/${GIFT_MESSAGE_MAX}`}
        />
      </Box>
      <PaymentChoice
        value={value.method}
        onChange={(method) => set({ method })}
        cod={shop?.cashOnDelivery}
        codFee={quote?.cod.codFee}
        reason={quote ? quote.cod.reason : shop?.cashOnDelivery.enabled ? null : undefined}
        prepaidSaving={quote?.online.prepaidDiscount ?? 0}
        disabled={disabled}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={value.marketingConsent}
            onChange={(e) => set({ marketingConsent: e.target.checked })}
          />
        }
        label={
          <Typography variant="body2">
            Email me new collections and offers (we mail you a link to confirm; stop them any time)
          </Typography>
        }
        disabled={disabled}
      />
      <WhatsappOptInCheckbox
        checked={value.whatsappOptIn}
        onChange={(whatsappOptIn) => set({ whatsappOptIn })}
        disabled={disabled}
      />
    </Box>
  );
}
