import { adminStats, auditEntry, auditQuery, customerSummary, customersQuery, page } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStats, listAudit, listCustomers } from './admin.service.ts';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

/** The back office's read-only figures: dashboard, customers, audit log. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stats',
    { config: { access: 'admin' }, schema: { tags, security, response: { 200: adminStats } } },
    async () => dashboardStats(app.db),
  );

  app.get(
    '/api/admin/customers',
    {
      config: { access: 'admin' },
      schema: { tags, security, querystring: customersQuery, response: { 200: page(customerSummary) } },
    },
    async (request) => listCustomers(app.db, request.query.pageNumber, request.query.pageSize),
  );

  app.get(
    '/api/admin/audit-log',
    {
      config: { access: 'admin' },
      schema: { tags, security, querystring: auditQuery, response: { 200: page(auditEntry) } },
    },
    async (request) =>
      listAudit(app.db, request.query.kind, request.query.pageNumber, request.query.pageSize),
  );
};
