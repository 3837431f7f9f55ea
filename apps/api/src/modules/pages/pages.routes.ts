import { type InfoPageSlug, infoPageParams, infoPageReply } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { routeOptions } from '../../plugins/route-options.ts';
import { pageValues } from './page-values.ts';
import { loadInfoPages } from './pages.service.ts';

const PAGES_DIRECTORY = new URL('../../../content/pages/', import.meta.url);

const publicRoute = routeOptions('public', ['pages']);

/** The information pages (About, Shipping, Returns, …), written in markdown with the shop's details filled in. */
export const pagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = await loadInfoPages(PAGES_DIRECTORY, pageValues(app.config));

  app.get(
    '/api/pages/:slug',
    publicRoute({
      summary: 'One information page as HTML',
      params: infoPageParams,
      response: { 200: infoPageReply },
    }),
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const page = pages.get(request.params.slug as InfoPageSlug);
      if (!page) throw notFound('Page');
      return page;
    },
  );
};
