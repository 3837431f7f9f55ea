import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const addressesRoutes: FastifyPluginAsyncZod = async (_app) => {};
