import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../../config.ts';
import { LocalPictureStore } from './local-store.ts';
import type { PictureStore } from './picture-store.ts';
import { S3PictureStore } from './s3-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded pictures and their variants live (STORAGE). */
    pictures: PictureStore;
  }
}

export function pictureStoreFor(config: Config): PictureStore {
  if (config.STORAGE === 'local') return new LocalPictureStore(config.DATA_DIR);
  return new S3PictureStore({
    bucket: config.S3_BUCKET ?? '',
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    publicUrl: config.S3_PUBLIC_URL,
  });
}

export const storagePlugin = fp(async (app: FastifyInstance) => {
  app.decorate('pictures', pictureStoreFor(app.config));
});
