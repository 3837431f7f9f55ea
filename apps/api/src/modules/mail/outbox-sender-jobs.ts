import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { MailRunner, type SendSummary } from './mail-sender.ts';
import { listenForMail } from './outbox-listener.ts';

/** A channel's sender of outbox rows (mail, WhatsApp), as tests and shutdown use it. */
export interface OutboxSender {
  /** One run now, with `now` as the clock for what is due (tests move it forward to skip a backoff). */
  sendDue(now?: Date): Promise<void>;
  /** Resolves when the sender has finished what it was woken for. */
  idle(): Promise<void>;
}

/**
 * Starts one channel's sender: woken by every committed outbox row (LISTEN/NOTIFY) and by its job `jobName` on
 * the queue (JOB_INTERVAL_SECONDS), which retries failures and anything a lost NOTIFY left behind. Rows are
 * leased, so the two paths never send one row twice. On close the listener stops and the last run finishes.
 */
export function startOutboxSender(
  app: FastifyInstance,
  jobName: string,
  send: (now?: Date) => Promise<SendSummary>,
  log: FastifyBaseLogger,
): OutboxSender {
  const runner = new MailRunner(() => send(), log);
  let listener: { close(): Promise<void> } | undefined;
  app.jobs.define({
    name: jobName,
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
  return {
    sendDue: async (now?: Date) => {
      await runner.idle();
      await send(now);
    },
    idle: () => runner.idle(),
  };
}
