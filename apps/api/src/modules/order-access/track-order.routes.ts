import { trackOrderBody, trackOrderReply } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOptions } from '../../plugins/route-options.ts';
import { trackOrder } from './track-order.ts';

const publicRoute = routeOptions('public', ['orders']);

/** "Track order" for shoppers without an account (issue 40): by order number and phone. */
export const trackOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.JWT_SECRET;
  if (!secret) throw new Error('track order needs JWT_SECRET (server.ts resolves one)');
  app.post(
    '/api/orders/track',
    publicRoute({ body: trackOrderBody, response: { 200: trackOrderReply } }),
    async (request) => trackOrder(app.db, secret, request.body, request.ip),
  );
};
