import type { Product } from '@shop/contracts';

/**
 * A `<script type="application/ld+json">` block that catalogue text can never close or comment out (S57):
 * `<`, `>` and `&` become JSON escapes (so no `</script>` or `<!--`), and so do U+2028 and U+2029, which some
 * JavaScript parsers took for line ends. The JSON still parses to the same value.
 */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}

const CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbList(crumbs: Crumb[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** Google's Product snippet: name, image, offers (price, currency, availability), and a rating only when rated. */
export function productLd(product: Product, facts: { url: string; images: string[]; shopName: string }) {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.title,
    description: product.description,
    image: facts.images,
    sku: product.id,
    brand: { '@type': 'Brand', name: facts.shopName },
    color: product.color,
    ...(product.material ? { material: product.material } : {}),
    offers: {
      '@type': 'Offer',
      url: facts.url,
      price: product.discountedPrice.toFixed(2),
      priceCurrency: 'INR',
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: facts.shopName },
    },
    ...(product.ratingsCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(product.rating * 10) / 10,
            reviewCount: product.ratingsCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** The home page: who sells here, and the search box Google may show under the result. */
export function homeLd(shop: { name: string; url: string; logo: string }) {
  return [
    { '@context': CONTEXT, '@type': 'Organization', name: shop.name, url: shop.url, logo: shop.logo },
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      name: shop.name,
      url: shop.url,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${shop.url}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
