import { fileURLToPath } from 'node:url';

const source = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));
/** The app's start, which main.tsx imports last, after React DOM and the libraries (decision 0125). */
const APP = source('app/startApp.tsx');
/** The pages most visits start on (routePages.ts): loaded while the startup spinner shows. */
const FIRST_PAGES = [
  'features/home/HomePage.tsx',
  'features/catalog/ListingPage.tsx',
  'features/product/ProductPage.tsx',
].map(source);

type ModuleInfoLookup = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/**
 * Import lists are taken before tree-shaking: @shop/contracts' index names all of the contracts, the Zod schemas
 * that the browser never runs (see `moduleSideEffects` in vite.config.ts) and modules only lazy pages use (the
 * Indian states), so the walk stops there and they stay out of the groups. What the first pages do use of the
 * contracts still lands in the entry's chunk, as the bundler puts there what the entry imports.
 */
const NOT_FOLLOWED =
  /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]contracts[\\/]src[\\/](schemas[\\/]|index\.ts$)/;

/** A library's index that re-exports many modules: what it names is not what the app uses, so it is not followed. */
const isBarrel = (id: string, imports: readonly string[]) =>
  /[\\/]node_modules[\\/].*[\\/]index\.m?js$/.test(id) && imports.length > 4;

function staticClosure(roots: string[], context: ModuleInfoLookup): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id) || NOT_FOLLOWED.test(id)) continue;
    seen.add(id);
    const imports = context.getModuleInfo(id)?.importedIds ?? [];
    if (!isBarrel(id, imports)) stack.push(...imports);
  }
  return seen;
}

const REACT_DOM = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const LIBRARY = /[\\/]node_modules[\\/]/;
const PRELOAD_HELPER = /vite\/preload-helper/;

/**
 * Fewer, larger chunks: on a slow phone each extra file costs a round trip, and the browser opens only a few
 * connections at once. What the app's start imports statically (the layout, React, MUI's core) goes in three chunks
 * instead of a dozen: React DOM, the other libraries, the app's own code. main.tsx evaluates them one after the
 * other in tasks of their own: one chunk was one task of 200–300 ms on a phone, which Total Blocking Time counts
 * (decision 0125). What the home, listing and product pages import beyond it goes in one more
 * (one request behind the listing instead of twenty small MUI chunks; per-page groups came out no smaller, as the
 * bundler pulls shared modules into the first group that needs them). Other lazy pages are split as usual.
 */
export function chunkGroups() {
  let entry: Set<string> | undefined;
  let pages: Set<string> | undefined;
  return {
    groups: [
      // A group takes its modules' dependencies too, unless a group of a higher priority took them first.
      // Vite's helper for dynamic imports goes with React DOM, which main.tsx imports statically: in the app's
      // chunk, main.tsx's import of it would evaluate the whole app in the first task.
      { name: 'react', priority: 3, test: (id: string) => REACT_DOM.test(id) || PRELOAD_HELPER.test(id) },
      {
        priority: 2,
        name(id: string, context: ModuleInfoLookup) {
          entry ??= staticClosure([APP], context);
          return LIBRARY.test(id) && entry.has(id) ? 'libraries' : null;
        },
      },
      {
        priority: 1,
        name(id: string, context: ModuleInfoLookup) {
          entry ??= staticClosure([APP], context);
          pages ??= staticClosure(FIRST_PAGES, context);
          return entry.has(id) ? 'app' : pages.has(id) ? 'pages' : null;
        },
      },
    ],
  };
}
