import { useEffect } from 'react';
import { MEMBER_CART_COUNT_KEY, writeItem } from '../../lib/storage.ts';
import type { CartView } from './cartApi.ts';

/**
 * Keeps a member's cart count in local storage once the server has answered, for index.html's script to show
 * on the served page's badge before the app takes over (decision 0123); signing out clears it with the rest.
 */
export function useRememberMemberCount({ isGuest, isLoading, error, totalQuantity }: CartView): void {
  const known = !isGuest && !isLoading && !error;
  useEffect(() => {
    if (known) writeItem(MEMBER_CART_COUNT_KEY, String(totalQuantity));
  }, [known, totalQuantity]);
}
