import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const reviewsRoutes: FastifyPluginAsyncZod = async (_app) => {};
