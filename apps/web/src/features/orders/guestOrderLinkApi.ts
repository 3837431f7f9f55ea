import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { useOneTimeLink } from '../../lib/useOneTimeLink.ts';

/** "Link my guest orders": a one-time link goes to the account's email (docs/api.md, Guest checkout). */
export function useAskGuestOrdersLink() {
  return useMutation({
    mutationFn: () => api<{ message: string }>('/api/account/guest-orders/link', { method: 'POST' }),
  });
}

/** Following the mailed link: the email is proven, and its guest orders join the account. */
export function useClaimGuestOrders() {
  const queryClient = useQueryClient();
  return useOneTimeLink<{ moved: number }>('/api/account/guest-orders/claim', () =>
    queryClient.invalidateQueries({ queryKey: ['orders'] }),
  );
}
