import { reportQuery } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { startedStream } from '../../lib/started-stream.ts';
import { adminRoute } from '../../plugins/route-options.ts';
import { reportRange } from '../reports/report-range.ts';
import { ordersByIds, ordersPlacedBetween } from './order-rows.ts';
import { ordersCsvChunks } from './orders-csv.ts';
import { renderPackingSlips } from './packing-slips-pdf.ts';

export const MAX_SLIPS = 100;

/** Getting orders out of the door: the orders of a date range as CSV, packing slips and labels as one PDF. */
export const dispatchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/orders/export.csv',
    adminRoute({
      summary: 'Orders placed in a date range (India dates; default the last 30 days) as CSV',
      querystring: reportQuery,
      produces: ['text/csv'],
    }),
    async (request, reply) => {
      const { from, to } = reportRange(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${from}_to_${to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(await startedStream(ordersCsvChunks(ordersPlacedBetween(app.database.pool, from, to))));
    },
  );

  app.post(
    '/api/admin/orders/packing-slips',
    adminRoute({
      summary: 'Packing slips (no prices) and address labels of the chosen orders, one PDF',
      body: z.strictObject({
        ids: z
          .array(z.uuid({ message: 'must be order ids' }))
          .min(1)
          .max(MAX_SLIPS),
      }),
      produces: ['application/pdf'],
    }),
    async (request, reply) => {
      const orders = await ordersByIds(app.db, [...new Set(request.body.ids)]);
      const pdf = await renderPackingSlips(orders, {
        shopName: app.config.SHOP_NAME,
        address: app.config.SHOP_ADDRESS,
        phone: app.config.SUPPORT_PHONE,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="packing-slips.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
