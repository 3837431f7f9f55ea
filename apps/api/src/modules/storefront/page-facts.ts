import {
  COLOR_LABELS,
  type Color,
  categoryTitle,
  declaredFacts,
  deliveryPromise,
  formatRupees,
  INFO_PAGES,
  type InfoPageReply,
  type InfoPageSlug,
  infoPagePath,
  NAVIGATION,
  type Product,
  type ProductDeclarations,
  sizeGuideFor,
} from '@shop/contracts';
import { breadcrumbList, type Crumb, homeLd, jsonLdScript, type OfferPolicy, productLd } from './json-ld.ts';
import { fillShell, type PageShell } from './page-shell.ts';
import {
  headTemplate,
  homeTemplate,
  infoTemplate,
  layoutTemplate,
  listingTemplate,
  messageTemplate,
  productTemplate,
} from './page-templates.ts';
import {
  BANNER_SIZES,
  GRID_SIZES,
  PRODUCT_MAIN_SIZES,
  pictureSources,
  TILE_SIZES,
} from './picture-sources.ts';
import { SERVED_SORT_LABEL } from './served-look.ts';
import { DEFAULT_SHARE_SOURCE, shareImageFor } from './share-image.ts';

/** What every storefront page needs from the shop: its address, name, the app's page and the info pages. */
export interface Site {
  appUrl: string;
  shopName: string;
  shell: PageShell;
  infoPages: Map<InfoPageSlug, InfoPageReply>;
  /** The product declarations' defaults: country of origin, and the seller as manufacturer (docs/law.md). */
  seller: { legalName: string; address: string; countryOfOrigin: string };
  /** Payments go through the simulated gateway: every page says so above the header (S31), as the app does. */
  paymentTestMode?: boolean;
  /** Delivery and returns as the product snippet's offer states them; left out when absent. */
  offerPolicy?: OfferPolicy;
}

interface PageHead {
  /** The page spans the app's widest container (the listing's), not the product page's. */
  wide?: boolean;
  title: string;
  description: string;
  /** The page's own path; absent on a not-found page, which has no canonical address. */
  path?: string;
  noindex?: boolean;
  ogType?: 'website' | 'product';
  ogTitle?: string;
  imageSource?: string;
  imageAlt?: string;
  price?: string;
  jsonLd?: object[];
}

/** A product's address: its readable slug (the spec's `/product/{id}` still answers the same page). */
export const productPath = (product: Pick<Product, 'slug'>) => `/product/${product.slug}`;

/** The listings as the app's menus link them: `/{top level}/{section}/{category}`. */
const CATEGORY_LINKS = NAVIGATION.categories.flatMap((category) =>
  category.sections.flatMap((section) =>
    section.items.map((item) => ({
      path: `/${category.id}/${section.id}/${item.id}`,
      name: `${item.name} for ${category.id === 'women' ? 'her' : 'him'}`,
      id: item.id,
      alt: item.alt,
      picture: pictureSources(item.src, TILE_SIZES),
    })),
  ),
);

/** The canonical address of a category's listing. */
export const listingPathOf = (category: string) =>
  CATEGORY_LINKS.find((link) => link.id === category)?.path ?? `/${category}`;

/** Home, every category listing and every information page: the sitemap's fixed part. */
export const FIXED_PATHS = ['/', ...CATEGORY_LINKS.map((link) => link.path)];

/** The wide header's row: each top-level category (to its first listing) and the app's own pages. */
const TOP_LINKS = [
  ...NAVIGATION.categories.flatMap((category) => {
    const first = category.sections[0];
    const item = first?.items[0];
    // The app's category buttons open a menu (a chevron); the served page links to the first listing of it.
    return first && item
      ? [{ path: `/${category.id}/${first.id}/${item.id}`, name: category.name, menu: true }]
      : [];
  }),
  ...NAVIGATION.pages.map((page) => ({ path: page.href, name: page.name })),
];

const INFO_LINKS = INFO_PAGES.map((page) => ({ path: infoPagePath(page.slug), name: page.label }));

