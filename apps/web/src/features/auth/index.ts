/** The auth feature's public surface; the dialog itself is loaded lazily by the router. */
export { type AuthContextValue, AuthProvider, PROFILE_KEY, useAuth } from './AuthProvider.tsx';
export { GUEST_CHECKOUT_LINE } from './guestCheckout.ts';
