import type { FastifyInstance } from 'fastify';
import { expireUnpaidOrders } from './order-expiry.ts';

/** Unpaid orders past their payment window are cancelled and their stock released, every JOB_INTERVAL_SECONDS. */
export function orderJobs(app: FastifyInstance): void {
  app.jobs.define({
    name: 'orders.expire-unpaid',
    every: 'interval',
    run: () => expireUnpaidOrders(app.db),
    logsCount: { field: 'count', message: 'unpaid orders expired and their stock released' },
  });
}
