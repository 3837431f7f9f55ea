import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/errors.ts';
import { useMarketingConsent, useSetMarketingConsent } from './profileApi.ts';

/** The profile's marketing checkbox (S59): agreeing or withdrawing takes effect at once. */
export function MarketingConsent() {
  const consent = useMarketingConsent();
  const change = useSetMarketingConsent();
  const checked = change.isPending ? (change.variables ?? false) : (consent.data?.consent ?? false);
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            checked={checked}
            disabled={consent.isPending || change.isPending}
            onChange={(event) => change.mutate(event.target.checked)}
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
