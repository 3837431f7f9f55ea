import {
  addToCartBody,
  addToCartReply,
  applyCouponBody,
  cartItemReply,
  cartReply,
  giftCardCodeInput,
  mergeCartBody,
  mergeCartReply,
  messageReply,
  updateCartItemBody,
  useStoreCreditInput,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { idParams, routeOptions } from '../../plugins/route-options.ts';
import { addToCart, getCart, removeCartItem, updateCartItem } from './cart.service.ts';
import { applyCartCoupon, removeCartCoupon } from './cart-coupon.ts';
import { mergeCart } from './cart-merge.ts';
import { deliveryRule } from './cart-view.ts';
import { applyCartGiftCard, useCartStoreCredit } from './cart-wallet.ts';

const customerRoute = routeOptions('customer', ['cart']);

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const rule = deliveryRule(app.config);

  // The spec's client calls `/api/cart/`; both spellings answer the same.
  for (const url of ['/api/cart/', '/api/cart']) {
    app.get(
      url,
      customerRoute({ hide: url === '/api/cart', response: { 200: cartReply } }),
      async (request) => getCart(app.db, currentUser(request).id, rule),
    );
  }

  app.put(
    '/api/cart/add',
    customerRoute({ body: addToCartBody, response: { 200: addToCartReply } }),
    async (request) => addToCart(app.db, currentUser(request).id, request.body, rule),
  );

  // A change of how the cart is paid (a coupon, store credit, a gift card) answers the cart as it now is.
  const cartChange = <const Body extends ZodType>(body: Body) =>
    customerRoute({ body, response: { 200: cartReply } });

  app.put('/api/cart/coupon', cartChange(applyCouponBody), async (request) =>
    applyCartCoupon(app.db, currentUser(request).id, request.body.code, rule, request.ip),
  );

  app.delete('/api/cart/coupon', customerRoute({ response: { 200: cartReply } }), async (request) =>
    removeCartCoupon(app.db, currentUser(request).id, rule),
  );

  app.put('/api/cart/store-credit', cartChange(useStoreCreditInput), async (request) =>
    useCartStoreCredit(app.db, currentUser(request).id, request.body.use, rule),
  );

  app.put('/api/cart/gift-card', cartChange(giftCardCodeInput), async (request) =>
    applyCartGiftCard(app.db, currentUser(request).id, request.body.code, rule, request.ip),
  );

  app.put(
    '/api/cart/merge',
    customerRoute({ body: mergeCartBody, response: { 200: mergeCartReply } }),
    async (request) => mergeCart(app.db, currentUser(request).id, request.body, rule),
  );

  app.put(
    '/api/cart_items/:id',
    customerRoute({ params: idParams, body: updateCartItemBody, response: { 200: cartItemReply } }),
    async (request) =>
      updateCartItem(app.db, currentUser(request).id, request.params.id, request.body.quantity),
  );

  app.delete(
    '/api/cart_items/:id',
    customerRoute({ params: idParams, response: { 200: messageReply } }),
    async (request) => {
      await removeCartItem(app.db, currentUser(request).id, request.params.id);
      return { message: 'Item removed from cart' };
    },
  );
};
