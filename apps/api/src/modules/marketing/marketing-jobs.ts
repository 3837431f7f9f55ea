import type { FastifyInstance } from 'fastify';
import { sendCartReminders } from './cart-reminders.ts';
import { marketingShop } from './marketing-shop.ts';
import { sendReviewRequests } from './review-requests.ts';

/** Cart reminders and review requests, mailed only with marketing consent. */
export function marketingJobs(app: FastifyInstance): void {
  app.jobs.define({
    name: 'marketing.cart-reminders',
    every: 'interval',
    run: () => sendCartReminders(app.db, marketingShop(app), app.config.CART_REMINDER_HOURS),
    logsCount: { field: 'queued', message: 'cart reminders queued' },
  });
  app.jobs.define({
    name: 'marketing.review-requests',
    every: 'interval',
    run: () => sendReviewRequests(app.db, marketingShop(app), app.config.REVIEW_REQUEST_DAYS),
    logsCount: { field: 'queued', message: 'review requests queued' },
  });
}
