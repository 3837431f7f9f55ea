/**
 * The cart feature's public surface: its hooks (pages are loaded by the router, not from here). The header imports
 * this file, so components for other features stay in components.ts, out of the first page's chunk.
 */
export { CART_KEY, type CartLine, type CartView, useAddToCart, useCart, useServerCart } from './cartApi.ts';
export { useRememberMemberCount } from './rememberMemberCount.ts';
