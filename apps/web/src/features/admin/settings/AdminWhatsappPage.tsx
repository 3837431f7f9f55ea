import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { PageHeader } from '../shared/PageHeader.tsx';
import { useWhatsappCheck, useWhatsappTest } from './whatsappApi.ts';

/** /admin/whatsapp: the WhatsApp settings check (which are set, the templates in use) and a test message. */
export function AdminWhatsappPage() {
  const check = useWhatsappCheck();
  const test = useWhatsappTest();
  const [phone, setPhone] = useState('');
  return (
    <>
      <PageHeader
        title="WhatsApp"
        subtitle="Order updates and cash-on-delivery confirmation through Meta's WhatsApp Cloud API (docs/whatsapp.md)."
      />
      {check.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : check.isError ? (
        <RetryAlert query={check} fallback="The settings could not be read." />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
          <Alert severity={check.data.enabled ? 'success' : 'info'}>
            {check.data.enabled
              ? `WhatsApp is on, through ${check.data.apiUrl}.`
              : 'WhatsApp is off: set the four settings below and restart the shop.'}
          </Alert>
          <Box
            component="ul"
            aria-label="Settings"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
          >
            {check.data.settings.map((s) => (
              <Box component="li" key={s.name} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <Chip size="small" label={s.set ? 'Set' : 'Missing'} color={s.set ? 'success' : 'default'} />
                <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                  {s.name}
                </Typography>
              </Box>
            ))}
          </Box>
          <Box>
            <Typography variant="subtitle2">Templates ({check.data.language})</Typography>
            {check.data.templates.map((tpl) => (
              <Typography
                key={tpl.event}
                variant="body2"
                sx={{
                  color: 'text.secondary',
                }}
              >
                {tpl.event}: <code>{tpl.name}</code>
              </Typography>
            ))}
          </Box>
          <Box
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              test.mutate(phone.trim());
            }}
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
          >
            <TextField
              label="Your phone (10 digits)"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              size="small"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
            />
            <Button type="submit" variant="contained" disabled={!check.data.enabled || test.isPending}>
              {test.isPending ? 'Sending…' : 'Send a test message'}
            </Button>
          </Box>
          {test.isSuccess && (
            <Alert severity="success">WhatsApp took the message ({test.data.messageId}).</Alert>
          )}
          {test.isError && <Alert severity="error">{errorMessage(test.error)}</Alert>}
        </Box>
      )}
    </>
  );
}
