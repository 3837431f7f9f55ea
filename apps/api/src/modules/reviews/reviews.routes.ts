import { createReviewBody, reviewReply, unset, uuidParam } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { createReview, listReviews } from './reviews.service.ts';

const reviewsQuery = z.object({
  pageNumber: z.preprocess(unset, z.coerce.number().int().min(0).max(100_000).default(0)),
  pageSize: z.preprocess(unset, z.coerce.number().int().min(1).max(100).default(50)),
});

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reviews/product/:productId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reviews'],
        params: z.object({ productId: uuidParam }),
        querystring: reviewsQuery,
        response: { 200: z.array(reviewReply) },
      },
    },
    async (request) => listReviews(app.db, request.params.productId, request.query),
  );

  for (const url of ['/api/reviews', '/api/reviews/']) {
    app.post(
      url,
      {
        config: { access: 'customer' },
        schema: {
          tags: ['reviews'],
          hide: url === '/api/reviews/',
          body: createReviewBody,
          response: { 201: reviewReply },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createReview(app.db, currentUser(request), request.body)),
    );
  }
};
