import { shopInfo } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOptions } from '../../plugins/route-options.ts';
import { shopInfoFromConfig } from './shop.service.ts';

const publicRoute = routeOptions('public', ['shop']);

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const info = shopInfoFromConfig(app.config);
  app.get(
    '/api/shop',
    publicRoute({
      summary: "The shop's name, payment mode, contacts and social links",
      response: { 200: shopInfo },
    }),
    async (_request, reply) => {
      // The same for every visitor and fixed while the server runs; a minute of caching is safe.
      reply.header('cache-control', 'public, max-age=60');
      return info;
    },
  );
};
