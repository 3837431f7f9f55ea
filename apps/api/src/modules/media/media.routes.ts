import { COLORS, THIRD_LEVEL_CATEGORIES } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ART_KINDS, bannerArt, KIND_BY_CATEGORY, productArt } from '../../lib/art/index.ts';
import { notFound } from '../../lib/errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': IMMUTABLE,
  // Our own drawings, but still: an SVG opened directly must not run anything.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/** Generated demo art (products, banners, category tiles) and, later, uploaded images. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/demo/:kind/:metal/:variant/:view.svg',
    {
      schema: {
        hide: true,
        params: z.object({
          kind: z.enum(ART_KINDS),
          metal: z.enum(COLORS),
          variant: z.coerce.number().int().min(0).max(100_000),
          view: z.coerce.number().int().min(0).max(2),
        }),
      },
    },
    async (request, reply) => {
      const { kind, metal, variant, view } = request.params;
      return reply.headers(SVG_HEADERS).send(productArt(kind, metal, variant, view));
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

export function demoImageUrl(kind: string, metal: string, variant: number, view: number): string {
  return `/media/demo/${kind}/${metal}/${variant}/${view}.svg`;
}
