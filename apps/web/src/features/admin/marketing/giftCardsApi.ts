import type { AdminGiftCardsReply } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ADMIN_KEY } from '../shared/adminApi.ts';

/** Issued gift cards and the shop's outstanding liability. */
export function useAdminGiftCards() {
  return useQuery({
    queryKey: [ADMIN_KEY, 'gift-cards'],
    queryFn: ({ signal }) => api<AdminGiftCardsReply>('/api/admin/gift-cards', { signal }),
  });
}
