import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { LinePersonalisation } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ADMIN_KEY } from '../shared/adminApi.ts';

/**
 * A personalised line's text on the order page (React escapes it, S69) and the owner's override: such a line
 * cannot be returned unless its return is accepted here.
 */
export function PersonalisedItemNote({
  orderId,
  itemId,
  personalisation,
  returnable,
}: {
  orderId: string;
  itemId: string;
  personalisation: LinePersonalisation;
  returnable: boolean;
}) {
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: (accepted: boolean) =>
      api(`/api/admin/orders/${orderId}/items/${itemId}/return-accepted`, {
        method: 'PUT',
        body: { accepted },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_KEY, 'order', orderId] }),
  });
  return (
    <>
      <Typography variant="body2" data-testid="admin-line-personalisation">
        {personalisation.label}: <strong>{personalisation.text}</strong>
      </Typography>
      <Button size="small" disabled={accept.isPending} onClick={() => accept.mutate(!returnable)}>
        {returnable ? 'Refuse its return again' : 'Accept a return of this piece'}
      </Button>
    </>
  );
}
