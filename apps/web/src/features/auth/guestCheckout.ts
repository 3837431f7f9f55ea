/** Under "Continue as guest", in the sign-in dialog and on the checkout page: what a guest gives and gets. */
export const GUEST_CHECKOUT_LINE = 'Just your email and phone; your order comes by mail.';
