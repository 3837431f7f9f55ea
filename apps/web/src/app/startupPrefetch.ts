import type { QueryClient } from '@tanstack/react-query';
import { isListingCategory, listingApiQuery, listingQuery } from '../features/catalog/listingQuery.ts';
import { collectionQuery } from '../features/home/collectionQuery.ts';
import { productImages, productQuery } from '../features/product/productQuery.ts';
import { shopQuery } from '../features/shop/shopQuery.ts';
import { HomePage, ListingPage, ProductPage } from './routePages.ts';

/** Asks for a picture now, ahead of the page that will show it (the page's largest paint). */
function preloadImage(src: string | undefined) {
  if (!src) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
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
 * While the startup spinner shows (SPEC.md §1), the first page's code, data and largest picture are
 * already on their way: the page renders with them when the spinner ends instead of starting then.
 * Uses the pages' own query options, so the pages find the answers in the cache.
 */
export function startupPrefetch(queryClient: QueryClient, location: Pick<Location, 'pathname' | 'search'>) {
  const { pathname, search } = location;
  const ignore = () => undefined;
  // Every page shows the test-mode banner when payments are simulated: ask once, for the whole visit.
  void queryClient.prefetchQuery(shopQuery());

  if (HOME_PATH.test(pathname)) {
    preloadImage('/media/banners/0.svg');
    HomePage.preload().catch(ignore);
    queryClient.fetchQuery(collectionQuery()).then((page) => preloadImage(page.content[0]?.Image), ignore);
    return;
  }

  const productId = safeDecode(PRODUCT_PATH.exec(pathname)?.[1]);
  if (productId) {
    // The data first: it waits behind no other request, then the page's code.
    queryClient
      .fetchQuery(productQuery(productId))
      .then((product) => preloadImage(productImages(product)[0]), ignore);
    ProductPage.preload().catch(ignore);
    return;
  }

  const category = LISTING_PATH.exec(pathname)?.[1]?.toLowerCase();
  if (category && isListingCategory(category)) {
    queryClient
      .fetchQuery(listingQuery(listingApiQuery(new URLSearchParams(search), category)))
      .then((page) => {
        for (const product of page.content.slice(0, 2)) preloadImage(product.Image);
      }, ignore);
    ListingPage.preload().catch(ignore);
  }
}
