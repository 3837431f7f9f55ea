import { type Color, discountPercent, type ThirdLevelCategory } from '@shop/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { DemoProduct } from '../../db/seed/demo-catalogue.ts';
import { insertProducts } from '../../db/seed/seed.ts';

/** A small catalogue with known answers for the listing tests (prices in rupees). */
export const FIXTURE = {
  A: ['Aurora Gold Bracelet', 'women_bracelets', 'gold', 1000, 500, { s: 2, m: 0 }],
  B: ['Noor Silver Bracelet', 'women_bracelets', 'silver', 800, 800, { s: 0, m: 3, l: 1 }],
  C: ['Tara Rose Gold Bracelet', 'women_bracelets', 'rosegold', 1000, 700, { s: 0, m: 0 }],
  D: ['Lotus Gold Ring', 'women_rings', 'gold', 600, 500, { '6': 1, '7': 2 }],
  E: ['Celeste Silver Ring', 'women_rings', 'silver', 400, 399, { '6': 0, '7': 5 }],
  F: ['Moonlit Rose Gold Ring', 'women_rings', 'rosegold', 2000, 599, { '7': 1 }],
  G: ['Signet Silver Ring', 'men_rings', 'silver', 1500, 1200, { '8': 4, '9': 0 }],
  H: ['Rope Gold Chain', 'men_chains', 'gold', 3000, 2499, { s: 0, m: 0, l: 0, xl: 0 }],
  I: ['Cuban Silver Bracelet', 'men_bracelets', 'silver', 900, 450, { m: 1, xl: 2 }],
  J: ['Hoop Gold Earrings', 'women_earings', 'gold', 500, 500, { s: 3 }],
} as const satisfies Record<
  string,
  readonly [string, ThirdLevelCategory, Color, number, number, Record<string, number>]
>;
export type FixtureKey = keyof typeof FIXTURE;
export const FIXTURE_KEYS = Object.keys(FIXTURE) as FixtureKey[];

export function fixtureProduct(key: FixtureKey): DemoProduct {
  const [title, category, color, price, discounted, sizes] = FIXTURE[key];
  return {
    title,
    detail: `${color} piece`,
    description: 'Hand-finished with a mirror polish.',
    color,
    pricePaise: price * 100,
    discountedPricePaise: discounted * 100,
    discountPercent: discountPercent(price * 100, discounted * 100),
    topLevelCategory: category.startsWith('men_') ? 'men' : 'women',
    thirdLevelCategory: category,
    images: [`/media/uploads/${key.toLowerCase().repeat(32)}.webp`, `https://img.example.com/${key}/2.webp`],
    sizes: Object.entries(sizes).map(([name, quantity]) => ({ name, quantity })),
  };
}

/** Inserts the fixture catalogue; answers each product's id by its key. */
export async function insertFixtureCatalogue(db: DbOrTx): Promise<Record<FixtureKey, string>> {
  const ids = await insertProducts(db, FIXTURE_KEYS.map(fixtureProduct));
  return Object.fromEntries(FIXTURE_KEYS.map((key, i) => [key, ids[i]])) as Record<FixtureKey, string>;
}

/** The create-product payload exactly as the spec's admin form sends it: numbers as strings, "Clothing". */
export const specFormPayload = () => ({
  Image: 'https://cdn.example.com/rings/solitaire.jpg',
  title: 'Celeste Solitaire Ring',
  color: 'Rose Gold',
  quantity: '5',
  price: '1499',
  discountedPrice: '499',
  discountPercent: '99',
  topLevelCategory: 'Women',
  secondLevelCategory: 'Clothing',
  thirdLevelCategory: 'women_rings',
  description: 'A solitaire ring.\nHand-finished.',
  size: [
    { name: 'S', quantity: '1' },
    { name: 'M', quantity: '0' },
    { name: 'L', quantity: 2 },
  ],
});
