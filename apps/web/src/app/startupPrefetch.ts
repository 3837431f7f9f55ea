import { avifSrcSet, imageSrcSet } from '@shop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { isListingCategory, listingApiQuery, listingQuery } from '../features/catalog/listingQuery.ts';
import { BANNER_SLIDES } from '../features/home/bannerSlides.ts';
import { collectionQuery } from '../features/home/collectionQuery.ts';
import { shopQuery } from '../features/shop/shopQuery.ts';
import { BANNER_SIZES, CAROUSEL_SIZES, GRID_SIZES, PRODUCT_MAIN_SIZES } from '../lib/imageSources.ts';
import { productImages, productQuery } from '../lib/productQuery.ts';
import { HomePage, ListingPage, ProductPage } from './routePages.ts';

/**
 * Asks for a picture now, ahead of the page that will show it (the page's largest paint). With width variants
 * the preload carries the same srcset and sizes as the <img>, so both pick the same file: a plain href would
 * fetch the 1200 px file, which the phone's <img> then reuses instead of its 400 px one. A picture with AVIF
 * copies preloads those, typed, as its <picture> offers them first (a browser without AVIF skips the preload).
 */
function preloadImage(src: string | undefined, sizes: string) {
  if (!src) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  const avif = avifSrcSet(src);
  const srcSet = avif ?? imageSrcSet(src);
  if (avif) link.type = 'image/avif';
  if (srcSet) {
    link.imageSrcset = srcSet;
    link.imageSizes = sizes;
  }
  link.fetchPriority = 'high';
  document.head.append(link);
}

function safeDecode(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const PRODUCT_PATH = /^\/product\/([^/]+)\/?$/i;
const LISTING_PATH = /^\/(?!admin\/)[^/]+\/[^/]+\/([^/]+)\/?$/i;
const HOME_PATH = /^\/(login|register)?\/?$/i;

/**
 * While the startup spinner shows (docs/product.md §1), the first page's code, data and largest picture are
 * already on their way: the page renders with them when the spinner ends instead of starting then.
 * Uses the pages' own query options, so the pages find the answers in the cache. Settles when the first
 * page's code and data are in (failed or not): startApp.tsx renders the app then, so the server's content is
 * replaced by the finished page, never by a loading state.
 */
export function startupPrefetch(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<unknown> {
  const { pathname, search } = location;
  // Every page shows the test-mode banner when payments are simulated: ask once, for the whole visit.
  void queryClient.prefetchQuery(shopQuery());

  if (HOME_PATH.test(pathname)) {
    preloadImage(BANNER_SLIDES[0]?.picture, BANNER_SIZES);
    return Promise.allSettled([
      HomePage.preload(),
      queryClient
        .fetchQuery(collectionQuery())
        .then((page) => preloadImage(page.content[0]?.Image, CAROUSEL_SIZES)),
    ]);
  }

  const productId = safeDecode(PRODUCT_PATH.exec(pathname)?.[1]);
  if (productId) {
    // The data first: it waits behind no other request, then the page's code.
    const data = queryClient
      .fetchQuery(productQuery(productId))
      .then((product) => preloadImage(productImages(product)[0], PRODUCT_MAIN_SIZES));
    return Promise.allSettled([data, ProductPage.preload()]);
  }

  const category = LISTING_PATH.exec(pathname)?.[1]?.toLowerCase();
  if (category && isListingCategory(category)) {
    const data = queryClient
      .fetchQuery(listingQuery(listingApiQuery(new URLSearchParams(search), category)))
      .then((page) => {
        for (const product of page.content.slice(0, 2)) preloadImage(product.Image, GRID_SIZES);
      });
    return Promise.allSettled([data, ListingPage.preload()]);
  }
  return Promise.resolve();
}
