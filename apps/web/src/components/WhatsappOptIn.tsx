import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { WhatsappConsent } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { errorMessage } from '../lib/errors.ts';
import { useSavedToggle } from '../lib/useSavedToggle.ts';

const KEY = ['whatsapp-opt-in'];
export const WHATSAPP_OPT_IN_LABEL = 'Order updates on WhatsApp';

/** A guest's box: part of the order's body (`whatsappOptIn`), unticked by default. */
export function WhatsappOptInCheckbox({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <FormControlLabel
      control={<Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} />}
      label={
        <Typography variant="body2">{WHATSAPP_OPT_IN_LABEL} (reply STOP any time to end them)</Typography>
      }
      disabled={disabled}
    />
  );
}

/**
 * The signed-in customer's box (profile and checkout): `GET/PUT /api/users/whatsapp`, taking effect at once.
 * Unticked unless they tick it.
 */
export function WhatsappOptIn({ disabled }: { disabled?: boolean }) {
  const queryClient = useQueryClient();
  const consent = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api<WhatsappConsent>('/api/users/whatsapp', { signal }),
    staleTime: 0,
  });
  const change = useMutation({
    mutationFn: (optIn: boolean) =>
      api<WhatsappConsent>('/api/users/whatsapp', { method: 'PUT', body: { optIn } }),
    onSuccess: (reply) => queryClient.setQueryData(KEY, reply),
  });
  const box = useSavedToggle(consent.data?.optIn, change.mutate);
  return (
    <>
      <WhatsappOptInCheckbox
        checked={box.checked}
        onChange={box.toggle}
        disabled={disabled || consent.isPending || change.isPending}
      />
      {change.isError && (
        <Typography role="alert" variant="body2" color="error">
          {errorMessage(change.error)}
        </Typography>
      )}
    </>
  );
}
