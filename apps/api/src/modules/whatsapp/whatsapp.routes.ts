import {
  WHATSAPP_SETTINGS,
  whatsappCheck,
  whatsappConsent,
  whatsappTestBody,
  whatsappTestReply,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CloudApiError, sendTemplateMessage } from '../../gateways/whatsapp/cloud-api.ts';
import { AppError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoute, routeOptions } from '../../plugins/route-options.ts';
import { setWhatsappOptIn, whatsappNumber, whatsappOptIn } from './whatsapp-consent.ts';
import { WHATSAPP_EVENTS, whatsappSettingsFrom } from './whatsapp-settings.ts';

const customerRoute = routeOptions('customer', ['users']);

/** The customer's "Order updates on WhatsApp" and the owner's settings check. */
export const whatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = whatsappSettingsFrom(app.config);

  app.get('/api/users/whatsapp', customerRoute({ response: { 200: whatsappConsent } }), async (request) => ({
    optIn: await whatsappOptIn(app.db, currentUser(request).id),
  }));

  app.put(
    '/api/users/whatsapp',
    customerRoute({ body: whatsappConsent, response: { 200: whatsappConsent } }),
    async (request) => {
      const userId = currentUser(request).id;
      await app.db.transaction((tx) => setWhatsappOptIn(tx, userId, request.body.optIn, 'profile'));
      return { optIn: await whatsappOptIn(app.db, userId) };
    },
  );

  app.get('/api/admin/whatsapp', adminRoute({ response: { 200: whatsappCheck } }), async () => ({
    enabled: settings.api !== undefined,
    settings: WHATSAPP_SETTINGS.map((name) => ({ name, set: Boolean(app.config[name]) })),
    apiUrl: app.config.WHATSAPP_API_URL,
    language: settings.language,
    templates: WHATSAPP_EVENTS.map((event) => ({ event, name: settings.templates[event] })),
  }));

  // Sent at once, not through the outbox: the owner is waiting to see whether the settings work.
  app.post(
    '/api/admin/whatsapp/test',
    adminRoute({ body: whatsappTestBody, response: { 200: whatsappTestReply } }),
    async (request) => {
      if (!settings.api)
        throw new AppError(409, 'CONFLICT', 'WhatsApp is off: set the four WHATSAPP_ settings first.');
      try {
        const messageId = await sendTemplateMessage(settings.api, whatsappNumber(request.body.phone), {
          name: settings.templates.test,
          // Meta's sample template hello_world is approved in en_US only.
          language: { code: settings.templates.test === 'hello_world' ? 'en_US' : settings.language },
          components: [],
        });
        return { messageId };
      } catch (error) {
        if (!(error instanceof CloudApiError)) throw error;
        throw new AppError(502, 'SERVICE_UNAVAILABLE', `WhatsApp refused the test message: ${error.message}`);
      }
    },
  );
};
