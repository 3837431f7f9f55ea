import {
  adminGrievance,
  adminGrievanceList,
  grievance,
  grievanceCreated,
  grievanceInput,
  grievanceUpdate,
} from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countAttempt, type RateLimitRule } from '../../lib/rate-limit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoute, routeOptions } from '../../plugins/route-options.ts';
import type { GrievanceDesk } from './grievance-mails.ts';
import { answerGrievance, customerGrievances, fileGrievance, grievanceDesk } from './grievances.service.ts';

/** Each grievance mails its sender: limited per client address, so nobody floods an inbox or the desk (S68). */
const FILINGS: RateLimitRule = { limit: 5, windowSeconds: 3600 };

const deskOf = (app: FastifyInstance): GrievanceDesk => ({
  appUrl: app.config.APP_URL,
  officerName: app.config.GRIEVANCE_OFFICER_NAME,
  officerDesignation: app.config.GRIEVANCE_OFFICER_DESIGNATION,
  officerEmail: app.config.GRIEVANCE_OFFICER_EMAIL,
});

const publicRoute = routeOptions('public', ['grievances']);
const customerRoute = routeOptions('customer', ['grievances']);

/** The grievance desk of the E-Commerce Rules (docs/law.md): filing, the customer's tickets, the owner's desk. */
export const grievancesRoutes: FastifyPluginAsyncZod = async (app) => {
  const desk = deskOf(app);

  app.post(
    '/api/grievances',
    publicRoute({
      summary:
        'File a grievance (signed in or not): a ticket at once, acknowledged in 48 hours, resolved in a month',
      body: grievanceInput,
      response: { 201: grievanceCreated },
    }),
    async (request, reply) => {
      await countAttempt(app.db, [`grievance:ip:${request.ip}`], FILINGS);
      const created = await fileGrievance(app.db, request.body, {
        userId: request.user?.id ?? null,
        now: new Date(),
        desk,
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/grievances',
    customerRoute({
      summary: "The signed-in customer's tickets with their status and replies",
      response: { 200: z.array(grievance) },
    }),
    async (request) => customerGrievances(app.db, currentUser(request).id),
  );

  app.get(
    '/api/admin/grievances',
    adminRoute({
      summary: 'The grievance desk: open tickets by what falls due first, overdue ones flagged',
      response: { 200: adminGrievanceList },
    }),
    async () => grievanceDesk(app.db, new Date()),
  );

  app.put(
    '/api/admin/grievances/:ticket',
    adminRoute({
      summary: 'Reply to a grievance (mailed to its sender) and set its status',
      params: z.object({ ticket: z.string().max(40) }),
      body: grievanceUpdate,
      response: { 200: adminGrievance },
    }),
    async (request) =>
      answerGrievance(app.db, request.params.ticket, request.body, { now: new Date(), desk }),
  );
};
