import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminProductsRoutes: FastifyPluginAsyncZod = async (_app) => {};
