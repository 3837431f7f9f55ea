import type { FastifyInstance } from 'fastify';
import { cancelUnconfirmedCodOrders } from './cod-confirmation.ts';

/** Cash-on-delivery orders the customer did not confirm in COD_CONFIRM_HOURS are cancelled, their stock back. */
export function codConfirmationJobs(app: FastifyInstance): void {
  app.jobs.define({
    name: 'orders.cancel-unconfirmed-cod',
    every: 'interval',
    run: () => cancelUnconfirmedCodOrders(app.db),
    logsCount: { field: 'count', message: 'unconfirmed cash-on-delivery orders cancelled, stock back' },
  });
}
