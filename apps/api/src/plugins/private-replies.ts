import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const PRIVATE = 'private, no-store';

const isPersonalRoute = (routeUrl: string | undefined) =>
  // No matched route: an error reply, never worth keeping (the web app's fallback sets its own header).
  routeUrl === undefined || routeUrl.startsWith('/api/') || routeUrl.startsWith('/auth/');

/**
 * Every API answer is personal unless its route says otherwise: cart, orders, profile, wishlist, admin and auth
 * replies (and every error) carry `private, no-store`, so neither a CDN nor the browser keeps them. The public
 * catalogue, the shop's details and the information pages set their own Cache-Control over this default.
 * Decided on the route the router matched, never the raw URL: `/%61pi/users/profile` is the profile route too (S51).
 */
export const privateRepliesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    if (isPersonalRoute(request.routeOptions.url)) reply.header('cache-control', PRIVATE);
    done();
  });
});
