import type { FastifyPluginAsync } from 'fastify';
import { routeOptions } from '../../plugins/route-options.ts';
import type { PaymentsContext } from './payments.service.ts';
import { handleWebhook } from './webhook.service.ts';

const publicRoute = routeOptions('public', ['payments']);

/**
 * `POST /api/payments/webhook`: Razorpay's signature covers the exact bytes it sent, so in this plugin (and
 * only here) every body is kept as the raw Buffer and parsed after the signature is checked (S24).
 */
export function webhookRoutes(ctx: PaymentsContext): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(
      '/api/payments/webhook',
      publicRoute({
        summary: "Razorpay's webhook: raw JSON body, X-Razorpay-Signature and x-razorpay-event-id headers",
      }),
      async (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return Array.isArray(value) ? value[0] : value;
        };
        const outcome = await handleWebhook(ctx, {
          rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: header('x-razorpay-signature'),
          eventId: header('x-razorpay-event-id'),
        });
        return { status: 'ok', outcome };
      },
    );
  };
}
