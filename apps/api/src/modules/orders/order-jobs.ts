import type { FastifyInstance } from 'fastify';
import { expireUnpaidOrders } from './order-expiry.ts';

/** Unpaid orders past their payment window are cancelled and their stock released, every JOB_INTERVAL_SECONDS. */
export function orderJobs(app: FastifyInstance): void {
  app.jobs.define({
    name: 'orders.expire-unpaid',
    every: 'interval',
    run: async () => {
      const count = await expireUnpaidOrders(app.db);
      if (count > 0) app.log.info({ count }, 'unpaid orders expired and their stock released');
    },
  });
}
