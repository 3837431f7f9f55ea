import type { FastifyInstance } from 'fastify';
import { marketingShop } from '../marketing/marketing-shop.ts';
import { mailRestockedSizes } from './restock.service.ts';

/** "Notify me" mails for sizes back in stock. */
export function restockJobs(app: FastifyInstance): void {
  app.jobs.define({
    name: 'restock.mail-restocked',
    every: 'interval',
    run: async () => {
      const queued = await mailRestockedSizes(app.db, marketingShop(app));
      if (queued) app.log.info({ queued }, 'back-in-stock mails queued');
    },
  });
}
