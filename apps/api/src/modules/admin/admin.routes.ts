import {
  adminStats,
  auditEntry,
  auditQuery,
  customerPage,
  customerSummary,
  customersQuery,
  page,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute, idParams } from '../../plugins/route-options.ts';
import { dashboardStats, listAudit, listCustomers } from './admin.service.ts';
import { customerPage as loadCustomerPage } from './customer-page.ts';

const security = [{ bearerAuth: [] }];

/** The back office's read-only figures: dashboard, customers, audit log. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/stats', adminRoute({ security, response: { 200: adminStats } }), async () =>
    dashboardStats(app.db),
  );

  app.get(
    '/api/admin/customers',
    adminRoute({ security, querystring: customersQuery, response: { 200: page(customerSummary) } }),
    async (request) => listCustomers(app.db, request.query.pageNumber, request.query.pageSize),
  );

  app.get(
    '/api/admin/customers/:id',
    adminRoute({
      security,
      summary: "One customer's page: profile, totals, orders and saved addresses",
      params: idParams,
      response: { 200: customerPage },
    }),
    async (request) => loadCustomerPage(app.db, request.params.id),
  );

  app.get(
    '/api/admin/audit-log',
    adminRoute({ security, querystring: auditQuery, response: { 200: page(auditEntry) } }),
    async (request) =>
      listAudit(app.db, request.query.kind, request.query.pageNumber, request.query.pageSize),
  );
};
