/** The cart feature's public surface (pages are loaded by the router, not from here). */
export { CART_KEY, type CartLine, type CartView, useAddToCart, useCart, useServerCart } from './cartApi.ts';
