import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { DEMO_VIEWS, demoImageUrl, readDemoArt } from './demo-art.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PICTURE_HEADERS = {
  'cache-control': IMMUTABLE,
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

/** Demo pictures: the rendered WebP and AVIF files of the products, the home banners and the category tiles. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/demo/:file',
    { config: { access: 'public' }, schema: { hide: true, params: z.object({ file: z.string().max(64) }) } },
    async (request, reply) => {
      const data = await readDemoArt(request.params.file);
      if (!data) throw notFound('Image');
      const type = request.params.file.endsWith('.avif') ? 'image/avif' : 'image/webp';
      return reply.headers(PICTURE_HEADERS).header('content-type', type).send(data);
    },
  );

  // Shops seeded before the rendered pictures keep their old product image addresses; send them on.
  app.get(
    '/media/demo/:kind/:metal/:variant/:view.svg',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        params: z.object({
          kind: z.string().max(16),
          metal: z.string().max(16),
          variant: z.coerce.number().int().min(0).max(999),
          view: z.coerce
            .number()
            .int()
            .min(0)
            .max(DEMO_VIEWS - 1),
        }),
      },
    },
    async (request, reply) => {
      const { variant, view } = request.params;
      return reply.header('cache-control', IMMUTABLE).redirect(demoImageUrl(variant, view), 301);
    },
  );
};
