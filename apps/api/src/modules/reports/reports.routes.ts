import { REPORT_SECTIONS, report, reportQuery } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoute } from '../../plugins/route-options.ts';
import { reportRange } from './report-range.ts';
import { buildReport } from './reports.service.ts';
import { reportCsv } from './reports-csv.ts';
import { reportsJobs } from './reports-jobs.ts';

/** The reports page: sales over time, top products and categories, payment split, rates, coupons. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  reportsJobs(app);

  app.get(
    '/api/admin/reports',
    adminRoute({
      summary: 'Sales, products, payments, return/RTO and repeat rates, coupons for a date range',
      querystring: reportQuery,
      response: { 200: report },
    }),
    async (request) => buildReport(app.db, reportRange(request.query)),
  );

  app.get(
    '/api/admin/reports/:section.csv',
    adminRoute({
      summary: 'One section of the report as CSV',
      params: z.object({
        section: z.enum(REPORT_SECTIONS, { message: `must be one of ${REPORT_SECTIONS.join(', ')}` }),
      }),
      querystring: reportQuery,
      produces: ['text/csv'],
    }),
    async (request, reply) => {
      const range = reportRange(request.query);
      const csv = reportCsv(await buildReport(app.db, range), request.params.section);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${request.params.section}-${range.from}_to_${range.to}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
