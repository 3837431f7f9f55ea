import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors.ts';

const API_PREFIXES = ['/api/', '/auth/', '/media/', '/health', '/docs', '/openapi.json', '/pay/'];

/**
 * Serves the built web app: hashed assets with a year-long cache, and for every other GET the app's page with
 * that URL's head and content (the storefront module), so crawlers read it and the client-side router handles
 * deep links. API paths that match nothing get a JSON 404.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, options: { webRoot: string }) => {
  const hasWeb = existsSync(path.join(options.webRoot, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its text files (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Browsers ask for /favicon.ico wherever a page names no icon (the pay page, a PDF, a JSON reply): the shop's SVG.
  app.get('/favicon.ico', { config: { access: 'public' } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
  );
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => url.startsWith(prefix));
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      // Each storefront URL gets its own head and content (modules/storefront), or a 404 page with noindex.
      return app.sendStorefrontPage(request, reply);
    }
    return reply.status(404).send(errorBody(404, 'NOT_FOUND', `No route for ${request.method} ${url}`));
  });
});
