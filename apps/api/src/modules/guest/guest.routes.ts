import { guestOrderBody, guestOrderReply } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countAttempt, type RateLimitRule } from '../../lib/rate-limit.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { orderSettingsOf } from '../orders/order-settings.ts';
import { guestCheckout } from './guest-checkout.ts';

/** Guest checkouts per address: enough for a family's orders, too few to sweep coupon codes (S47). */
const GUEST_CHECKOUTS: RateLimitRule = { limit: 20, windowSeconds: 600 };

const publicRoute = routeOptions('public', ['orders']);

/** Guest checkout (docs/api.md "Guest checkout"); the order calls that take its token are in orders and payments. */
export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.JWT_SECRET;
  if (!secret) throw new Error('guest checkout needs JWT_SECRET (server.ts resolves one)');
  const settings = orderSettingsOf(app.config);

  app.post(
    '/api/guest/orders',
    publicRoute({ body: guestOrderBody, response: { 201: guestOrderReply } }),
    async (request, reply) => {
      await countAttempt(app.db, [`guest-checkout:ip:${request.ip}`], GUEST_CHECKOUTS);
      return reply.status(201).send(await guestCheckout(app.db, secret, request.body, settings));
    },
  );
};
