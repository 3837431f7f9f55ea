import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orders } from '../../db/schema/index.ts';
import { countAttempt, type RateLimitRule } from '../../lib/rate-limit.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { orderTokenOf } from '../order-access/order-token.ts';
import { confirmCodOrder } from './cod-confirmation.ts';
import { codConfirmationJobs } from './cod-confirmation-jobs.ts';

/** Tries of a confirmation link per address, like the other token links (S47); a right one is given back. */
const CONFIRM_ATTEMPTS: RateLimitRule = { limit: 10, windowSeconds: 60 };

const confirmBody = z.strictObject({ token: z.string().trim().min(1).max(200) });
/** `orderToken`: a guest order's token, so "View order" opens its page on any device (issue 40, item 4). */
const confirmReply = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  confirmedAt: z.string(),
  orderToken: z.string().optional(),
});

const publicRoute = routeOptions('public', ['orders']);

/** Cash on delivery confirmed by the customer's mailed link, and the job that cancels orders never confirmed. */
export const codConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  codConfirmationJobs(app);

  // Public: the link works signed out, on any device; the token alone opens it.
  app.post(
    '/api/orders/cod-confirm',
    publicRoute({ body: confirmBody, response: { 200: confirmReply } }),
    async (request) => {
      const attempt = await countAttempt(app.db, [`cod-confirm:ip:${request.ip}`], CONFIRM_ATTEMPTS);
      const confirmed = await confirmCodOrder(app.db, request.body.token);
      await attempt.giveBack();
      // The mailed confirmation link proves the mailbox the order's own link goes to.
      const [row] = await app.db
        .select({ accessRef: orders.accessRef })
        .from(orders)
        .where(eq(orders.id, confirmed.orderId));
      const secret = app.config.JWT_SECRET;
      return row?.accessRef && secret
        ? { ...confirmed, orderToken: orderTokenOf(secret, row.accessRef) }
        : confirmed;
    },
  );
};
