import { THIRD_LEVEL_CATEGORIES } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bannerArt, KIND_BY_CATEGORY, productArt } from '../../lib/art/index.ts';
import { notFound } from '../../lib/errors.ts';
import { DEMO_VIEWS, demoImageUrl, readDemoArt } from './demo-art.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': IMMUTABLE,
  // Our own drawings, but still: an SVG opened directly must not run anything.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

const WEBP_HEADERS = {
  'content-type': 'image/webp',
  'cache-control': IMMUTABLE,
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
};

/**
 * Demo pictures: the rendered WebP files (products, banners, category tiles), and the older drawn SVG
 * banners and tiles that the web still links to.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/demo/:file',
    { config: { access: 'public' }, schema: { hide: true, params: z.object({ file: z.string().max(64) }) } },
    async (request, reply) => {
      const data = await readDemoArt(request.params.file);
      if (!data) throw notFound('Image');
      return reply.headers(WEBP_HEADERS).send(data);
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

  app.get(
    '/media/banners/:index.svg',
    { schema: { hide: true, params: z.object({ index: z.coerce.number().int().min(0).max(10) }) } },
    async (request, reply) => {
      const svg = bannerArt(request.params.index);
      if (!svg) throw notFound('Banner');
      return reply.headers(SVG_HEADERS).send(svg);
    },
  );

  // The picture alone: the storefront sets the banner's copy as real text over it.
  app.get(
    '/media/banners/plain/:index.svg',
    { schema: { hide: true, params: z.object({ index: z.coerce.number().int().min(0).max(10) }) } },
    async (request, reply) => {
      const svg = bannerArt(request.params.index, { text: false });
      if (!svg) throw notFound('Banner');
      return reply.headers(SVG_HEADERS).send(svg);
    },
  );

  app.get(
    '/media/categories/:category.svg',
    { schema: { hide: true, params: z.object({ category: z.enum(THIRD_LEVEL_CATEGORIES) }) } },
    async (request, reply) => {
      const { category } = request.params;
      const kind = KIND_BY_CATEGORY[category] ?? 'ring';
      const metal = category.startsWith('men') ? 'silver' : 'gold';
      return reply
        .headers(SVG_HEADERS)
        .send(productArt(kind, metal, 90 + THIRD_LEVEL_CATEGORIES.indexOf(category), 0));
    },
  );
};
