import type { FastifyInstance } from 'fastify';
import { lapseExchanges } from './exchange-lapse.ts';

/** Exchanges whose item did not come back in EXCHANGE_HOLD_DAYS lapse, and their held sizes are released. */
export function returnJobs(app: FastifyInstance): void {
  app.jobs.define({
    name: 'returns.lapse-exchanges',
    every: 'interval',
    run: () => lapseExchanges(app.db, app.config.EXCHANGE_HOLD_DAYS),
    logsCount: { field: 'count', message: 'exchanges lapsed and their held sizes released' },
  });
}
