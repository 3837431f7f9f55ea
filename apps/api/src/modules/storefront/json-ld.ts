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

/** The shop's delivery and return settings, as the product snippet's offer states them (rupees, days). */
export interface OfferPolicy {
  deliveryCharge: number;
  freeDeliveryMin: number;
  deliveryDaysMin: number;
  deliveryDaysMax: number;
  returnDays: number;
}

const days = (minValue: number, maxValue: number) => ({
  '@type': 'QuantitativeValue',
  minValue,
  maxValue,
  unitCode: 'DAY',
});

/**
 * Google's `shippingDetails`: delivery anywhere in India at the charge this piece alone would pay (free from the
 * free-delivery amount), in the shop's estimate of working days, all of it counted as transit (packing the same day).
 */
export function shippingDetailsLd(price: number, policy: OfferPolicy) {
  const free = policy.deliveryCharge <= 0 || price >= policy.freeDeliveryMin;
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: free ? 0 : policy.deliveryCharge, currency: 'INR' },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IN' },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: days(0, 0),
      transitTime: days(policy.deliveryDaysMin, policy.deliveryDaysMax),
    },
  };
}

/** Google's `hasMerchantReturnPolicy`: returns within RETURN_WINDOW_DAYS by post, free; none when it is 0. */
export function returnPolicyLd(policy: OfferPolicy) {
  if (policy.returnDays <= 0)
    return {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'IN',
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
    };
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'IN',
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: policy.returnDays,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: 'https://schema.org/FreeReturn',
  };
}

/** Google's Product snippet: name, image, offers (price, currency, availability), and a rating only when rated. */
export function productLd(
  product: Product,
  facts: { url: string; images: string[]; shopName: string; policy?: OfferPolicy },
) {
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
      ...(facts.policy
        ? {
            shippingDetails: shippingDetailsLd(product.discountedPrice, facts.policy),
            hasMerchantReturnPolicy: returnPolicyLd(facts.policy),
          }
        : {}),
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
