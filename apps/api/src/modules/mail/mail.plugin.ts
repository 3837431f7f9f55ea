import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { sendDueMails } from './mail-sender.ts';
import { setMailSettings } from './mail-settings.ts';
import { type OutboxSender, startOutboxSender } from './outbox-sender-jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender; undefined without SMTP_URL (mail then stays in the outbox). */
    mailSender: OutboxSender | undefined;
  }
}

/**
 * Mail: the shop's identity for the templates, and, when SMTP_URL is set, a sender woken by every committed
 * mail (LISTEN/NOTIFY) and by the background job (JOB_INTERVAL_SECONDS), which retries failures.
 */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  setMailSettings({
    shopName: config.SHOP_NAME,
    appUrl: config.APP_URL,
    supportEmail: config.SUPPORT_EMAIL,
    orderAlertEmail: config.ORDER_ALERT_EMAIL ?? config.SUPPORT_EMAIL,
  });
  if (!config.SMTP_URL) {
    app.decorate('mailSender', undefined);
    return;
  }
  const transport = nodemailer.createTransport({
    url: config.SMTP_URL,
    // Short timeouts: a hung SMTP server delays the next mail, never a request (they do not wait on it).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const from = config.MAIL_FROM ?? { name: config.SHOP_NAME, address: config.SUPPORT_EMAIL };
  const log = app.log.child({ module: 'mail' });
  const secret = config.JWT_SECRET;
  if (!secret) throw new Error('the mail sender needs JWT_SECRET (server.ts resolves one)');
  const send = (now?: Date) => sendDueMails(app.db, transport, from, secret, now);
  app.decorate('mailSender', startOutboxSender(app, 'mail.send-due', send, log));
  // After the sender's own onClose hook: its last run still needs the transport.
  app.addHook('onClose', async () => {
    transport.close();
  });
});
