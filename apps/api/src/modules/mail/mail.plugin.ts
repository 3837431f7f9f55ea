import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { MailRunner, sendDueMails } from './mail-sender.ts';
import { setMailSettings } from './mail-settings.ts';
import { listenForMail } from './outbox-listener.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender; undefined without SMTP_URL (mail then stays in the outbox). */
    mailSender: MailSender | undefined;
  }
}

export interface MailSender {
  /** One run now, with `now` as the clock for what is due (tests move it forward to skip a backoff). */
  sendDue(now?: Date): Promise<void>;
  /** Resolves when the sender has finished what it was woken for. */
  idle(): Promise<void>;
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
  const runner = new MailRunner(() => send(), log);
  let listener: { close(): Promise<void> } | undefined;

  app.decorate('mailSender', {
    sendDue: async (now?: Date) => {
      await runner.idle();
      await send(now);
    },
    idle: () => runner.idle(),
  } satisfies MailSender);

  // Retries and anything a lost NOTIFY left behind: a job on the queue. A new mail is sent at once by the
  // instance that hears its NOTIFY; rows are leased, so the two paths never send one mail twice.
  app.jobs.define({
    name: 'mail.send-due',
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
    transport.close();
  });
});
