import { paiseToRupees, type SuggestReply } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shownToShoppers } from '../../lib/shown-to-shoppers.ts';
import { matchCategories } from './search-categories.ts';
import { withSearchPlan } from './search-plan.ts';
import { resolveSearch } from './search-terms.ts';

export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 3;
/**
 * Suggestions rank at most this many matches: a word shared by most of a large catalogue ("g", "gold") would
 * otherwise rank tens of thousands of rows on every keystroke. Narrower searches are ranked in full.
 */
const SUGGEST_CANDIDATES = 200;

/** Suggestions as a shopper types: the best-matching pieces (typos forgiven) and the categories the words name. */
export async function suggest(db: DbOrTx, text: string): Promise<SuggestReply> {
  const { search, rows } = await withSearchPlan(db, async (tx) => {
    const resolved = await resolveSearch(tx, text);
    if (!resolved) return { search: undefined, rows: [] };
    const tsquery = sql`to_tsquery('english', ${resolved.tsquery})`;
    const result = await tx.execute<{
      id: string;
      title: string;
      image_url: string;
      discounted_price_paise: number;
    }>(sql`
      select c.id, c.title, c.image_url, c.discounted_price_paise
      from (select p.id, p.title, p.image_url, p.discounted_price_paise, p.search_vector from products p
            where ${shownToShoppers(sql`p`)} and p.search_vector @@ ${tsquery}
            limit ${SUGGEST_CANDIDATES}) c
      order by ts_rank(c.search_vector, ${tsquery}) desc, c.id
      limit ${SUGGESTED_PRODUCTS}`);
    return { search: resolved, rows: result.rows };
  });
  if (!search) return { products: [], categories: [] };
  return {
    products: rows.map((row) => ({
      _id: row.id,
      title: row.title,
      Image: row.image_url,
      discountedPrice: paiseToRupees(row.discounted_price_paise),
    })),
    categories: matchCategories(search.terms, SUGGESTED_CATEGORIES),
  };
}
