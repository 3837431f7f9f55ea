import { preloadableLazy } from '../lib/preloadableLazy.tsx';

/** The pages a visit most often starts on: startupPrefetch.ts loads their code while the spinner shows. */
export const HomePage = preloadableLazy(async () => ({
  default: (await import('../features/home/HomePage.tsx')).HomePage,
}));
export const ListingPage = preloadableLazy(() => import('../features/catalog/ListingPage.tsx'));
export const ProductPage = preloadableLazy(() => import('../features/product/ProductPage.tsx'));
