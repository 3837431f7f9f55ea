import { categoryTitle, NAVIGATION, type ThirdLevelCategory } from '@shop/contracts';
import type { SearchTerm } from './search-terms.ts';

export interface CategorySuggestion {
  name: ThirdLevelCategory;
  label: string;
  path: string;
}

type Audience = 'women' | 'men';

/** The words shoppers use for each kind of piece, and for whom. */
const KIND_WORDS: Record<string, string[]> = {
  rings: ['ring', 'rings', 'band', 'bands', 'signet'],
  bracelets: ['bracelet', 'bracelets', 'bangle', 'bangles', 'kada', 'cuff', 'cuffs'],
  chains: ['chain', 'chains'],
  earings: ['earring', 'earrings', 'jhumka', 'jhumkas', 'studs', 'hoops', 'chandbali'],
  necklace: ['necklace', 'necklaces', 'pendant', 'pendants', 'choker', 'locket', 'mangalsutra'],
};
const AUDIENCE_WORDS: Record<Audience, string[]> = {
  women: ['women', 'womens', 'woman', 'ladies', 'lady', 'her', 'girls', 'female'],
  men: ['men', 'mens', 'man', 'gents', 'him', 'boys', 'male'],
};

const CATEGORIES = NAVIGATION.categories.flatMap((category) =>
  category.sections.flatMap((section) =>
    section.items.map((item) => ({
      name: item.id,
      audience: category.id as Audience,
      kind: item.id.slice(item.id.indexOf('_') + 1),
      path: `/${category.id}/${section.id}/${item.id}`,
    })),
  ),
);

/** True when a word as typed (at least `min` letters) or one of its corrections starts one of `words`. */
function mentions(term: SearchTerm, words: string[], min: number): boolean {
  const typed = term.word.length >= min ? [term.word] : [];
  return [...typed, ...term.corrections].some((t) => words.some((w) => w.startsWith(t)));
}

/**
 * The categories a search names: "ring" → Rings For Her and For Him, "mens braclet" → Bracelets For Him,
 * "women" → the first of hers. Words that name neither a kind nor an audience ("gold") do not narrow it.
 */
export function matchCategories(terms: SearchTerm[], limit: number): CategorySuggestion[] {
  const kinds = Object.keys(KIND_WORDS).filter((kind) =>
    terms.some((term) => mentions(term, KIND_WORDS[kind] ?? [], 2)),
  );
  const audiences = (Object.keys(AUDIENCE_WORDS) as Audience[]).filter((audience) =>
    terms.some((term) => mentions(term, AUDIENCE_WORDS[audience], 3)),
  );
  if (kinds.length === 0 && audiences.length === 0) return [];
  return CATEGORIES.filter(
    (c) =>
      (kinds.length === 0 || kinds.includes(c.kind)) &&
      (audiences.length === 0 || audiences.includes(c.audience)),
  )
    .slice(0, limit)
    .map((c) => ({ name: c.name, label: categoryTitle(c.name), path: c.path }));
}
