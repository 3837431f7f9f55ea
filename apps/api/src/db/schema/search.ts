import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word (three letters or more) of the catalogue's titles, colours, categories and descriptions: the
 * dictionary a misspelt search word is corrected against with trigram similarity (pg_trgm). Filled by triggers
 * on products (migration 0004_discovery); words of edited or deleted products stay, which is harmless.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);
