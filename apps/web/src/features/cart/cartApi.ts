import type { CartItemReply, CartReply, LinePersonalisation, LineProduct, ShopInfo } from '@shop/contracts';
import { QUANTITY_MAX } from '@shop/contracts';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { type LineItemFields, replyLine } from '../../components/lineItemFields.ts';
import { ApiError, api, isApiError } from '../../lib/api.ts';
import {
  addGuestItem,
  guestLineMax,
  readGuestCart,
  refreshGuestStock,
  removeGuestItem,
  setGuestQuantity,
  subscribeGuestCart,
} from '../../lib/guestCart.ts';
import { productQuery } from '../../lib/productQuery.ts';
import { useAuth } from '../auth/index.ts';
import { useShop } from '../shop/index.ts';

/** One cart line as the UI draws it, the same for the server cart and the guest cart. */
export interface CartLine extends LineItemFields {
  key: string;
  /** The server's cart item id; absent for a guest line. */
  itemId?: string;
  /** The most the + button may reach: 10, and for a guest line also the size's stock as the shop shows it. */
  maxQuantity: number;
  /** A guest line holding more than the size's stock now: how many are left (0: sold out or gone). */
  onlyLeft?: number;
}

export interface CartView {
  lines: CartLine[];
  totalQuantity: number;
  totalPrice: number;
  totalDiscountedPrice: number;
  discount: number;
  deliveryCharge: number;
  /** The coupon on the server cart (never on a guest cart). */
  coupon: CartReply['coupon'];
  couponDiscount: number;
  /** Store credit and a gift card on the server cart (never on a guest cart). */
  storeCredit: CartReply['storeCredit'];
  giftCard: CartReply['giftCard'];
  totalPayable: number;
  isGuest: boolean;
  isLoading: boolean;
  error: unknown;
}

export const CART_KEY = 'cart';

function serverLine(item: CartItemReply): CartLine {
  return {
    key: item._id,
    itemId: item._id,
    ...replyLine(item),
    // The server checks the stock on every change and answers what is left.
    maxQuantity: QUANTITY_MAX,
  };
}

/**
 * Keeps the guest lines' stock current while the cart page is open: each product is fetched again (one
 * request per product, shared with the product page's cache) and the stock of each line's size recorded.
 */
export function useGuestStockRefresh(): void {
  const { token } = useAuth();
  const guest = useSyncExternalStore(subscribeGuestCart, readGuestCart, readGuestCart);
  const enabled = token === null;
  const ids = enabled ? [...new Set(guest.cartItems.map((i) => i.productId))] : [];
  const products = useQueries({
    queries: ids.map((id) => ({ ...productQuery(id), staleTime: 0 })),
  });
  const settled = products.map((p) => p.dataUpdatedAt || p.errorUpdatedAt).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a product answer arrives (`settled`).
  useEffect(() => {
    if (!enabled) return;
    const byId = new Map(ids.map((id, i) => [id, products[i]]));
    refreshGuestStock((productId, size) => {
      const query = byId.get(productId);
      if (query?.data) return query.data.sizes.find((s) => s.name === size)?.quantity ?? 0;
      // A product the shop no longer sells.
      if (isApiError(query?.error, 'NOT_FOUND')) return 0;
      return undefined;
    });
  }, [settled, enabled]);
}

/** DELIVERY_CHARGE below FREE_DELIVERY_MIN (on what the items cost), as the server's cart works it out. */
export function guestDeliveryCharge(
  delivery: ShopInfo['delivery'] | undefined,
  itemsTotal: number,
  lineCount: number,
): number {
  if (!delivery || lineCount === 0 || delivery.charge <= 0) return 0;
  return itemsTotal < delivery.freeFrom ? delivery.charge : 0;
}

function sum(lines: CartLine[], pick: (line: CartLine) => number): number {
  return lines.reduce((total, line) => total + pick(line), 0);
}

export function useServerCart(enabled = true) {
  const { token } = useAuth();
  return useQuery({
    queryKey: [CART_KEY, token],
    queryFn: ({ signal }) => api<CartReply>('/api/cart/', { signal }),
    enabled: enabled && token !== null,
    staleTime: 30_000,
  });
}

