import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MailRunner } from '../mail/mail-sender.ts';
import { listenForMail } from '../mail/outbox-listener.ts';
import { sendDueWhatsapp } from './whatsapp-sender.ts';
import { setWhatsappSettings, whatsappSettingsFrom } from './whatsapp-settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The WhatsApp half of the outbox's sender; undefined while WhatsApp is off. */
    whatsappSender: WhatsappSender | undefined;
  }
}

export interface WhatsappSender {
  /** One run now, with `now` as the clock for what is due (tests move it forward to skip a backoff). */
  sendDue(now?: Date): Promise<void>;
  /** Resolves when the sender has finished what it was woken for. */
  idle(): Promise<void>;
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
  const runner = new MailRunner(() => send(), log);
  let listener: { close(): Promise<void> } | undefined;
  app.decorate('whatsappSender', {
    sendDue: async (now?: Date) => {
      await runner.idle();
      await send(now);
    },
    idle: () => runner.idle(),
  } satisfies WhatsappSender);
  app.jobs.define({
    name: 'whatsapp.send-due',
    every: 'interval',
    run: async () => {
      runner.wake();
      await runner.idle();
    },
  });
  app.addHook('onReady', async () => {
    listener = listenForMail(app.database.pool.options, () => runner.wake(), log);
  });
  app.addHook('onClose', async () => {
    await listener?.close();
    await runner.idle();
  });
});
