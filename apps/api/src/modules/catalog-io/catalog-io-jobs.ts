import type { FastifyInstance } from 'fastify';
import { sendDailyLowStockMail } from './low-stock.ts';
import { fetchWaitingPictures, PICTURE_IMPORTS_JOB } from './picture-imports.ts';

/** Pictures named by an imported CSV fetched from their public addresses, and the daily low-stock mail. */
export function catalogIoJobs(app: FastifyInstance): void {
  app.jobs.define({
    name: PICTURE_IMPORTS_JOB,
    every: 'interval',
    run: () =>
      fetchWaitingPictures({
        db: app.db,
        pictures: app.pictures,
        log: app.log,
        allowLoopback: app.config.PICTURE_FETCH_ALLOW_LOOPBACK,
      }),
    logsCount: { field: 'count', message: 'imported pictures fetched' },
  });
  app.jobs.define({
    name: 'catalog.low-stock-mail',
    every: 'interval',
    run: () =>
      sendDailyLowStockMail(app.db, {
        threshold: app.config.LOW_STOCK_THRESHOLD,
        appUrl: app.config.APP_URL,
      }),
    logsCount: { field: 'sent', message: 'low-stock mail queued' },
  });
}
