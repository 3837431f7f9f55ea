import { suggestQuery, suggestReply } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerFromCache, sendCatalogReply } from '../../lib/catalog-reply.ts';
import { fastStringify } from '../../lib/fast-serializer.ts';
import { suggest } from './search.service.ts';

const writeSuggestions = fastStringify(suggestReply);

/** Suggestions for the search field; the results page itself is the listing with `q` (catalog.routes.ts). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search/suggest',
    {
      config: { access: 'public' },
      onRequest: answerFromCache,
      schema: {
        tags: ['catalog'],
        summary: 'Products and categories matching what the shopper has typed so far',
        querystring: suggestQuery,
        response: { 200: suggestReply },
      },
    },
    (request, reply) =>
      sendCatalogReply(request, reply, async () => writeSuggestions(await suggest(app.db, request.query.q))),
  );
};
