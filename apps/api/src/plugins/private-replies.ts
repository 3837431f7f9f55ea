import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const PRIVATE = 'private, no-store';

/**
 * Every API answer is personal unless its route says otherwise: cart, orders, profile, wishlist, admin and auth
 * replies (and every error) carry `private, no-store`, so neither a CDN nor the browser keeps them. The public
 * catalogue, the shop's details and the information pages set their own Cache-Control over this default.
 */
export const privateRepliesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    if (url.startsWith('/api/') || url.startsWith('/auth/')) reply.header('cache-control', PRIVATE);
    done();
  });
});
