import type { FastifyInstance } from 'fastify';
import { foldOrderDayDeltas, vacuumOrderDayDeltas } from './order-days.ts';

/** How often the orders' day deltas are folded: reads stay exact either way, this keeps the deltas few. */
const FOLD_EVERY_SECONDS = 60;

/** The orders' day figures: deltas appended by checkouts folded into the per-day totals (decision 0115). */
export function reportsJobs(app: FastifyInstance): void {
  app.jobs.define({
    name: 'reports.fold-order-days',
    every: FOLD_EVERY_SECONDS,
    run: async () => {
      const folded = await foldOrderDayDeltas(app.db);
      if (!folded) return;
      app.log.debug({ folded }, 'order day deltas folded');
      await vacuumOrderDayDeltas(app.db);
    },
  });
}
