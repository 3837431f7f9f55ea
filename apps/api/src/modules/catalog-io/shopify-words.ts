/** Reading a Shopify product's colour, gender and kind of piece from its words (Type, category, tags, title). */

interface Words {
  type: string;
  category: string;
  tags: string;
  title: string;
}

/** Rose gold before gold: "Rose Gold Plated" is rose gold. Sterling silver, 925 and oxidised pieces are silver. */
export function shopifyColor(text: string): string | undefined {
  const lower = text.toLowerCase();
  if (/rose[\s-]?gold/.test(lower)) return 'Rose Gold';
  if (/\b(silver|925|oxidi[sz]ed)\b/.test(lower)) return 'Silver';
  if (/\bgold/.test(lower)) return 'Gold';
  return undefined;
}

const tagList = (tags: string) => tags.split(',').map((tag) => tag.trim().toLowerCase());

/** Men when a tag, the Type or the title says so ("men", "men's", "for him"); otherwise women. */
export function shopifyTopLevel(words: Words): 'men' | 'women' {
  const tags = tagList(words.tags);
  if (tags.some((tag) => /^(men|mens|men's|for him|him)$/.test(tag))) return 'men';
  if (tags.some((tag) => /^(women|womens|women's|for her|her)$/.test(tag))) return 'women';
  return /\b(men'?s?|for him)\b/i.test(`${words.type} ${words.title}`) ? 'men' : 'women';
}

const KINDS: [RegExp, string][] = [
  [/\b(ear\s?rings?|earings?|studs?|hoops?|jhumkas?|ear\s?cuffs?|danglers?)\b/, 'earings'],
  [/\b(bracelets?|bangles?|kadas?|cuffs?)\b/, 'bracelets'],
  [/\b(rings?|bands?)\b/, 'rings'],
  [/\b(chains?)\b/, 'chains'],
  [/\b(necklaces?|pendants?|chokers?|mangalsutras?|lockets?)\b/, 'necklace'],
];

/** The third-level category, or undefined when no word names a kind of piece the shop sells for that gender. */
export function shopifyCategory(words: Words, top: 'men' | 'women'): string | undefined {
  for (const text of [words.type, words.category.split('>').pop() ?? '', words.title]) {
    const lower = text.toLowerCase();
    for (const [pattern, kind] of KINDS) {
      if (!pattern.test(lower)) continue;
      if (top === 'men' && (kind === 'earings' || kind === 'necklace'))
        return kind === 'necklace' ? 'men_chains' : undefined;
      if (top === 'women' && kind === 'chains') return 'women_necklace';
      return `${top}_${kind}`;
    }
  }
  return undefined;
}