/** The shopper's cart: the server's when signed in, the guest cart in local storage otherwise. */
export function useCart(): CartView {
  const { token } = useAuth();
  const guest = useSyncExternalStore(subscribeGuestCart, readGuestCart, readGuestCart);
  const server = useServerCart();
  const shop = useShop();

  if (token !== null) {
    const cart = server.data;
    const lines = (cart?.cartItems ?? []).map(serverLine);
    return {
      lines,
      totalQuantity: sum(lines, (l) => l.quantity),
      totalPrice: cart?.totalPrice ?? 0,
      totalDiscountedPrice: cart?.totalDiscountedPrice ?? 0,
      discount: cart?.discount ?? 0,
      deliveryCharge: cart?.deliveryCharge ?? 0,
      coupon: cart?.coupon ?? null,
      couponDiscount: cart?.couponDiscount ?? 0,
      storeCredit: cart?.storeCredit,
      giftCard: cart?.giftCard ?? null,
      totalPayable: cart?.totalPayable ?? cart?.totalDiscountedPrice ?? 0,
      isGuest: false,
      isLoading: server.isPending,
      error: server.error,
    };
  }

  const lines = guest.cartItems.map<CartLine>((item) => ({
    key: `${item.productId}:${item.size}:${item.personalisation?.text ?? ''}`,
    productId: item.productId,
    title: item.product.title,
    image: item.product.Image,
    color: item.product.color,
    size: item.size,
    quantity: item.quantity,
    price: item.product.price * item.quantity,
    discountedPrice: item.product.discountedPrice * item.quantity,
    discountPercent: item.product.discountPercent,
    personalisation: item.personalisation ?? null,
    maxQuantity: Math.max(1, guestLineMax(item)),
    onlyLeft: item.stock !== undefined && item.quantity > item.stock ? item.stock : undefined,
  }));
  const totalPrice = sum(lines, (l) => l.price);
  const totalDiscountedPrice = sum(lines, (l) => l.discountedPrice);
  // The shop's own rule (GET /api/shop), as the server's cart applies it; checkout then shows the server's quote.
  const deliveryCharge = guestDeliveryCharge(shop.data?.delivery, totalDiscountedPrice, lines.length);
  return {
    lines,
    totalQuantity: sum(lines, (l) => l.quantity),
    totalPrice,
    totalDiscountedPrice,
    discount: totalPrice - totalDiscountedPrice,
    deliveryCharge,
    coupon: null,
    couponDiscount: 0,
    storeCredit: undefined,
    giftCard: null,
    totalPayable: (Math.round(totalDiscountedPrice * 100) + Math.round(deliveryCharge * 100)) / 100,
    isGuest: true,
    isLoading: false,
    error: null,
  };
}

export interface AddToCartInput {
  product: LineProduct;
  size: string;
  /** Stock of the chosen size, so a guest cannot hold more than the shop has. */
  stock: number;
  /** The text to engrave, with the product's label and fee, for a personalised line. */
  personalisation?: LinePersonalisation;
}

export function useAddToCart() {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ product, size, stock, personalisation }: AddToCartInput) => {
      if (token === null) {
        // The guest line's display prices include the fee, as the server's line does.
        const fee = personalisation?.fee ?? 0;
        const shown = {
          ...product,
          price: product.price + fee,
          discountedPrice: product.discountedPrice + fee,
        };
        const item = { productId: product._id, size, quantity: 1, product: shown, personalisation };
        if (!addGuestItem(item, stock))
          throw new ApiError(
            409,
            'OUT_OF_STOCK',
            'Your cart already holds as many of this size as we can sell.',
          );
        return;
      }
      const cart = await api<CartReply>('/api/cart/add', {
        method: 'PUT',
        body: {
          productId: product._id,
          size,
          ...(personalisation ? { personalisation: { text: personalisation.text } } : {}),
        },
      });
      queryClient.setQueryData([CART_KEY, token], cart);
    },
    onSettled: () => (token ? queryClient.invalidateQueries({ queryKey: [CART_KEY] }) : undefined),
  });
}

export function useUpdateQuantity() {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ line, quantity }: { line: CartLine; quantity: number }) => {
      if (token === null || !line.itemId) {
        setGuestQuantity(line.productId, line.size, quantity, line.personalisation?.text);
        return;
      }
      await api(`/api/cart_items/${line.itemId}`, { method: 'PUT', body: { quantity } });
    },
    onSettled: () => (token ? queryClient.invalidateQueries({ queryKey: [CART_KEY] }) : undefined),
  });
}

export function useRemoveFromCart() {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (line: CartLine) => {
      if (token === null || !line.itemId) {
        removeGuestItem(line.productId, line.size, line.personalisation?.text);
        return;
      }
      await api(`/api/cart_items/${line.itemId}`, { method: 'DELETE' });
    },
    onSettled: () => (token ? queryClient.invalidateQueries({ queryKey: [CART_KEY] }) : undefined),
  });
}

/** PUT /api/cart/store-credit or /api/cart/gift-card; the reply is the cart with what each pays taken off. */
export function useCartWallet() {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { use: boolean } | { code: string | null }) =>
      'use' in change
        ? api<CartReply>('/api/cart/store-credit', { method: 'PUT', body: change })
        : api<CartReply>('/api/cart/gift-card', { method: 'PUT', body: change }),
    onSuccess: (cart) => queryClient.setQueryData([CART_KEY, token], cart),
  });
}

/** PUT /api/cart/coupon with the code typed, or DELETE it (`null`); the reply is the cart with its totals. */
export function useCartCoupon() {
  const { token } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string | null) =>
      code === null
        ? api<CartReply>('/api/cart/coupon', { method: 'DELETE' })
        : api<CartReply>('/api/cart/coupon', { method: 'PUT', body: { code } }),
    onSuccess: (cart) => queryClient.setQueryData([CART_KEY, token], cart),
  });
}
