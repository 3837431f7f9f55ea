import type { FastifyInstance } from 'fastify';
import { retryUnsentRefunds } from '../refunds/refund-process.ts';
import type { PaymentsContext } from './payments.service.ts';
import { reconcilePendingPayments } from './reconcile.ts';
import { sendUnpaidOrderReminders } from './unpaid-reminders.ts';

/**
 * The reconciliation of payments whose return and webhook never arrived, and the retry of refunds not yet sent
 * to the gateway, and the reminder of unpaid online orders: jobs on the queue, asked for every JOB_INTERVAL_SECONDS, one run at a time across instances.
 */
export function paymentJobs(app: FastifyInstance, ctx: PaymentsContext): void {
  app.jobs.define({
    name: 'payments.reconcile',
    every: 'interval',
    run: async () => {
      const summary = await reconcilePendingPayments(ctx.db, ctx.gateway, new Date(), { log: ctx.log });
      if (summary.placed || summary.cancelled || summary.failed)
        ctx.log.info({ ...summary }, 'payment reconciliation finished');
    },
  });
  app.jobs.define({
    name: 'refunds.retry-unsent',
    every: 'interval',
    run: () => retryUnsentRefunds(ctx),
    logsCount: { field: 'retried', message: 'unsent refunds retried' },
  });
  app.jobs.define({
    name: 'payments.unpaid-reminders',
    every: 'interval',
    run: () => sendUnpaidOrderReminders(ctx),
    logsCount: { field: 'queued', message: 'unpaid-order reminders queued' },
  });
}
