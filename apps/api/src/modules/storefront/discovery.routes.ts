import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { sendCachedText } from './cached-text.ts';
import { allListedProducts } from './catalogue-rows.ts';
import { productFeedXml } from './product-feed.ts';
import { readShareImage } from './share-image.ts';
import { pagesSitemapXml, productSitemapXml, sitemapXml } from './sitemap.ts';

const XML = 'application/xml; charset=utf-8';
const ROBOTS_DISALLOW = ['/admin', '/cart', '/checkout', '/account', '/payment', '/api/'];

/**
 * What search engines, shopping catalogues and link previews read: robots.txt, the sitemap, the product feed
 * (from the database, kept in the catalogue cache and dropped with it), and JPEG share pictures.
 */
export const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { APP_URL: appUrl, SHOP_NAME: shopName, SITEMAP_MAX_URLS: maxUrls } = app.config;
  const hidden = { hide: true };

  const robots = [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
  app.get('/robots.txt', { config: { access: 'public' }, schema: hidden }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );

  app.get('/sitemap.xml', { config: { access: 'public' }, schema: hidden }, (request, reply) =>
    sendCachedText(request, reply, 'sitemap', XML, () => sitemapXml(app.db, appUrl, maxUrls)),
  );

  app.get(
    '/sitemaps/:file',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^(pages|products-[1-9]\d{0,5})\.xml$/) }),
      },
    },
    (request, reply) => {
      const { file } = request.params;
      return sendCachedText(request, reply, `sitemap ${file}`, XML, async () => {
        if (file === 'pages.xml') return pagesSitemapXml(appUrl);
        const part = Number(file.slice('products-'.length, -'.xml'.length));
        const xml = await productSitemapXml(app.db, appUrl, part, maxUrls);
        if (xml === undefined) throw notFound('Sitemap');
        return xml;
      });
    },
  );

  app.get('/feeds/products.xml', { config: { access: 'public' }, schema: hidden }, (request, reply) =>
    sendCachedText(request, reply, 'feed products', XML, async () =>
      productFeedXml(await allListedProducts(app.db), {
        appUrl,
        shopName,
        seller: {
          legalName: app.config.SHOP_LEGAL_NAME,
          address: app.config.SHOP_ADDRESS,
          countryOfOrigin: app.config.SHOP_COUNTRY_OF_ORIGIN,
        },
      }),
    ),
  );

  app.get(
    '/media/share/:folder/:file',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        params: z.object({
          folder: z.enum(['demo', 'uploads']),
          file: z.string().regex(/^[a-z0-9_-]{1,64}\.jpg$/),
        }),
      },
    },
    async (request, reply) => {
      const { folder, file } = request.params;
      const jpeg = await readShareImage(folder, file.slice(0, -4), app.pictures);
      if (!jpeg) throw notFound('Image');
      return reply
        .headers({
          'content-type': 'image/jpeg',
          'cache-control': 'public, max-age=86400',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
        })
        .send(jpeg);
    },
  );
};
