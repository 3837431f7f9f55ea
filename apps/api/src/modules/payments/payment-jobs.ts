import type { FastifyInstance } from 'fastify';
import { retryUnsentRefunds } from '../refunds/refund-process.ts';
import type { PaymentsContext } from './payments.service.ts';
import { reconcilePendingPayments } from './reconcile.ts';

/**
 * Runs the reconciliation, then the retry of refunds not yet sent to the gateway, every JOB_INTERVAL_SECONDS (0: never) from the moment the server is ready; one run
 * at a time per instance; failures are logged and never stop the server. Closing waits for a run in progress.
 */
export function paymentJobs(app: FastifyInstance, ctx: PaymentsContext): void {
  const seconds = app.config.JOB_INTERVAL_SECONDS;
  if (seconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const run = () => {
    if (running) return;
    running = reconcilePendingPayments(ctx.db, ctx.gateway, new Date(), { log: ctx.log })
      .then((summary) => {
        if (summary.placed || summary.cancelled || summary.failed)
          ctx.log.info({ ...summary }, 'payment reconciliation finished');
      })
      .then(async () => {
        const retried = await retryUnsentRefunds(ctx);
        if (retried) ctx.log.info({ retried }, 'unsent refunds retried');
      })
      .catch((error: unknown) => ctx.log.error({ err: error }, 'payment reconciliation failed'))
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    timer = setInterval(run, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
