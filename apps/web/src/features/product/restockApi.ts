import type { RestockNotifyBody } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** "Notify me": one mail when the size is back (a guest gives an address, a signed-in shopper's own is used). */
export function useNotifyWhenBack(productId: string) {
  return useMutation({
    mutationFn: (body: RestockNotifyBody) =>
      api<{ subscribed: true }>(`/api/products/${productId}/notify`, { method: 'POST', body }),
  });
}
