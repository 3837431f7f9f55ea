import type { FastifyInstance } from 'fastify';
import { expireCredit } from './store-credit.ts';

/** Store credit past STORE_CREDIT_EXPIRY_DAYS lapses, hourly (no job when credit never expires). */
export function walletJobs(app: FastifyInstance): void {
  if (app.config.STORE_CREDIT_EXPIRY_DAYS <= 0) return;
  app.jobs.define({
    name: 'wallet.expire-credit',
    every: 3600,
    run: () => expireCredit(app.db),
    logsCount: { field: 'lapsedPaise', message: 'expired store credit lapsed' },
  });
}
