import { INFO_PAGES, infoPagePath } from '@shop/contracts';
import { XMLBuilder } from 'fast-xml-parser';
import type { DbOrTx } from '../../db/client.ts';
import { countListedProducts, productChanges } from './catalogue-rows.ts';
import { FIXED_PATHS, productPath } from './page-facts.ts';

/** sitemaps.org: at most 50,000 addresses in one file; past that, `/sitemap.xml` is an index of parts. */
export const SITEMAP_MAX_URLS = 50_000;
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_' });
const declaration = { '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' } };

interface Url {
  loc: string;
  lastmod?: string;
}

const urlset = (urls: Url[]) =>
  builder.build({ ...declaration, urlset: { '@_xmlns': NAMESPACE, url: urls } });

function fixedUrls(appUrl: string): Url[] {
  const paths = [...FIXED_PATHS, ...INFO_PAGES.map((page) => infoPagePath(page.slug))];
  return paths.map((path) => ({ loc: `${appUrl}${path}` }));
}

async function productUrls(db: DbOrTx, appUrl: string, offset: number, limit: number): Promise<Url[]> {
  const rows = await productChanges(db, { offset, limit });
  return rows.map((row) => ({ loc: `${appUrl}${productPath(row)}`, lastmod: row.updatedAt }));
}

/**
 * `/sitemap.xml`: every page in one urlset while they fit; past `maxUrls` an index pointing at
 * `/sitemaps/pages.xml` and `/sitemaps/products-{n}.xml`, each at most `maxUrls` long.
 */
export async function sitemapXml(db: DbOrTx, appUrl: string, maxUrls = SITEMAP_MAX_URLS): Promise<string> {
  const fixed = fixedUrls(appUrl);
  const products = await countListedProducts(db);
  if (fixed.length + products <= maxUrls)
    return urlset([...fixed, ...(await productUrls(db, appUrl, 0, products))]);
  const parts = Math.ceil(products / maxUrls);
  const sitemaps = [`${appUrl}/sitemaps/pages.xml`];
  for (let part = 1; part <= parts; part++) sitemaps.push(`${appUrl}/sitemaps/products-${part}.xml`);
  return builder.build({
    ...declaration,
    sitemapindex: { '@_xmlns': NAMESPACE, sitemap: sitemaps.map((loc) => ({ loc })) },
  });
}

export function pagesSitemapXml(appUrl: string): string {
  return urlset(fixedUrls(appUrl));
}

/** Part `part` (from 1) of the products' sitemap, or undefined past the last part. */
export async function productSitemapXml(
  db: DbOrTx,
  appUrl: string,
  part: number,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<string | undefined> {
  const urls = await productUrls(db, appUrl, (part - 1) * maxUrls, maxUrls);
  return urls.length === 0 && part > 1 ? undefined : urlset(urls);
}
