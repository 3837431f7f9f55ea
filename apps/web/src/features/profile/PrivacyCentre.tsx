import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ConsentEvent } from '@shop/contracts';
import { useState } from 'react';
import { downloadFile } from '../../lib/download.ts';
import { errorMessage } from '../../lib/errors.ts';
import { indiaDateTime } from '../../lib/indiaDates.ts';
import { CloseAccount } from './CloseAccount.tsx';
import { useConsents, useWithdrawMarketing } from './privacyApi.ts';

const PURPOSES: Record<ConsentEvent['purpose'], string> = {
  marketing_email: 'Marketing mail',
  whatsapp_updates: 'Order updates on WhatsApp',
  whatsapp_marketing: 'Offers on WhatsApp',
};

/** The DPDP Act's rights in one place: download my data, my consents (and withdraw), close my account. */
export function PrivacyCentre() {
  const consents = useConsents();
  const withdraw = useWithdrawMarketing();
  const [problem, setProblem] = useState('');
  const history = consents.data ?? [];
  const latest = new Map(history.map((event) => [event.purpose, event]));
  const download = () =>
    downloadFile('/api/users/me/data', 'my-data.json').catch((e) => setProblem(errorMessage(e)));
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <Typography
          variant="body2"
          sx={{
            color: 'text.secondary',
            mb: 1,
          }}
        >
          Everything we hold on you — profile, addresses, orders, returns, reviews, wishlist, cart, consents
          and grievances — as one file.
        </Typography>
        <Button variant="outlined" onClick={download}>
          Download my data
        </Button>
        {problem && (
          <Typography role="alert" color="error" variant="body2">
            {problem}
          </Typography>
        )}
      </Box>
      <Box component="section" aria-labelledby="consents-heading">
        <Typography id="consents-heading" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          My consents
        </Typography>
        {history.length === 0 ? (
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
            }}
          >
            You have not given any consent.
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {history.map((event) => (
              <li key={`${event.purpose}-${event.at}-${event.given}`}>
                <Typography variant="body2">
                  {PURPOSES[event.purpose]}: {event.given ? 'given' : 'withdrawn'} on{' '}
                  {indiaDateTime(event.at)} ({event.source.replaceAll('_', ' ')}, privacy notice{' '}
                  {event.noticeVersion})
                </Typography>
              </li>
            ))}
          </Box>
        )}
        {latest.get('marketing_email')?.given && (
          <Button sx={{ mt: 1 }} onClick={() => withdraw.mutate()} disabled={withdraw.isPending}>
            Withdraw marketing mail
          </Button>
        )}
      </Box>
      <CloseAccount />
    </Box>
  );
}
