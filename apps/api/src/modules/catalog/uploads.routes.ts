import multipart from '@fastify/multipart';
import { uploadReply } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors.ts';
import { MAX_UPLOAD_BYTES, readUpload, storeImage } from './uploads.service.ts';

const IMAGE_HEADERS = {
  'content-type': 'image/webp',
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

/** Admin image uploads and the public files they become. Multipart parsing exists only inside this plugin. */
export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
  });

  app.post(
    '/api/admin/uploads',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Upload a product image (JPEG, PNG or WebP, at most 5 MB); answers its URL',
        consumes: ['multipart/form-data'],
        response: { 201: uploadReply },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Send the image as multipart/form-data');
      const file = await request.file();
      if (!file) throw badRequest('Attach one image file');
      // Throws 413 past MAX_UPLOAD_BYTES.
      const buffer = await file.toBuffer();
      const stored = await storeImage(app.config.DATA_DIR, buffer);
      return reply.status(201).send(stored);
    },
  );

  app.get(
    '/media/uploads/:file',
    {
      config: { access: 'public' },
      schema: { hide: true, params: z.object({ file: z.string().max(64) }) },
    },
    async (request, reply) => {
      const data = await readUpload(app.config.DATA_DIR, request.params.file);
      if (!data) throw notFound('Image');
      return reply.headers(IMAGE_HEADERS).send(data);
    },
  );
};
