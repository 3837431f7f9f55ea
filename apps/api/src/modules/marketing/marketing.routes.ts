import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { countAttempt, type RateLimitRule } from '../../lib/rate-limit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { emailNotVerified, isEmailVerified } from '../users/email-verified.ts';
import { confirmGuestOffers } from './guest-offers-consent.ts';
import { marketingJobs } from './marketing-jobs.ts';
import { hasMarketingConsent, setMarketingConsent, unsubscribe } from './marketing-mail.ts';

/** S47: unsubscribe tokens cannot be guessed, and guessing is limited per client anyway. */
const UNSUBSCRIBE_ATTEMPTS: RateLimitRule = { limit: 30, windowSeconds: 600 };
/** S47: tries of "confirm you want our offers" links per client; a token is 256 bits anyway. */
const CONFIRM_ATTEMPTS: RateLimitRule = { limit: 30, windowSeconds: 600 };

const token = z.string().trim().min(1).max(200);

const publicRoute = routeOptions('public', ['marketing']);
const customerRoute = routeOptions('customer', ['users']);

/**
 * Consent to marketing mail (S59): the profile's checkbox, unsubscribing without signing in, and the jobs that
 * send cart reminders and review requests.
 */
export const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  marketingJobs(app);

  // RFC 8058 one-click: mail providers POST `List-Unsubscribe=One-Click` as a form to the List-Unsubscribe URL.
  // Only this plugin's routes accept a form body; everything else stays JSON only (S14).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/api/unsubscribe',
    publicRoute({
      summary: 'Stops marketing mail to the address of an unsubscribe link (also RFC 8058 one-click)',
      querystring: z.object({ token: token.optional() }),
      body: z.union([z.strictObject({ token }), z.object({ 'List-Unsubscribe': z.literal('One-Click') })]),
      response: { 200: z.object({ unsubscribed: z.literal(true) }) },
    }),
    async (request) => {
      const given = 'token' in request.body ? request.body.token : request.query.token;
      if (!given) throw new AppError(400, 'INVALID_INPUT', 'This unsubscribe link is incomplete');
      await countAttempt(app.db, [`unsubscribe:ip:${request.ip}`], UNSUBSCRIBE_ATTEMPTS);
      if (!(await unsubscribe(app.db, given)))
        throw new AppError(404, 'NOT_FOUND', 'This unsubscribe link is not valid');
      return { unsubscribed: true as const };
    },
  );

  app.post(
    '/api/marketing/confirm',
    publicRoute({
      summary:
        'Records the marketing consent a guest asked for at checkout, from the mailed single-use link (S72)',
      body: z.strictObject({ token }),
      response: { 200: z.object({ confirmed: z.literal(true) }) },
    }),
    async (request) => {
      const attempt = await countAttempt(app.db, [`confirm-offers:ip:${request.ip}`], CONFIRM_ATTEMPTS);
      const answer = await confirmGuestOffers(app.db, request.body.token);
      await attempt.giveBack();
      return answer;
    },
  );

  app.get(
    '/api/users/marketing',
    customerRoute({
      summary: 'Whether the signed-in customer agreed to marketing mail',
      response: { 200: z.object({ consent: z.boolean() }) },
    }),
    // An unconfirmed account's email may be someone else's: it neither sees nor sets that email's consent (S72).
    async (request) => {
      const { id, email } = currentUser(request);
      return { consent: (await isEmailVerified(app.db, id)) && (await hasMarketingConsent(app.db, email)) };
    },
  );

  app.put(
    '/api/users/marketing',
    customerRoute({
      summary: 'Agrees to marketing mail or withdraws',
      body: z.strictObject({ consent: z.boolean() }),
      response: { 200: z.object({ consent: z.boolean() }) },
    }),
    async (request) => {
      const user = currentUser(request);
      if (!(await isEmailVerified(app.db, user.id))) throw emailNotVerified();
      await app.db.transaction((tx) =>
        setMarketingConsent(tx, user.email, request.body.consent, 'profile', user.id),
      );
      return { consent: request.body.consent };
    },
  );
};
