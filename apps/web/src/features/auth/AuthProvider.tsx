import type { MergeAdjustment, MergeCartReply, Profile, WishlistMergeReply } from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ApiError, api, onSessionEnded } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { clearGuestCart, type GuestCartItem, readGuestCart } from '../../lib/guestCart.ts';
import { clearGuestWishlist, readGuestWishlist } from '../../lib/guestWishlist.ts';
import { describeAdjustment, writeMergeNotice } from '../../lib/mergeNotice.ts';
import { clearStorage, getToken, JWT_KEY, removeItem, writeItem } from '../../lib/storage.ts';

export interface AuthContextValue {
  token: string | null;
  user: Profile | null;
  /** True while a stored token's profile is still loading: the user is not known yet. */
  isLoading: boolean;
  /** Stores the token, merges the guest cart and wishlist into the account, reloads the user and the cart. */
  completeSignIn(jwt: string): Promise<{ mergeProblem?: string }>;
  /** Keeps this browser signed in with a new token (after a password change ended every earlier one). */
  replaceToken(jwt: string): void;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The lines the merge reduced or dropped, kept for the cart page's notice (in words, with the guest copy's
 * title where the shop no longer knows the product), and a one-line summary for the sign-in toast.
 */
function noticeOfMerge(adjusted: MergeAdjustment[], guestItems: GuestCartItem[]): string | undefined {
  const titles = new Map(guestItems.map((i) => [`${i.productId}|${i.size.toLowerCase()}`, i.product.title]));
  const lines = adjusted.map((a) => describeAdjustment(a, titles.get(`${a.productId}|${a.size}`)));
  writeMergeNotice(lines);
  if (lines.length === 0) return undefined;
  const count = lines.length === 1 ? 'One item' : `${lines.length} items`;
  return `${count} from your guest cart could not be added in full. Your cart shows what changed and why.`;
}

/** Moves a guest's saved pieces into the account just signed in to; answers what went wrong, if anything. */
async function mergeGuestWishlist(): Promise<string | undefined> {
  const productIds = readGuestWishlist();
  if (productIds.length === 0) return undefined;
  try {
    await api<WishlistMergeReply>('/api/wishlist/merge', { method: 'PUT', body: { productIds } });
    clearGuestWishlist();
    return undefined;
  } catch (error) {
    console.warn('Guest wishlist merge failed', error);
    return `We could not move your wishlist into your account: ${errorMessage(error)} It is still saved on this device.`;
  }
}

export const PROFILE_KEY = ['profile'] as const;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => getToken());

  const profile = useQuery({
    queryKey: [...PROFILE_KEY, token],
    queryFn: async ({ signal }) => {
      try {
        return await api<Profile>('/api/users/profile', { signal });
      } catch (error) {
        // A stored token the server no longer accepts (expired, signed out elsewhere): forget it.
        if (error instanceof ApiError && error.status === 401) {
          removeItem(JWT_KEY);
          setToken(null);
          return null;
        }
        throw error;
      }
    },
    enabled: token !== null,
    staleTime: 5 * 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

  // A session ended on the server (a password reset on another device): signed out here too, at once, so the
  // header stops showing the name and private pages offer Sign in. The guest cart and wishlist stay as they are.
  useEffect(
    () =>
      onSessionEnded(() => {
        removeItem(JWT_KEY);
        setToken(null);
        queryClient.removeQueries({ queryKey: PROFILE_KEY });
      }),
    [queryClient],
  );

  const completeSignIn = useCallback(
    async (jwt: string) => {
      writeItem(JWT_KEY, jwt);
      let mergeProblem: string | undefined;
      const guest = readGuestCart();
      if (guest.cartItems.length > 0) {
        try {
          const merged = await api<MergeCartReply>('/api/cart/merge', {
            method: 'PUT',
            body: {
              cartItems: guest.cartItems.map(({ productId, size, quantity, personalisation }) => ({
                productId,
                size,
                quantity,
                ...(personalisation ? { personalisation: { text: personalisation.text } } : {}),
              })),
            },
          });
          clearGuestCart();
          mergeProblem = noticeOfMerge(merged.adjusted ?? [], guest.cartItems);
        } catch (error) {
          console.warn('Guest cart merge failed', error);
          mergeProblem = `We could not move the items of your guest cart into your account: ${errorMessage(
            error,
          )} They are still saved on this device.`;
        }
      }
      const wishlistProblem = await mergeGuestWishlist();
      if (wishlistProblem)
        mergeProblem = mergeProblem ? `${mergeProblem} ${wishlistProblem}` : wishlistProblem;
      setToken(jwt);
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
      await queryClient.invalidateQueries({ queryKey: ['wishlist'] });
      return { mergeProblem };
    },
    [queryClient],
  );

  const replaceToken = useCallback(
    (jwt: string) => {
      // The same person: the page keeps showing them instead of a loading state while the new key loads.
      const current = queryClient.getQueryData<Profile | null>([...PROFILE_KEY, getToken()]);
      if (current) queryClient.setQueryData([...PROFILE_KEY, jwt], current);
      writeItem(JWT_KEY, jwt);
      setToken(jwt);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await api('/auth/signout', { method: 'POST' });
    } catch {
      // The token is forgotten below either way.
    }
    clearStorage();
    setToken(null);
    queryClient.clear();
    window.location.reload();
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      token,
      user: token ? (profile.data ?? null) : null,
      isLoading: token !== null && profile.isPending,
      completeSignIn,
      replaceToken,
      signOut,
    }),
    [token, profile.data, profile.isPending, completeSignIn, replaceToken, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
