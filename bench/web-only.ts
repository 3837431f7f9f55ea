// `npm run bench:web`: only the web part of `npm run bench` (route weights, Lighthouse mobile, median of 5, and 6× CPU,
// and the shopper's phone: 390 px, slow 4G, 4× CPU in a real browser), against the current build.
// BENCH_PAGES=listing,product limits the pages, BENCH_LISTING=women_bracelets picks the listing, BENCH_RUNS=3 the
// loads per page, BENCH_VERBOSE=1 prints every run.
import { phoneFigures } from './phone.ts';
import { lighthouseFigures, webWeight } from './web.ts';

console.table(await webWeight());
console.table(await lighthouseFigures());
console.table(await phoneFigures());
