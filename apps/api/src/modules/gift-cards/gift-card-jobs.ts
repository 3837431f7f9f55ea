import type { FastifyInstance } from 'fastify';
import { expireUnpaidGiftCards } from './gift-card-expiry.ts';
import { sendDueGiftCards } from './gift-card-sales.ts';

/**
 * Gift cards' jobs on the queue, every JOB_INTERVAL_SECONDS like the unpaid orders' sweep: cards paid for a
 * later day are mailed when it comes, and purchases whose payment window ran out unpaid are ended.
 */
export function giftCardJobs(app: FastifyInstance): void {
  app.jobs.define({
    name: 'gift-cards.send-due',
    every: 'interval',
    run: async () => {
      const sent = await sendDueGiftCards(app.db);
      if (sent > 0) app.log.info({ sent }, 'gift cards mailed on their day');
    },
  });
  app.jobs.define({
    name: 'gift-cards.expire-unpaid',
    every: 'interval',
    run: async () => {
      const ctx = { db: app.db, gateway: app.paymentGateway, log: app.log };
      const count = await expireUnpaidGiftCards(ctx);
      if (count > 0) app.log.info({ count }, 'unpaid gift card purchases expired');
    },
  });
}
