import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/errors.ts';
import { useSavedToggle } from '../../lib/useSavedToggle.ts';
import { useMarketingConsent, useSetMarketingConsent } from './profileApi.ts';

/** The profile's marketing checkbox (S59): agreeing or withdrawing takes effect at once. */
export function MarketingConsent() {
  const consent = useMarketingConsent();
  const change = useSetMarketingConsent();
  const box = useSavedToggle(consent.data?.consent, change.mutate);
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            checked={box.checked}
            disabled={consent.isPending || change.isPending}
            onChange={(event) => box.toggle(event.target.checked)}
          />
        }
        label="Send me news of new pieces, restocks and offers"
      />
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
        }}
      >
        Order and account mails come either way. Every marketing mail has a link to stop them.
      </Typography>
      {change.isError && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {errorMessage(change.error)}
        </Typography>
      )}
    </>
  );
}
