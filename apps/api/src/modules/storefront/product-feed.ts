import { COLOR_LABELS, type Color, declaredFacts, type Product } from '@shop/contracts';
import { XMLBuilder } from 'fast-xml-parser';
import { declarationLines, productPath, type Site } from './page-facts.ts';
import { shareImageFor } from './share-image.ts';

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_' });

/** Characters XML 1.0 cannot carry at all (escaping does not help); catalogue text could hold them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const clean = (text: string) => text.replace(NOT_XML, '');

/** Google's "Apparel & Accessories > Jewelry" (its product taxonomy id). */
const JEWELRY_CATEGORY = 188;
/** Google allows at most 10 additional pictures per item. */
const MAX_ADDITIONAL_IMAGES = 10;

const inr = (rupees: number) => `${rupees.toFixed(2)} INR`;

type FeedSite = { appUrl: string; shopName: string; seller: Site['seller'] };

/** The declarations as Merchant Center's product details (section, attribute, value). */
const productDetails = (product: Product, seller: Site['seller']) =>
  declarationLines(declaredFacts(product, seller)).map((line) => ({
    'g:section_name': 'Declarations',
    'g:attribute_name': line.label,
    'g:attribute_value': clean(line.value),
  }));

function items(product: Product, { appUrl, shopName, seller }: FeedSite) {
  const images = [...new Set(product.images.map((image) => `${appUrl}${shareImageFor(image.src).path}`))];
  const main = `${appUrl}${shareImageFor(product.Image).path}`;
  const common = {
    'g:item_group_id': product.id,
    'g:title': clean(product.title),
    'g:description': clean(product.description),
    'g:link': `${appUrl}${productPath(product)}`,
    'g:image_link': main,
    'g:additional_image_link': images.filter((image) => image !== main).slice(0, MAX_ADDITIONAL_IMAGES),
    'g:price': inr(product.price),
    ...(product.discountedPrice < product.price ? { 'g:sale_price': inr(product.discountedPrice) } : {}),
    'g:brand': clean(shopName),
    'g:condition': 'new',
    'g:google_product_category': JEWELRY_CATEGORY,
    'g:gender': product.topLevelCategory === 'men' ? 'male' : 'female',
    'g:color': COLOR_LABELS[product.color as Color] ?? clean(product.color),
    'g:age_group': 'adult',
    'g:identifier_exists': 'no',
    'g:product_detail': productDetails(product, seller),
  };
  const sizes = product.sizes.length > 0 ? product.sizes : [{ name: '', quantity: product.quantity }];
  return sizes.map((size) => ({
    'g:id': size.name ? `${product.id}-${clean(size.name)}` : product.id,
    ...common,
    'g:availability': size.quantity > 0 ? 'in_stock' : 'out_of_stock',
    ...(size.name ? { 'g:size': clean(size.name).toUpperCase() } : {}),
  }));
}

/**
 * Google Merchant Center product data as RSS 2.0 (Meta's catalogues read the same file): one item per product
 * and size, grouped by the product, priced before discount with the sale price beside it.
 */
export function productFeedXml(products: Product[], site: FeedSite): string {
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: {
      '@_version': '2.0',
      '@_xmlns:g': 'http://base.google.com/ns/1.0',
      channel: {
        title: clean(site.shopName),
        link: site.appUrl,
        description: `${clean(site.shopName)} jewellery: every piece and size`,
        item: products.flatMap((product) => items(product, site)),
      },
    },
  });
}
