/** The wishlist feature's public surface; its page is loaded by the router. */
export { WishlistButton } from './WishlistButton.tsx';
export { useWishlistIds, WISHLIST_KEY } from './wishlistApi.ts';
