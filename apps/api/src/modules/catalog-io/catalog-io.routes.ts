import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoute } from '../../plugins/route-options.ts';
import { bulkEditRoutes } from './bulk-edit.routes.ts';
import { exportCatalogue } from './catalog-export.ts';
import { importCatalogue } from './catalog-import.ts';
import { catalogIoJobs } from './catalog-io-jobs.ts';
import { MAX_IMPORT_BYTES } from './csv-records.ts';
import { failedPicturesRoutes } from './failed-pictures.routes.ts';
import { lowStockSizes } from './low-stock.ts';
import { PICTURE_IMPORTS_JOB } from './picture-imports.ts';

const rowError = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
const importReply = z.object({
  format: z.enum(['moonmade', 'shopify']),
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  pictures: z.number().int(),
  errors: z.array(rowError),
});

/** How long an import request may stay silent while the file is applied. */
const IMPORT_SOCKET_TIMEOUT_MS = 10 * 60_000;

const today = () => new Date().toISOString().slice(0, 10);

/** The catalogue in and out as CSV (docs/api.md "Back office at scale", S58). */
export const catalogIoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 50 },
  });

  await app.register(bulkEditRoutes);
  await app.register(failedPicturesRoutes);

  catalogIoJobs(app);

  app.get(
    '/api/admin/low-stock',
    adminRoute({
      summary: 'Sizes at or below LOW_STOCK_THRESHOLD, the emptiest first',
      response: {
        200: z.object({
          threshold: z.number().int(),
          sizes: z.array(
            z.object({
              productId: z.string(),
              title: z.string(),
              size: z.string(),
              quantity: z.number().int(),
            }),
          ),
        }),
      },
    }),
    async () => ({
      threshold: app.config.LOW_STOCK_THRESHOLD,
      sizes: await lowStockSizes(app.db, app.config.LOW_STOCK_THRESHOLD),
    }),
  );

  app.get(
    '/api/admin/products/export.csv',
    adminRoute({ summary: 'The catalogue as CSV, one row per product and size', produces: ['text/csv'] }),
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="catalogue-${today()}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(await exportCatalogue(app.db)),
  );

  app.post(
    '/api/admin/products/import',
    adminRoute({
      summary:
        'Import a catalogue CSV (ours or Shopify’s product export); all or nothing; ?dryRun=true previews',
      consumes: ['multipart/form-data'],
      querystring: z.object({ dryRun: z.enum(['true', 'false']).optional() }),
      response: { 200: importReply },
    }),
    async (request) => {
      if (!request.isMultipart()) throw badRequest('Send the CSV file as multipart/form-data');
      // A big file is checked and written in one transaction that may outlast the 60 s idle timeout of sockets.
      request.raw.socket?.setTimeout?.(IMPORT_SOCKET_TIMEOUT_MS);
      const file = await request.file();
      if (!file) throw badRequest('Attach one CSV file');
      const data = await file.toBuffer();
      const dryRun = request.query.dryRun === 'true';
      const summary = await importCatalogue(app.db, currentUser(request), data, { dryRun });
      if (summary.errors.length > 0 && !dryRun)
        throw new AppError(
          422,
          'IMPORT_INVALID',
          `Nothing was imported: ${summary.errors.length} problem(s) in the file`,
          { ...summary, dryRun },
        );
      if (!dryRun) {
        app.dropCatalogCache();
        if (summary.pictures > 0) await app.jobs.send(PICTURE_IMPORTS_JOB);
      }
      return { ...summary, dryRun };
    },
  );
};
