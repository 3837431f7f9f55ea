import type { WishlistIdsReply } from '@shop/contracts';
import { WISHLIST_MAX } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import { readGuestWishlist, setGuestSaved, subscribeGuestWishlist } from '../../lib/guestWishlist.ts';
import { useAuth } from '../auth/index.ts';

export const WISHLIST_KEY = 'wishlist';
const NO_IDS: readonly string[] = [];

/** The saved product ids (newest first): one request for a signed-in shopper, local storage for a guest. */
export function useWishlistIds(): { ids: readonly string[]; isGuest: boolean; isLoading: boolean } {
  const { token } = useAuth();
  const guest = useSyncExternalStore(subscribeGuestWishlist, readGuestWishlist, readGuestWishlist);
  const server = useQuery({
    queryKey: [WISHLIST_KEY, 'ids', token],
    queryFn: ({ signal }) => api<WishlistIdsReply>('/api/wishlist/ids', { signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
  if (token === null) return { ids: guest, isGuest: true, isLoading: false };
  return { ids: server.data?.productIds ?? NO_IDS, isGuest: false, isLoading: server.isPending };
}

/** Saves or removes a product; the hearts change at once and go back if the server refuses. */
export function useSetSaved() {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  const idsKey = [WISHLIST_KEY, 'ids', token];
  return useMutation({
    mutationFn: async ({ productId, saved }: { productId: string; saved: boolean }) => {
      if (token === null) {
        if (!setGuestSaved(productId, saved))
          throw new ApiError(409, 'WISHLIST_FULL', `Your wishlist holds up to ${WISHLIST_MAX} pieces.`);
        return undefined;
      }
      return api<WishlistIdsReply>(`/api/wishlist/${productId}`, { method: saved ? 'PUT' : 'DELETE' });
    },
    onMutate: async ({ productId, saved }) => {
      if (token === null) return undefined;
      await queryClient.cancelQueries({ queryKey: idsKey });
      const before = queryClient.getQueryData<WishlistIdsReply>(idsKey);
      const others = (before?.productIds ?? []).filter((id) => id !== productId);
      queryClient.setQueryData<WishlistIdsReply>(idsKey, {
        productIds: saved ? [productId, ...others] : others,
      });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(idsKey, context.before);
    },
    onSuccess: (reply) => {
      if (reply) queryClient.setQueryData(idsKey, reply);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [WISHLIST_KEY, 'page'] }),
  });
}
