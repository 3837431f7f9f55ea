import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/errors.ts';
import { MAX_UPLOAD_BYTES } from './uploads.service.ts';

/**
 * Multipart parsing with the limits of one image per request. Registered by each plugin that takes pictures
 * (product images, review photos), so no other route parses multipart.
 */
export const acceptImageUploads = (app: FastifyInstance) =>
  app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
  });

/** The request's one image file as bytes: 400 without one, 413 past MAX_UPLOAD_BYTES. */
export async function uploadedImage(request: FastifyRequest, what: 'image' | 'photo'): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(`Send the ${what} as multipart/form-data`);
  const file = await request.file();
  if (!file) throw badRequest('Attach one image file');
  return file.toBuffer();
}
