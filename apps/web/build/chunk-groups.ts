import { fileURLToPath } from 'node:url';

const source = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));
const ENTRY = source('main.tsx');
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

/**
 * Fewer, larger chunks: on a slow phone each extra file costs a round trip, and the browser opens only a few
 * connections at once. Everything the entry imports statically (the home page, the layout, React, MUI's core)
 * goes in one chunk instead of a dozen. What the home, listing and product pages import beyond it goes in one more
 * (one request behind the listing instead of twenty small MUI chunks; per-page groups came out no smaller, as the
 * bundler pulls shared modules into the first group that needs them). Other lazy pages are split as usual.
 */
export function chunkGroups() {
  let entry: Set<string> | undefined;
  let pages: Set<string> | undefined;
  return {
    groups: [
      {
        name(id: string, context: ModuleInfoLookup) {
          entry ??= staticClosure([ENTRY], context);
          pages ??= staticClosure(FIRST_PAGES, context);
          return entry.has(id) ? 'app' : pages.has(id) ? 'pages' : null;
        },
      },
    ],
  };
}
