import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatRupees, type GiftInput } from '@shop/contracts';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../lib/errors.ts';

export const GIFT_MESSAGE_MAX = 200;

export interface GiftOptionsProps {
  gift: { wrap: boolean; message: string | null } | null;
  /** GIFT_WRAP_FEE in rupees; 0 wraps free. */
  wrapFee: number;
  /** Makes the order again with this gift (the server prices the wrap). */
  onChange: (gift: GiftInput) => Promise<void>;
  disabled?: boolean;
}

/** The summary step's gift box: wrapping (a priced line) and a message printed on the packing slip. */
export function GiftOptions({ gift, wrapFee, onChange, disabled = false }: GiftOptionsProps) {
  const wrap = gift?.wrap ?? false;
  const saved = gift?.message ?? '';
  const [message, setMessage] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const change = async (next: GiftInput) => {
    setError(null);
    setBusy(true);
    try {
      await onChange(next);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void change({ wrap, message: message.trim() });
  };

  return (
    <Box component="form" onSubmit={submit} aria-label="Gift options" sx={{ mb: 2 }}>
      <Typography sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <CardGiftcardOutlinedIcon fontSize="small" /> Is this a gift?
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            checked={wrap}
            disabled={busy || disabled}
            onChange={(e) => void change({ wrap: e.target.checked, message: saved })}
          />
        }
        label={`Gift wrap (${wrapFee > 0 ? `+${formatRupees(wrapFee)}` : 'free'})`}
      />
      <TextField
        label="Gift message"
        helperText={`Printed on the packing slip; prices never are. ${message.length}/${GIFT_MESSAGE_MAX}`}
        value={message}
        onChange={(e) => setMessage(e.target.value.slice(0, GIFT_MESSAGE_MAX))}
        slotProps={{ htmlInput: { maxLength: GIFT_MESSAGE_MAX } }}
        multiline
        minRows={2}
        fullWidth
        size="small"
        disabled={busy || disabled}
      />
      {message.trim() !== saved && (
        <Button type="submit" size="small" disabled={busy || disabled} sx={{ mt: 1 }}>
          {busy ? 'Saving…' : 'Save message'}
        </Button>
      )}
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(error, 'The gift options could not be saved. Please try again.')}
        </Alert>
      ) : null}
    </Box>
  );
}
