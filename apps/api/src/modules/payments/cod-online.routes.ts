import {
  codPayOnlineBody,
  codPayOnlineLinkReply,
  codPayOnlineQuoteReply,
  codPayOnlineReturnBody,
  codPayOnlineReturnReply,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countAttempt, type RateLimitRule } from '../../lib/rate-limit.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { codOnlineReturn, codPayOnlineQuote, createCodOnlineLink } from './cod-online-payment.ts';
import type { PaymentsContext } from './payments.service.ts';

const publicRoute = routeOptions('public', ['orders']);

/** Tries of a confirmation token per address, as for the confirm link (S47); a right one is given back. */
const TOKEN_ATTEMPTS: RateLimitRule = { limit: 10, windowSeconds: 60 };

/**
 * A cash-on-delivery order paid online instead, from the link of its confirmation (mail or WhatsApp). Public:
 * the confirmation's token alone opens it, on any device, signed out.
 */
export const codOnlineRoutes =
  (ctx: PaymentsContext, prepaidDiscountPercent: number): FastifyPluginAsyncZod =>
  async (app) => {
    const withToken = async <T>(ip: string, run: () => Promise<T>) => {
      const attempt = await countAttempt(app.db, [`cod-confirm:ip:${ip}`], TOKEN_ATTEMPTS);
      const result = await run();
      await attempt.giveBack();
      return result;
    };

    app.post(
      '/api/orders/cod-pay-online/quote',
      publicRoute({ body: codPayOnlineBody, response: { 200: codPayOnlineQuoteReply } }),
      (request) =>
        withToken(request.ip, () => codPayOnlineQuote(ctx, request.body.token, prepaidDiscountPercent)),
    );

    app.post(
      '/api/orders/cod-pay-online/link',
      publicRoute({ body: codPayOnlineBody, response: { 200: codPayOnlineLinkReply } }),
      (request) =>
        withToken(request.ip, () => createCodOnlineLink(ctx, request.body.token, prepaidDiscountPercent)),
    );

    app.post(
      '/api/orders/cod-pay-online/return',
      publicRoute({ body: codPayOnlineReturnBody, response: { 200: codPayOnlineReturnReply } }),
      (request) => codOnlineReturn(ctx, request.body.linkId),
    );
  };
