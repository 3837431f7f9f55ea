import type { FastifyInstance } from 'fastify';
import { marketingShop } from '../marketing/marketing-shop.ts';
import { mailRestockedSizes } from './restock.service.ts';

/** "Notify me" mails for sizes back in stock. */
export function restockJobs(app: FastifyInstance): void {
  app.jobs.define({
    name: 'restock.mail-restocked',
    every: 'interval',
    run: () => mailRestockedSizes(app.db, marketingShop(app)),
    logsCount: { field: 'queued', message: 'back-in-stock mails queued' },
  });
}
