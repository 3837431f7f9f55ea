import {
  adminGiftCardsReply,
  giftCardBalanceQuery,
  giftCardBalanceReply,
  giftCardPurchaseInput,
  giftCardPurchaseReply,
  paiseToRupees,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict } from '../../lib/errors.ts';
import { countAttempt, type RateLimitRule } from '../../lib/rate-limit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoute, idParams, routeOptions } from '../../plugins/route-options.ts';
import { giftCardJobs } from './gift-card-jobs.ts';
import { findCardByCode, spendablePaise } from './gift-card-ledger.ts';
import {
  buyGiftCard,
  confirmGiftCardPayment,
  type GiftCardSalesContext,
  setGiftCardPaymentWindow,
  setGiftCardValidDays,
} from './gift-card-sales.ts';
import { listGiftCards } from './gift-cards-admin.ts';

/** Balance checks that find no card, per address and per account: the coupon rule (S47, S65). */
const BALANCE_TRIES_PER_ADDRESS: RateLimitRule = { limit: 30, windowSeconds: 15 * 60 };
const BALANCE_TRIES_PER_ACCOUNT: RateLimitRule = { limit: 10, windowSeconds: 15 * 60 };

const customerRoute = routeOptions('customer', ['gift-cards']);
const publicRoute = routeOptions('public', ['gift-cards']);

export const giftCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  setGiftCardValidDays(app.config.GIFT_CARD_VALID_DAYS);
  setGiftCardPaymentWindow(app.config.PAYMENT_WINDOW_MINUTES);
  const ctx = (): GiftCardSalesContext => ({
    db: app.db,
    gateway: app.paymentGateway,
    appUrl: app.config.APP_URL,
    log: app.log,
    secret: app.config.JWT_SECRET ?? '',
  });

  app.post(
    '/api/gift-cards',
    customerRoute({ body: giftCardPurchaseInput, response: { 201: giftCardPurchaseReply } }),
    async (request, reply) =>
      reply.status(201).send(await buyGiftCard(ctx(), currentUser(request).id, request.body)),
  );

  app.post(
    '/api/gift-cards/:id/confirm',
    customerRoute({
      params: idParams,
      response: { 200: z.object({ giftCardOrderId: z.string(), status: z.string() }) },
    }),
    async (request) => confirmGiftCardPayment(ctx(), currentUser(request).id, request.params.id),
  );

  app.get(
    '/api/gift-cards/balance',
    publicRoute({ querystring: giftCardBalanceQuery, response: { 200: giftCardBalanceReply } }),
    async (request) => {
      const keys = [`giftcard-balance:ip:${request.ip}`];
      const byAddress = await countAttempt(app.db, keys, BALANCE_TRIES_PER_ADDRESS);
      const byAccount = request.user
        ? await countAttempt(app.db, [`giftcard-balance:user:${request.user.id}`], BALANCE_TRIES_PER_ACCOUNT)
        : undefined;
      const card = await findCardByCode(app.db, request.query.code);
      // Only a mailed card's code is known to anyone: an unknown code is the one answer (S65).
      if (!card) throw conflict('GIFT_CARD_INVALID', 'There is no gift card with this code.');
      await byAddress.giveBack();
      await byAccount?.giveBack();
      return { balance: paiseToRupees(spendablePaise(card)), expiresAt: card.expiresAt.toISOString() };
    },
  );

  app.get('/api/admin/gift-cards', adminRoute({ response: { 200: adminGiftCardsReply } }), async () =>
    listGiftCards(app.db),
  );

  giftCardJobs(app);
};
