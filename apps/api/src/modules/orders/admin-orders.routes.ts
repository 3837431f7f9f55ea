import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminOrdersRoutes: FastifyPluginAsyncZod = async (_app) => {};
