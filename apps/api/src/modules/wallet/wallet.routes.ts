import { storeCreditGrantInput, walletReply } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoute, idParams, routeOptions } from '../../plugins/route-options.ts';
import { setStoreCreditExpiryDays } from './store-credit.ts';
import { getWallet, grantStoreCredit } from './wallet.service.ts';
import { walletJobs } from './wallet-jobs.ts';

const customerRoute = routeOptions('customer', ['wallet']);

/** The customer's wallet, the owner's goodwill credit, and the job that lapses expired credit. */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  setStoreCreditExpiryDays(app.config.STORE_CREDIT_EXPIRY_DAYS);

  app.get('/api/wallet', customerRoute({ response: { 200: walletReply } }), async (request) =>
    getWallet(app.db, currentUser(request).id),
  );

  app.post(
    '/api/admin/customers/:id/store-credit',
    adminRoute({
      params: idParams,
      body: storeCreditGrantInput,
      response: { 201: walletReply },
    }),
    async (request, reply) =>
      reply
        .status(201)
        .send(await grantStoreCredit(app.db, currentUser(request), request.params.id, request.body)),
  );

  walletJobs(app);
};
