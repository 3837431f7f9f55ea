import type { GiftCardPurchaseInput } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export function useBuyGiftCard() {
  return useMutation({
    mutationFn: (input: GiftCardPurchaseInput) =>
      api<{ giftCardOrderId: string; paymentLink: string }>('/api/gift-cards', {
        method: 'POST',
        body: input,
      }),
  });
}

export function useGiftCardBalance() {
  return useMutation({
    mutationFn: (code: string) =>
      api<{ balance: number; expiresAt: string }>(`/api/gift-cards/balance?code=${encodeURIComponent(code)}`),
  });
}

export function useConfirmGiftCard() {
  return useMutation({
    mutationFn: (id: string) =>
      api<{ giftCardOrderId: string; status: string }>(`/api/gift-cards/${encodeURIComponent(id)}/confirm`, {
        method: 'POST',
      }),
  });
}
