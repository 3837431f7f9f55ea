import type { FastifyInstance } from 'fastify';
import { sendDueGiftCards } from './gift-card-sales.ts';

/** Gift cards bought for a later day are mailed to their recipient on that day. */
export function giftCardJobs(app: FastifyInstance): void {
  app.jobs.define({
    name: 'gift-cards.send-due',
    every: 'interval',
    run: async () => {
      const sent = await sendDueGiftCards(app.db);
      if (sent > 0) app.log.info({ sent }, 'gift cards mailed on their day');
    },
  });
}
