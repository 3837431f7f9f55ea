import { restockDemandReply, restockNotifyBody, restockNotifyReply, uuidParam } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { countAttempt, type RateLimitRule } from '../../lib/rate-limit.ts';
import { adminRoute, routeOptions } from '../../plugins/route-options.ts';
import { requestRestockMail, restockDemand } from './restock.service.ts';
import { restockJobs } from './restock-jobs.ts';

/** Each request may lead to a mail to any address: limited per client so nobody fills an inbox. */
const NOTIFY_REQUESTS: RateLimitRule = { limit: 20, windowSeconds: 3600 };

const publicRoute = routeOptions('public', ['catalog']);

/** "Notify me" on a sold-out size, the job that mails when it is back, and the owner's restock list. */
export const restockRoutes: FastifyPluginAsyncZod = async (app) => {
  restockJobs(app);

  app.post(
    '/api/products/:productId/notify',
    publicRoute({
      summary: 'Mail me once when this sold-out size is back (guests give an email)',
      params: z.object({ productId: uuidParam }),
      body: restockNotifyBody,
      response: { 201: restockNotifyReply },
    }),
    async (request, reply) => {
      const email = request.body.email ?? request.user?.email;
      if (!email) throw badRequest('Give an email address to be told when this size is back');
      await countAttempt(app.db, [`restock-notify:ip:${request.ip}`], NOTIFY_REQUESTS);
      await requestRestockMail(app.db, {
        productId: request.params.productId,
        size: request.body.size,
        email,
        userId: request.user?.id ?? null,
        // Only a guest's: a signed-in customer's WhatsApp goes by their account's consent and phone.
        whatsappPhone:
          !request.user && request.body.whatsappOptIn && request.body.marketingOptIn
            ? (request.body.phoneNumber ?? null)
            : null,
      });
      return reply.code(201).send({ subscribed: true as const });
    },
  );

  app.get(
    '/api/admin/restock-demand',
    adminRoute({
      summary: 'Sold-out sizes shoppers are waiting for, the most wanted first',
      response: { 200: restockDemandReply },
    }),
    async () => restockDemand(app.db),
  );
};
