import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../lib/errors.ts';
import { useAuth } from '../auth/index.ts';
import { useNotifyWhenBack } from './restockApi.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\d{10}$/;

/**
 * The form behind "Notify me" (NotifyMe loads it on first use): leave an address (a signed-in shopper's own is
 * used) and get one mail when that size is back. A guest may also give a phone and tick both boxes (unticked by
 * default) to be told on WhatsApp.
 */
export default function NotifyMeForm({ productId, soldOut }: { productId: string; soldOut: string[] }) {
  const titleId = useId();
  const { user } = useAuth();
  const [size, setSize] = useState(soldOut[0] ?? '');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [whatsapp, setWhatsapp] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [phone, setPhone] = useState('');
  const [phoneProblem, setPhoneProblem] = useState<string | null>(null);
  const notify = useNotifyWhenBack(productId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user && !EMAIL_PATTERN.test(email.trim())) {
      setProblem('Enter your email address');
      return;
    }
    setProblem(null);
    const onWhatsapp = !user && whatsapp;
    if (onWhatsapp && !PHONE_PATTERN.test(phone.trim())) {
      setPhoneProblem('Enter your 10-digit mobile number');
      return;
    }
    setPhoneProblem(null);
    notify.mutate({
      size,
      ...(user ? {} : { email: email.trim() }),
      ...(onWhatsapp ? { phoneNumber: phone.trim(), whatsappOptIn: true, marketingOptIn: marketing } : {}),
    });
  };

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 1.5 }}>
        Tell me when it is back
      </Typography>
      {notify.isSuccess ? (
        <Typography role="status" variant="body2">
          Done: we will mail {user ? user.email : email.trim()} once when size {size.toUpperCase()} is back.
        </Typography>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label="Size"
            value={size}
            onChange={(event) => setSize(event.target.value)}
            sx={{ width: 96 }}
          >
            {soldOut.map((name) => (
              <MenuItem key={name} value={name}>
                {name.toUpperCase()}
              </MenuItem>
            ))}
          </TextField>
          {!user && (
            <TextField
              size="small"
              type="email"
              label="Email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={!!problem}
              helperText={problem ?? undefined}
              autoComplete="email"
              sx={{ flex: 1, minWidth: 180 }}
            />
          )}
          <Button type="submit" variant="outlined" disabled={notify.isPending} sx={{ height: 40 }}>
            Notify me
          </Button>
          {!user && (
            <Box sx={{ flexBasis: '100%', display: 'flex', flexDirection: 'column' }}>
              <FormControlLabel
                control={
                  <Checkbox checked={whatsapp} onChange={(event) => setWhatsapp(event.target.checked)} />
                }
                label="Tell me on WhatsApp too"
              />
              {whatsapp && (
                <>
                  <TextField
                    size="small"
                    type="tel"
                    label="Mobile number"
                    value={phone}
                    onChange={(event) => setPhone(event.target.value)}
                    error={!!phoneProblem}
                    helperText={phoneProblem ?? '10 digits'}
                    autoComplete="tel-national"
                    inputMode="numeric"
                    sx={{ maxWidth: 240, mt: 1 }}
                  />
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={marketing}
                        onChange={(event) => setMarketing(event.target.checked)}
                      />
                    }
                    label="I agree to messages about products, such as this one, on WhatsApp (reply STOP to end them)"
                  />
                </>
              )}
            </Box>
          )}
        </Box>
      )}
      {notify.isError && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {errorMessage(notify.error)}
        </Typography>
      )}
    </Box>
  );
}
