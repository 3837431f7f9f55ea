import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProductSize } from '@shop/contracts';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../lib/errors.ts';
import { useAuth } from '../auth/index.ts';
import { useNotifyWhenBack } from './restockApi.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Under the sizes when some are sold out: leave an address (a signed-in shopper's own is used) and get one
 * mail when that size is back. Nothing is shown when every size can be bought.
 */
export function NotifyMe({ productId, sizes }: { productId: string; sizes: ProductSize[] }) {
  const titleId = useId();
  const { user } = useAuth();
  const soldOut = sizes.filter((s) => s.quantity <= 0).map((s) => s.name);
  const [open, setOpen] = useState(false);
  const [size, setSize] = useState(soldOut[0] ?? '');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const notify = useNotifyWhenBack(productId);
  if (soldOut.length === 0) return null;

  if (!open)
    return (
      <Button
        variant="text"
        size="small"
        startIcon={<NotificationsNoneIcon />}
        onClick={() => setOpen(true)}
        sx={{ mt: 1 }}
      >
        Sold out in your size? Notify me
      </Button>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user && !EMAIL_PATTERN.test(email.trim())) {
      setProblem('Enter your email address');
      return;
    }
    setProblem(null);
    notify.mutate({ size, ...(user ? {} : { email: email.trim() }) });
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
