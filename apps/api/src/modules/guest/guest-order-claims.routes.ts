import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countAttempt, type RateLimitRule } from '../../lib/rate-limit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { claimGuestOrders, GUEST_LINK_MESSAGE, offerGuestOrders } from './guest-order-claims.ts';

/** Link mails asked for per account: a lost mail or two, not a flood of someone else's inbox. */
const LINK_REQUESTS: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };
/** Tries of a link per address (S47); a token is 256 bits anyway. */
const CLAIM_ATTEMPTS: RateLimitRule = { limit: 10, windowSeconds: 60 };

const claimBody = z.strictObject({ token: z.string().trim().min(1).max(200) });

const customerRoute = routeOptions('customer', ['orders']);

/** Guest orders join an account only after its email is proven by a mailed link (S56). */
export const guestOrderClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.JWT_SECRET;
  if (!secret) throw new Error('guest order links need JWT_SECRET (server.ts resolves one)');

  app.post(
    '/api/account/guest-orders/link',
    customerRoute({ response: { 202: z.object({ message: z.string() }) } }),
    async (request, reply) => {
      const { id } = currentUser(request);
      await countAttempt(app.db, [`guest-link:user:${id}`], LINK_REQUESTS);
      await offerGuestOrders(app.db, secret, id);
      return reply.status(202).send({ message: GUEST_LINK_MESSAGE });
    },
  );

  // Signed in: the token proves the mailbox, the session the account; both must be the link's (S72).
  app.post(
    '/api/account/guest-orders/claim',
    customerRoute({ body: claimBody, response: { 200: z.object({ moved: z.number() }) } }),
    async (request) => {
      const attempt = await countAttempt(app.db, [`guest-claim:ip:${request.ip}`], CLAIM_ATTEMPTS);
      const moved = await claimGuestOrders(app.db, request.body.token, currentUser(request).id);
      await attempt.giveBack();
      return { moved };
    },
  );
};
