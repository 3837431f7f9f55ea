import { uploadReply } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { countAttempt, type RateLimitRule } from '../../lib/rate-limit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { adminRoute } from '../../plugins/route-options.ts';
import { withStorage } from '../media/storage/with-storage.ts';
import { AVIF_JOB } from './avif-copies.ts';
import { catalogJobs } from './catalog-jobs.ts';
import { acceptImageUploads, uploadedImage } from './image-upload.ts';
import { readUpload, storeImage, UPLOAD_FILE_NAME } from './uploads.service.ts';

const IMAGE_HEADERS = {
  'content-type': 'image/webp',
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

/** Product pictures per admin account, whatever their outcome: a big catalogue session, not a stream. */
const ADMIN_UPLOADS: RateLimitRule = { limit: 120, windowSeconds: 600 };

/** Admin image uploads and the public files they become. Multipart parsing exists only inside this plugin. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  catalogJobs(app);

  await acceptImageUploads(app);

  app.post(
    '/api/admin/uploads',
    adminRoute({
      summary: 'Upload a product image (JPEG, PNG or WebP, at most 5 MB); answers its URL',
      consumes: ['multipart/form-data'],
      response: { 201: uploadReply },
    }),
    async (request, reply) => {
      // Every try counts, like review photos (S71): a stolen admin session cannot keep the decoder busy.
      await countAttempt(app.db, [`admin-upload:user:${currentUser(request).id}`], ADMIN_UPLOADS);
      const buffer = await uploadedImage(request, 'image');
      const stored = await withStorage(request, () => storeImage(app.pictures, buffer));
      await app.jobs.send(AVIF_JOB, { name: stored.name });
      return reply.status(201).send({ url: stored.url });
    },
  );

  app.get(
    '/media/uploads/:file',
    {
      config: { access: 'public' },
      schema: { hide: true, params: z.object({ file: z.string().max(64) }) },
    },
    async (request, reply) => {
      const { file } = request.params;
      const avif = file.endsWith('.avif');
      // With a CDN in front of the bucket the shop only points there; the names never change, so neither does this.
      // Not for AVIF copies: one may not be written yet (below), and the CDN would answer 404.
      const cdn = !avif && UPLOAD_FILE_NAME.test(file) && app.pictures.publicUrl(file);
      if (cdn) return reply.header('cache-control', IMAGE_HEADERS['cache-control']).redirect(cdn, 301);
      const data = await withStorage(request, () => readUpload(app.pictures, file));
      if (data)
        return reply
          .headers({ ...IMAGE_HEADERS, 'content-type': avif ? 'image/avif' : 'image/webp' })
          .send(data);
      // An AVIF copy its job has not written yet: the WebP of the same width stands in, kept by nobody, so the
      // <picture> that offers the AVIF never shows a broken image and gets the copy once it exists.
      const webp = avif
        ? await withStorage(request, () => readUpload(app.pictures, file.replace(/\.avif$/, '.webp')))
        : undefined;
      if (!webp) throw notFound('Image');
      return reply.headers({ ...IMAGE_HEADERS, 'cache-control': 'no-cache' }).send(webp);
    },
  );
};
