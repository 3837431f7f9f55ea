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
    run: () => sendDueGiftCards(app.db),
    logsCount: { field: 'sent', message: 'gift cards mailed on their day' },
  });
  app.jobs.define({
    name: 'gift-cards.expire-unpaid',
    every: 'interval',
    run: () => expireUnpaidGiftCards({ db: app.db, gateway: app.paymentGateway, log: app.log }),
    logsCount: { field: 'count', message: 'unpaid gift card purchases expired' },
  });
}
