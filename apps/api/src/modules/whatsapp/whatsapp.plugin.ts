import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type OutboxSender, startOutboxSender } from '../mail/outbox-sender-jobs.ts';
import { sendDueWhatsapp } from './whatsapp-sender.ts';
import { setWhatsappSettings, whatsappSettingsFrom } from './whatsapp-settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The WhatsApp half of the outbox's sender; undefined while WhatsApp is off. */
    whatsappSender: OutboxSender | undefined;
  }
}

/**
 * WhatsApp: its settings for the code that queues messages and, when the four WHATSAPP_ settings are set, a
 * sender woken by every committed outbox row (the mail's NOTIFY) and by its job, which retries failures.
 */
export const whatsappPlugin = fp(async (app: FastifyInstance) => {
  const settings = whatsappSettingsFrom(app.config);
  setWhatsappSettings(settings);
  const api = settings.api;
  const secret = app.config.JWT_SECRET;
  if (!api || !secret) {
    app.decorate('whatsappSender', undefined);
    return;
  }
  const log = app.log.child({ module: 'whatsapp' });
  const send = (now?: Date) => sendDueWhatsapp(app.db, api, secret, now);
  app.decorate('whatsappSender', startOutboxSender(app, 'whatsapp.send-due', send, log));
});
