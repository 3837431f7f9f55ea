/** The auth feature's public surface; the dialog itself is loaded lazily by the router. */
export { type AuthContextValue, AuthProvider, PROFILE_KEY, useAuth } from './AuthProvider.tsx';
export type { DialogState } from './dialogState.ts';
export { GUEST_CHECKOUT_LINE } from './guestCheckout.ts';
