import { shopInfo } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopInfoFromConfig } from './shop.service.ts';

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const info = shopInfoFromConfig(app.config);
  app.get(
    '/api/shop',
    {
      config: { access: 'public' },
      schema: {
        tags: ['shop'],
        summary: "The shop's name, payment mode, contacts and social links",
        response: { 200: shopInfo },
      },
    },
    async (_request, reply) => {
      // The same for every visitor and fixed while the server runs; a minute of caching is safe.
      reply.header('cache-control', 'public, max-age=60');
      return info;
    },
  );
};
