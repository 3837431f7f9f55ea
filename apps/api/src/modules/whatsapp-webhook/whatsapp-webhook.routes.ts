import type { FastifyPluginAsync } from 'fastify';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { applyWebhook, webhookBody } from './webhook-events.ts';
import { validWhatsappSignature } from './webhook-signature.ts';

const publicRoute = routeOptions('public', ['whatsapp']);

/**
 * Meta's webhook for WhatsApp: the subscription's verification challenge (GET) and the signed notifications
 * (POST). The signature covers the exact bytes sent, so in this plugin (and only here) bodies stay raw
 * Buffers until it is checked (S63).
 */
export function whatsappWebhookRoutes(settings: {
  appSecret: string | undefined;
  verifyToken: string | undefined;
}): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.get(
      '/api/whatsapp/webhook',
      publicRoute({ summary: "Meta's verification challenge" }),
      async (request, reply) => {
        const query = request.query as Record<string, string | undefined>;
        const token = query['hub.verify_token'];
        if (
          !settings.verifyToken ||
          query['hub.mode'] !== 'subscribe' ||
          token !== settings.verifyToken ||
          !query['hub.challenge']
        )
          throw forbidden('The verify token does not match.');
        return reply.type('text/plain').send(query['hub.challenge']);
      },
    );

    app.post(
      '/api/whatsapp/webhook',
      publicRoute({ summary: "Meta's notifications: raw JSON body signed in X-Hub-Signature-256" }),
      async (request) => {
        const header = request.headers['x-hub-signature-256'];
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        // Without WHATSAPP_APP_SECRET no signature can be valid: refused like a wrong one.
        if (
          !settings.appSecret ||
          !validWhatsappSignature(raw, Array.isArray(header) ? header[0] : header, settings.appSecret)
        )
          throw unauthorized('The webhook signature is missing or wrong.');
        let json: unknown;
        try {
          json = JSON.parse(raw.toString('utf8'));
        } catch {
          throw badRequest('The webhook body is not JSON.');
        }
        const parsed = webhookBody.safeParse(json);
        if (!parsed.success) throw badRequest('The webhook body is not a WhatsApp notification.');
        return { status: 'ok', outcomes: await applyWebhook(app.db, parsed.data) };
      },
    );
  };
}
