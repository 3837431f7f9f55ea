import type { FastifyInstance } from 'fastify';

/** What marketing mail needs from the app: the link's origin and the secret tokens are derived from. */
export function marketingShop(app: FastifyInstance): { appUrl: string; secret: string } {
  const secret = app.config.JWT_SECRET;
  if (!secret) throw new Error('marketing mail needs JWT_SECRET (server.ts resolves one)');
  return { appUrl: app.config.APP_URL, secret };
}
