import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../lib/errors.ts';
import { useCloseAccount } from './privacyApi.ts';

/** Closing the account asks for the password; what happens is said plainly first, with no guilt (dark patterns). */
export function CloseAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const close = useCloseAccount();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    close.mutate(password);
  };
  if (!open)
    return (
      <Box>
        <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
          Close my account
        </Button>
      </Box>
    );
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="body2">
        Closing your account erases your name, email, phone, saved addresses, wishlist, cart and reviews,
        withdraws every consent and signs you out everywhere. The invoices of your orders stay, without your
        name, for as long as GST law requires. You can sign up again with the same email later.
      </Typography>
      <TextField
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      {close.isError && (
        <Typography role="alert" color="error" variant="body2">
          {errorMessage(close.error)}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" color="error" variant="contained" disabled={!password || close.isPending}>
          Close my account for good
        </Button>
        <Button onClick={() => setOpen(false)}>Keep my account</Button>
      </Box>
    </Box>
  );
}
