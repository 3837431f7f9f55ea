import {
  adminReviewsReply,
  createReviewBody,
  hideBody,
  ownerReply,
  ownerReplyBody,
  reviewPhoto,
  reviewPhotoStripItem,
  reviewReply,
  unset,
  uuidParam,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { countAttempt, type RateLimitRule } from '../../lib/rate-limit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoute, idParams, routeOptions } from '../../plugins/route-options.ts';
import { AVIF_JOB } from '../catalog/avif-copies.ts';
import { acceptImageUploads, uploadedImage } from '../catalog/image-upload.ts';
import { withStorage } from '../media/storage/with-storage.ts';
import { orderOwner } from '../order-access/order-token.ts';
import {
  listAdminReviews,
  setOwnerReply,
  setReviewHidden,
  setReviewPhotoHidden,
} from './admin-reviews.service.ts';
import { addReviewPhoto, productPhotoStrip } from './review-photos.service.ts';
import { createReview, listReviews, productExists } from './reviews.service.ts';

/** Review photo uploads per account, whatever their outcome: three photos and a few retries, not a stream. */
export const PHOTO_UPLOADS: RateLimitRule = { limit: 12, windowSeconds: 600 };
/** The same per address: a few shoppers behind one address (a mobile carrier's), not a farm of new accounts. */
export const PHOTO_UPLOADS_PER_ADDRESS: RateLimitRule = { limit: 36, windowSeconds: 600 };

const pageQuery = z.object({
  pageNumber: z.preprocess(unset, z.coerce.number().int().min(0).max(100_000).default(0)),
  pageSize: z.preprocess(unset, z.coerce.number().int().min(1).max(100).default(50)),
});

const publicRoute = routeOptions('public', ['reviews']);
const customerRoute = routeOptions('customer', ['reviews']);

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Photo uploads, with the limits of product images.
  await acceptImageUploads(app);

  app.get(
    '/api/reviews/product/:productId',
    publicRoute({
      summary: 'The shown reviews of a product, newest first, each with its shown photos',
      params: z.object({ productId: uuidParam }),
      querystring: pageQuery,
      response: { 200: z.array(reviewReply) },
    }),
    async (request) => listReviews(app.db, request.params.productId, request.query),
  );

  app.get(
    '/api/reviews/product/:productId/photos',
    publicRoute({
      summary: "Every shown photo of a product's shown reviews, newest review first",
      params: z.object({ productId: uuidParam }),
      response: { 200: z.array(reviewPhotoStripItem) },
    }),
    async (request) => {
      if (!(await productExists(app.db, request.params.productId))) throw notFound('Product');
      return productPhotoStrip(app.db, request.params.productId);
    },
  );

  for (const url of ['/api/reviews', '/api/reviews/']) {
    app.post(
      url,
      customerRoute({
        hide: url === '/api/reviews/',
        body: createReviewBody,
        response: { 201: reviewReply },
      }),
      async (request, reply) =>
        reply.status(201).send(await createReview(app.db, currentUser(request), request.body)),
    );
  }

  // A guest reviews a delivered piece from the order's page, with the order's token (issue 40, item 3).
  app.post(
    '/api/orders/:id/reviews',
    publicRoute({
      params: idParams,
      body: createReviewBody,
      response: { 201: reviewReply },
    }),
    async (request, reply) => {
      const ownerId = await orderOwner(app.db, request, request.params.id);
      const [author] = await app.db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, ownerId));
      if (!author) throw notFound('Order');
      return reply.status(201).send(await createReview(app.db, author, request.body));
    },
  );

  app.post(
    '/api/reviews/:reviewId/photos',
    customerRoute({
      summary:
        'Adds a photo to your review (JPEG, PNG or WebP, at most 5 MB; at most 3 per review: 409 TOO_MANY_PHOTOS)',
      consumes: ['multipart/form-data'],
      params: z.object({ reviewId: uuidParam }),
      response: { 201: reviewPhoto },
    }),
    async (request, reply) => {
      // Every try counts, refused pictures too: a burst of heavy files costs its sender, not the shop (S71).
      await countAttempt(app.db, [`review-photo:user:${currentUser(request).id}`], PHOTO_UPLOADS);
      await countAttempt(app.db, [`review-photo:ip:${request.ip}`], PHOTO_UPLOADS_PER_ADDRESS);
      const image = await uploadedImage(request, 'photo');
      const input = { reviewId: request.params.reviewId, userId: currentUser(request).id, image };
      const added = await withStorage(request, () => addReviewPhoto(app.db, app.pictures, input));
      await app.jobs.send(AVIF_JOB, { name: added.name });
      return reply.status(201).send(added.photo);
    },
  );

  app.get(
    '/api/admin/reviews',
    adminRoute({
      summary: 'Every review, hidden ones too, newest first',
      querystring: pageQuery,
      response: { 200: adminReviewsReply },
    }),
    async (request) => listAdminReviews(app.db, request.query),
  );

  app.put(
    '/api/admin/reviews/:reviewId',
    adminRoute({
      summary: 'Hides a review from the shop (or shows it again); its rating stops counting',
      params: z.object({ reviewId: uuidParam }),
      body: hideBody,
      response: { 200: hideBody },
    }),
    async (request) => {
      await setReviewHidden(app.db, currentUser(request), request.params.reviewId, request.body.hidden);
      return request.body;
    },
  );

  app.put(
    '/api/admin/reviews/:reviewId/reply',
    adminRoute({
      summary: "The owner's public answer under a review (null or blank takes it down); audit logged",
      params: z.object({ reviewId: uuidParam }),
      body: ownerReplyBody,
      response: { 200: z.object({ ownerReply: ownerReply.nullable() }) },
    }),
    async (request) => ({
      ownerReply: await setOwnerReply(
        app.db,
        currentUser(request),
        request.params.reviewId,
        request.body.text,
      ),
    }),
  );

  app.put(
    '/api/admin/reviews/:reviewId/photos/:photoId',
    adminRoute({
      summary: 'Hides one photo of a review (or shows it again)',
      params: z.object({ reviewId: uuidParam, photoId: uuidParam }),
      body: hideBody,
      response: { 200: hideBody },
    }),
    async (request) => {
      const { reviewId, photoId } = request.params;
      await setReviewPhotoHidden(app.db, currentUser(request), { reviewId, photoId }, request.body.hidden);
      return request.body;
    },
  );
};
