import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

const MAX_SEARCH_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/** Shorter words are still being typed, or too short for a correction to mean anything. */
const MIN_CORRECTED_LENGTH = 4;
const CORRECTIONS_PER_WORD = 3;
const LETTERS_ONLY = /^\p{L}+$/u;

/** The words of a search, lower case: letters and digits only, so nothing typed reaches the tsquery syntax. */
export function searchWords(text: string): string[] {
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_SEARCH_WORDS);
}

/** A word as typed and the catalogue words it may be a misspelling of (none when the catalogue knows it). */
export interface SearchTerm {
  word: string;
  corrections: string[];
}

export interface ResolvedSearch {
  terms: SearchTerm[];
  /** For `to_tsquery('english', …)`: every word required, each as a prefix or one of its corrections. */
  tsquery: string;
}

/**
 * Typo tolerance: a word that no catalogue word starts with is looked up in the search_words dictionary by
 * trigram similarity (pg_trgm's `%`, threshold 0.3), and its closest words become alternatives, so `braclet`
 * also matches bracelet and `ernings` earrings. Words the catalogue knows are matched as typed (as prefixes).
 */
export async function resolveSearch(db: DbOrTx, text: string): Promise<ResolvedSearch | undefined> {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const lookup = words.filter((w) => w.length >= MIN_CORRECTED_LENGTH && LETTERS_ONLY.test(w));
  const corrections = new Map<string, string[]>();
  if (lookup.length > 0) {
    const typed = sql.join(
      lookup.map((w) => sql`${w}`),
      sql`, `,
    );
    const result = await db.execute<{ word: string; correction: string }>(sql`
      select t.word, c.word as correction
      from unnest(array[${typed}]::text[]) as t(word)
      cross join lateral (
        select d.word from (
          -- One word per stem: "bracelet" and "bracelets" would match the same products twice over.
          select distinct on (stem) s.word, similarity(s.word, t.word) as score
          from search_words s,
            coalesce((ts_lexize('english_stem', s.word))[1], s.word) as stem
          where s.word % t.word
            and not exists (select 1 from search_words k where k.word like t.word || '%')
          order by stem, score desc, s.word
        ) d
        order by d.score desc, d.word
        limit ${CORRECTIONS_PER_WORD}
      ) c`);
    for (const row of result.rows) {
      // Dictionary words are letters only by construction; checked again before they enter a tsquery.
      if (!LETTERS_ONLY.test(row.correction)) continue;
      corrections.set(row.word, [...(corrections.get(row.word) ?? []), row.correction]);
    }
  }
  const terms = words.map((word) => ({ word, corrections: corrections.get(word) ?? [] }));
  const tsquery = terms
    .map(({ word, corrections: alternatives }) =>
      alternatives.length > 0 ? `(${[`${word}:*`, ...alternatives].join(' | ')})` : `${word}:*`,
    )
    .join(' & ');
  return { terms, tsquery };
}
