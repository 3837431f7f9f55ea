import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countAttempt, type RateLimitRule } from '../../lib/rate-limit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { offerGuestOrders } from '../guest/guest-order-claims.ts';
import { resendEmailVerification, verifyEmail } from './email-verification.ts';

/** Links asked for again per account: a lost mail or two, not a flood of someone's inbox. */
const RESENDS: RateLimitRule = { limit: 5, windowSeconds: 15 * 60 };
/** Tries of a link per account (S47); a token is 256 bits anyway. */
const VERIFY_ATTEMPTS: RateLimitRule = { limit: 10, windowSeconds: 60 };

const verifyBody = z.strictObject({ token: z.string().trim().min(1).max(200) });

const customerRoute = routeOptions('customer', ['auth']);

/** The account's email proven by a mailed link, followed while signed in to it (S72; decision 0080). */
export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.JWT_SECRET;
  if (!secret) throw new Error('email links need JWT_SECRET (server.ts resolves one)');

  app.post(
    '/api/account/email/verify',
    customerRoute({ body: verifyBody, response: { 200: z.object({ verified: z.literal(true) }) } }),
    async (request) => {
      const { id } = currentUser(request);
      const attempt = await countAttempt(app.db, [`verify-email:user:${id}`], VERIFY_ATTEMPTS);
      const answer = await verifyEmail(app.db, id, request.body.token);
      await attempt.giveBack();
      // Now that the email is proven, its guest orders (if any) are offered by the mailed claim link.
      await offerGuestOrders(app.db, secret, id);
      return answer;
    },
  );

  app.post(
    '/api/account/email/verification',
    customerRoute({ response: { 202: z.object({ message: z.string() }) } }),
    async (request, reply) => {
      const { id } = currentUser(request);
      await countAttempt(app.db, [`verify-resend:user:${id}`], RESENDS);
      const sent = await resendEmailVerification(app.db, secret, id);
      return reply.status(202).send({
        message: sent ? 'A new link is on its way to your email.' : 'Your email is already confirmed.',
      });
    },
  );
};
