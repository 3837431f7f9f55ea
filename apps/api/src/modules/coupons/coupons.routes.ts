import { couponInput, couponReply, couponSummary, couponsQuery, page } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoute, idParams } from '../../plugins/route-options.ts';
import { createCoupon, deactivateCoupon, listCoupons, updateCoupon } from './coupons.service.ts';

export const adminCouponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/coupons',
    adminRoute({ querystring: couponsQuery, response: { 200: page(couponSummary) } }),
    async (request) => listCoupons(app.db, request.query.pageNumber, request.query.pageSize),
  );

  app.post(
    '/api/admin/coupons',
    adminRoute({ body: couponInput, response: { 201: couponReply } }),
    async (request, reply) =>
      reply.status(201).send(await createCoupon(app.db, currentUser(request), request.body)),
  );

  app.put(
    '/api/admin/coupons/:id',
    adminRoute({ params: idParams, body: couponInput, response: { 200: couponReply } }),
    async (request) => updateCoupon(app.db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/coupons/:id',
    adminRoute({ params: idParams, response: { 200: couponReply } }),
    async (request) => deactivateCoupon(app.db, currentUser(request), request.params.id),
  );
};
