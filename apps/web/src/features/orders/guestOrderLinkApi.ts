import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** "Link my guest orders": a one-time link goes to the account's email (docs/api.md, Guest checkout). */
export function useAskGuestOrdersLink() {
  return useMutation({
    mutationFn: () => api<{ message: string }>('/api/account/guest-orders/link', { method: 'POST' }),
  });
}