/** One whole HTML document: the app's page with this page's head and main content. */
function documentOf(site: Site, head: PageHead, main: string): string {
  const url = `${site.appUrl}${head.path ?? '/'}`;
  const share = shareImageFor(head.imageSource ?? DEFAULT_SHARE_SOURCE);
  const headHtml = headTemplate({
    title: head.title,
    description: head.description,
    noindex: head.noindex ?? false,
    canonical: head.path === undefined || head.noindex ? '' : url,
    shopName: site.shopName,
    ogType: head.ogType ?? 'website',
    ogTitle: head.ogTitle ?? head.title,
    url,
    image: {
      url: `${site.appUrl}${share.path}`,
      width: share.width,
      height: share.height,
      alt: head.imageAlt ?? site.shopName,
    },
    price: head.price ?? '',
    jsonLd: (head.jsonLd ?? []).map(jsonLdScript).join('\n'),
  });
  const delivery = site.offerPolicy;
  const content = layoutTemplate({
    paymentTestMode: site.paymentTestMode ?? false,
    // The app's strip words the shop's rule; without one the strip keeps its height, empty, as the app's does.
    deliveryPromise: delivery
      ? deliveryPromise({ charge: delivery.deliveryCharge, freeFrom: delivery.freeDeliveryMin })
      : '',
    categories: CATEGORY_LINKS,
    topCategories: TOP_LINKS,
    infoPages: INFO_LINKS,
    wide: head.wide ?? false,
    main,
  });
  return fillShell(site.shell, headHtml, content);
}

const titled = (site: Site, title: string) => `${title} | ${site.shopName} Jewellery`;
const absolute = (site: Site, crumbs: { name: string; path: string }[]): Crumb[] =>
  crumbs.map((crumb) => ({ name: crumb.name, url: `${site.appUrl}${crumb.path}` }));

export function homePage(site: Site): string {
  const description = `${site.shopName}: rings, bracelets, chains, ear rings and necklaces in gold, rose gold and silver, for her and for him.`;
  const main = homeTemplate({
    heading: `${site.shopName} Jewellery`,
    description,
    // The app's first home banner (apps/web/src/features/home/bannerSlides.ts), 1600 × 600.
    banner: { ...pictureSources(DEFAULT_SHARE_SOURCE, BANNER_SIZES), width: 1600, height: 600 },
    categories: CATEGORY_LINKS,
  });
  return documentOf(
    site,
    {
      title: `${site.shopName} Jewellery`,
      description,
      path: '/',
      jsonLd: homeLd({ name: site.shopName, url: site.appUrl, logo: `${site.appUrl}/favicon.svg` }),
    },
    main,
  );
}

/**
 * The cards whose pictures the app's grid loads at once (ProductGrid: the first four, a phone's first two rows,
 * which are both on its first screen). Loaded lazily, the second row's pictures arrived after the first screen and
 * became the page's last largest paint (0.7-1.2 s after the first row's on the bench's phone).
 */
const EAGER_CARDS = 4;

