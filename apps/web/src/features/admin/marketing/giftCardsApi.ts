import type { AdminGiftCardsReply } from '@shop/contracts';
import { useAdminRead } from '../shared/adminApi.ts';

/** Issued gift cards and the shop's outstanding liability. */
export function useAdminGiftCards() {
  return useAdminRead<AdminGiftCardsReply>(['gift-cards'], '/api/admin/gift-cards');
}
