import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { clearGuestCart, readGuestCart } from '../../lib/guestCart.ts';
import { clearStorage, getToken, JWT_KEY, removeItem, writeItem } from '../../lib/storage.ts';
import type { Cart, Profile } from '../../lib/types.ts';

export interface AuthContextValue {
  token: string | null;
  user: Profile | null;
  /** True while a stored token's profile is still loading: the user is not known yet. */
  isLoading: boolean;
  /** Stores the token, merges the guest cart into the server cart, reloads the user and the cart. */
  completeSignIn(jwt: string): Promise<{ mergeProblem?: string }>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

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

  const completeSignIn = useCallback(
    async (jwt: string) => {
      writeItem(JWT_KEY, jwt);
      let mergeProblem: string | undefined;
      const guest = readGuestCart();
      if (guest.cartItems.length > 0) {
        try {
          const merged = await api<Cart & { skipped?: unknown[] }>('/api/cart/merge', {
            method: 'PUT',
            body: {
              cartItems: guest.cartItems.map(({ productId, size, quantity }) => ({
                productId,
                size,
                quantity,
              })),
            },
          });
          clearGuestCart();
          const skipped = merged.skipped?.length ?? 0;
          if (skipped > 0)
            mergeProblem = `${skipped === 1 ? 'One item' : `${skipped} items`} from your guest cart ${
              skipped === 1 ? 'is' : 'are'
            } no longer available and ${skipped === 1 ? 'was' : 'were'} not added to your cart.`;
        } catch (error) {
          console.warn('Guest cart merge failed', error);
          mergeProblem = `We could not move the items of your guest cart into your account: ${errorMessage(
            error,
          )} They are still saved on this device.`;
        }
      }
      setToken(jwt);
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
      return { mergeProblem };
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
      signOut,
    }),
    [token, profile.data, profile.isPending, completeSignIn, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