/** A finish's swatch colour, only when it is a plain hex colour (it goes into a style attribute). */
const swatch = (colour: string) => (/^#[0-9a-f]{3,8}$/i.test(colour) ? colour : 'transparent');

/** A product card of the listing, with what the app's card shows (components/ProductCard.tsx). */
function listingCard(product: Product, index: number) {
  const rating = product.numRatings;
  return {
    path: productPath(product),
    title: product.title,
    detail: product.detail,
    price: formatRupees(product.discountedPrice),
    mrp: product.discountedPrice < product.price ? formatRupees(product.price) : '',
    discountPercent: product.discountPercent,
    soldOut: product.quantity === 0,
    // The app's dots: one per finish (five at most) and the count, for a design in two finishes or more.
    finishes:
      product.finishCount >= 2 ? product.finishes.slice(0, 5).map((finish) => swatch(finish.color)) : [],
    finishCount: product.finishCount,
    stars: product.ratingsCount > 0 ? starsOf(rating) : undefined,
    rated: Math.round(Math.max(0, Math.min(5, rating)) * 2) / 2,
    ratingsCount: product.ratingsCount,
    picture: pictureSources(product.Image, GRID_SIZES),
    lazy: index >= EAGER_CARDS,
  };
}

/** A category's listing: its first page of products, as the app shows it without filters. */
export function listingPage(site: Site, category: string, products: Product[], total: number): string {
  const link = CATEGORY_LINKS.find((c) => c.id === category);
  if (!link) throw new Error(`not a category: ${category}`);
  const heading = categoryTitle(category);
  const crumbs = [{ name: 'Home', path: '/' }];
  // The app's breadcrumb names the address's first two levels: "Women", "Jewellery".
  const [, levelOne = '', levelTwo = ''] = link.path.split('/');
  const main = listingTemplate({
    section: NAVIGATION.categories.find((c) => c.id === levelOne)?.name ?? levelOne,
    group: levelTwo.charAt(0).toUpperCase() + levelTwo.slice(1),
    heading,
    count: `${total} piece${total === 1 ? '' : 's'}`,
    sortLabel: SERVED_SORT_LABEL,
    products: products.map(listingCard),
  });
  return documentOf(
    site,
    {
      title: titled(site, heading),
      description: `${heading} from ${site.shopName}: ${total === 1 ? 'one piece' : `${total} pieces`} in gold, rose gold and silver, delivered across India.`,
      path: link.path,
      wide: true,
      imageSource: products[0]?.Image,
      imageAlt: heading,
      jsonLd: [breadcrumbList(absolute(site, [...crumbs, { name: heading, path: link.path }]))],
    },
    main,
  );
}

/** The law's declarations in the order a label gives them (Legal Metrology rule 6(10); BIS hallmarking). */
export function declarationLines(facts: ProductDeclarations): { label: string; value: string }[] {
  const lines: [string, string | null][] = [
    ['Country of origin', facts.countryOfOrigin],
    ['Manufacturer', facts.manufacturer],
    ['Net quantity', facts.netQuantity],
    ['Purity', facts.purity],
    ['BIS HUID', facts.huid],
  ];
  return lines.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

/** The size guide's address beside a piece's sizes, as the app's page offers it: with more than one size. */
function guideLink(product: Product): string {
  const guide = product.sizes.length > 1 ? sizeGuideFor(product.thirdLevelCategory) : undefined;
  return guide ? infoPagePath(guide) : '';
}

/** The display copy of a piece that a guest cart line keeps (docs/api.md), as the app's product page writes it. */
function guestLineProduct(product: Product) {
  return {
    _id: product._id,
    title: product.title,
    Image: product.Image,
    color: product.color,
    price: product.price,
    discountedPrice: product.discountedPrice,
    discountPercent: product.discountPercent,
  };
}

export function productPage(site: Site, product: Product): string {
  const path = productPath(product);
  const link = CATEGORY_LINKS.find((c) => c.id === product.thirdLevelCategory);
  const crumbs = [
    { name: 'Home', path: '/' },
    ...(link ? [{ name: categoryTitle(link.id), path: link.path }] : []),
  ];
  const images = product.images.map((image) => image.src);
  const price = formatRupees(product.discountedPrice);
  const discounted = product.discountedPrice < product.price;
  const soldOut = product.sizes.every((size) => size.quantity <= 0);
  const [onlySize] = product.sizes;
  const main = productTemplate({
    crumbs,
    heading: product.title,
    detail: product.detail,
    rating:
      product.ratingsCount > 0
        ? `${product.numRatings.toFixed(1)} · ${product.ratingsCount} rating${product.ratingsCount === 1 ? '' : 's'}`
        : 'No ratings yet',
    stars: product.ratingsCount > 0 ? starsOf(product.numRatings) : undefined,
    metal: `${COLOR_LABELS[product.color as Color] ?? product.color}${product.material ? ` · ${product.material}` : ''}`,
    // The app's phone gallery shows a dot per picture under the first when there are several.
    dots: images.length > 1 ? images.map(() => ({})) : [],
    // …and a wide screen's gallery a row of thumbnails (lazy: a phone, which hides them, never fetches them).
    thumbnails: images.length > 1 ? images.map((src) => pictureSources(src, '80px')) : [],
    productId: product._id,
    line: JSON.stringify(guestLineProduct(product)),
    soldOut,
    // The app offers "Notify me" under the sizes when one is sold out; the served page holds its line.
    someSoldOut: product.sizes.some((size) => size.quantity <= 0),
    sizeGuide: guideLink(product),
    sizes: product.sizes.map((size) => ({
      name: size.name,
      label:
        size.quantity > 0 ? `Size ${size.name.toUpperCase()}` : `Size ${size.name.toUpperCase()}, sold out`,
      stock: size.quantity,
      soldOut: size.quantity <= 0,
      // A piece of one size takes it, as the app's page does.
      only: product.sizes.length === 1 && onlySize !== undefined && onlySize.quantity > 0,
    })),
    picture: pictureSources(product.Image, PRODUCT_MAIN_SIZES),
    price,
    mrp: discounted ? formatRupees(product.price) : '',
    discountPercent: product.discountPercent,
    availability: product.inStock ? 'In stock' : 'Out of stock',
    description: product.description,
    material: product.material ?? '',
    declarations: declarationLines(declaredFacts(product, site.seller)),
    // The other finishes of this design, each its own page (the canonical stays this product's own).
    finishes: product.finishes.map((finish) => ({
      label: finish.label,
      path: productPath(finish),
      current: finish.productId === product.id,
      inStock: finish.inStock,
    })),
    personalisation: product.personalisation
      ? `${product.personalisation.label} available (up to ${product.personalisation.maxChars} characters, +${formatRupees(product.personalisation.fee)}); personalised pieces cannot be returned.`
      : '',
  });
  const shareImages = [...new Set(images.map((src) => `${site.appUrl}${shareImageFor(src).path}`))];
  return documentOf(
    site,
    {
      title: titled(site, product.title),
      description: `${product.title} for ${price}. ${product.description}`.slice(0, 300),
      path,
      ogType: 'product',
      ogTitle: `${product.title} · ${price}`,
      imageSource: product.Image,
      imageAlt: product.title,
      price: product.discountedPrice.toFixed(2),
      jsonLd: [
        productLd(product, {
          url: `${site.appUrl}${path}`,
          images: shareImages,
          shopName: site.shopName,
          policy: site.offerPolicy,
        }),
        breadcrumbList(absolute(site, [...crumbs, { name: product.title, path }])),
      ],
    },
    main,
  );
}

export function infoPage(site: Site, page: InfoPageReply): string {
  const path = infoPagePath(page.slug as InfoPageSlug);
  const crumbs = [{ name: 'Home', path: '/' }];
  return documentOf(
    site,
    {
      title: titled(site, page.title),
      description: `${page.title}: how ${site.shopName} sells, delivers and looks after your jewellery.`,
      path,
      jsonLd: [breadcrumbList(absolute(site, [...crumbs, { name: page.title, path }]))],
    },
    infoTemplate({ crumbs, heading: page.title, html: page.html }),
  );
}

/** A page of the app that is personal or a search (cart, account, admin, …): served, never indexed. */
export function privatePage(site: Site, path: string): string {
  return documentOf(
    site,
    { title: `${site.shopName} Jewellery`, description: `${site.shopName} Jewellery`, path, noindex: true },
    messageTemplate({ heading: `${site.shopName} Jewellery`, message: 'Loading your page…' }),
  );
}

export function notFoundPage(site: Site, what: string): string {
  return documentOf(
    site,
    { title: titled(site, 'Page not found'), description: `This ${what} is not in the shop.`, noindex: true },
    messageTemplate({
      heading: `This ${what} is not here`,
      message: `We could not find this ${what}. It may have been removed.`,
    }),
  );
}

/** The app's five rating stars (MUI's Rating, to the half): each one full, half or empty. */
export function starsOf(rating: number): ('full' | 'half' | 'empty')[] {
  const halves = Math.round(rating * 2);
  return [1, 2, 3, 4, 5].map((star) =>
    halves >= star * 2 ? 'full' : halves === star * 2 - 1 ? 'half' : 'empty',
  );
}
