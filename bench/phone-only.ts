// `npm run bench:phone`: only the shopper's phone (390 px, slow 4G, 4× CPU in a real browser), against the current
// build: when the content shows, the header is live, Add to Cart adds (product page) and the app has taken over.
// BENCH_PAGES, BENCH_LISTING, BENCH_RUNS (5) and BENCH_VERBOSE as for `npm run bench:web`.
import { phoneFigures } from './phone.ts';

console.table(await phoneFigures());
