import {
  COLORS,
  type Color,
  discountPercent,
  THIRD_LEVEL_CATEGORIES,
  type ThirdLevelCategory,
} from '@shop/contracts';
import { DEMO_VIEWS, demoImageUrl } from '../../modules/media/demo-art.ts';
import { demoDescription } from './demo-descriptions.ts';
import { type DemoFacts, demoFacts } from './demo-facts.ts';
import { seededRandom } from './seeded-random.ts';

export interface DemoProduct {
  title: string;
  detail: string;
  description: string;
  color: Color;
  pricePaise: number;
  discountedPricePaise: number;
  discountPercent: number;
  topLevelCategory: 'men' | 'women';
  thirdLevelCategory: ThirdLevelCategory;
  images: string[];
  sizes: { name: string; quantity: number }[];
  hsn?: string;
  gstRate?: number;
  facts?: DemoFacts;
}

const STYLES: Record<ThirdLevelCategory, { nouns: string[]; sizes: string[] }> = {
  men_rings: {
    nouns: ['Signet Ring', 'Band Ring', 'Onyx Ring', 'Knot Ring', 'Chevron Ring'],
    sizes: ['6', '7', '8', '9'],
  },
  women_rings: {
    nouns: ['Solitaire Ring', 'Halo Ring', 'Stacking Ring', 'Crown Ring', 'Twist Ring'],
    sizes: ['5', '6', '7', '8'],
  },
  men_bracelets: {
    nouns: ['Cuban Bracelet', 'Cuff', 'Bead Bracelet', 'Link Bracelet', 'Kada'],
    sizes: ['s', 'm', 'l', 'xl'],
  },
  women_bracelets: {
    nouns: ['Tennis Bracelet', 'Charm Bracelet', 'Bangle', 'Cuff Bracelet', 'Chain Bracelet'],
    sizes: ['s', 'm', 'l'],
  },
  men_chains: {
    nouns: ['Rope Chain', 'Box Chain', 'Curb Chain', 'Figaro Chain', 'Wheat Chain'],
    sizes: ['s', 'm', 'l', 'xl'],
  },
  women_earings: {
    nouns: ['Hoop Earrings', 'Drop Earrings', 'Jhumka', 'Stud Earrings', 'Chandbali'],
    sizes: ['s', 'm'],
  },
  women_necklace: {
    nouns: ['Pendant Necklace', 'Choker', 'Layered Necklace', 'Locket', 'Mangalsutra'],
    sizes: ['s', 'm', 'l'],
  },
};

const ADJECTIVES = [
  'Celeste',
  'Aurora',
  'Moonlit',
  'Noor',
  'Tara',
  'Lotus',
  'Sitara',
  'Chandra',
  'Meher',
  'Zoya',
  'Ira',
  'Veda',
];
const COLOR_WORD: Record<Color, string> = { gold: 'Gold', rosegold: 'Rose Gold', silver: 'Sterling Silver' };

/**
 * Selling prices (rupees) like the spec's shop (docs/design.md "Second round"): mostly ₹199–₹999, across the four
 * bands of the price filter, and a few pieces up to ₹2,999 for the "₹999 and above" band.
 */
const PRICE_POINTS = [
  199, 249, 299, 349, 399, 449, 499, 549, 599, 649, 699, 749, 799, 849, 899, 949, 999, 1199, 1499, 2999,
];
/**
 * Believable discounts, none to 50 %. The spec's "60 % and above" … "80 % and above" filters match nothing in
 * the demo, as docs/design.md decides.
 */
const DISCOUNTS = [0, 10, 15, 20, 25, 30, 35, 40, 45, 50];

export const DEMO_PRODUCTS_PER_CATEGORY = 10;

/**
 * The demo catalogue: 70 products, ten in each third-level category, deterministic so that a fresh shop
 * and the tests always see the same one. Every few products have sold-out sizes; a few are fully sold out.
 */
export function demoCatalogue(): DemoProduct[] {
  const products: DemoProduct[] = [];
  let variant = 0;
  for (const category of THIRD_LEVEL_CATEGORIES) {
    const style = STYLES[category];
    for (let i = 0; i < DEMO_PRODUCTS_PER_CATEGORY; i++, variant++) {
      const rnd = seededRandom(variant * 31 + 7);
      const color = COLORS[(variant + i) % COLORS.length] ?? 'gold';
      const noun = style.nouns[i % style.nouns.length] ?? 'Piece';
      const adjective = ADJECTIVES[(variant * 5 + i) % ADJECTIVES.length];
      // Each category takes every other price point (odd or even), in a shuffled order, and all ten discounts.
      const categoryIndex = Math.floor(variant / DEMO_PRODUCTS_PER_CATEGORY);
      const pricePoint = 2 * ((i * 3 + categoryIndex) % 10) + (categoryIndex % 2);
      const discountedRupees = PRICE_POINTS[pricePoint] ?? 499;
      const discount = DISCOUNTS[(i * 7 + categoryIndex * 3) % DISCOUNTS.length] ?? 0;
      // Rounded up, so the shown (floored) percent is the intended one.
      const priceRupees = Math.ceil(discountedRupees / (1 - discount / 100));
      const pricePaise = priceRupees * 100;
      const discountedPricePaise = discountedRupees * 100;
      const soldOut = variant % 9 === 4;
      const sizes = style.sizes.map((name, index) => ({
        name,
        quantity: soldOut || (variant + index) % 5 === 0 ? 0 : 1 + Math.floor(rnd() * 12),
      }));
      const title = `${adjective} ${COLOR_WORD[color]} ${noun}`;
      products.push({
        title,
        detail: `${COLOR_WORD[color]} · ${noun.toLowerCase()}`,
        description: demoDescription(category, noun, color, variant),
        color,
        pricePaise,
        discountedPricePaise,
        discountPercent: discountPercent(pricePaise, discountedPricePaise),
        topLevelCategory: category.startsWith('men_') ? 'men' : 'women',
        thirdLevelCategory: category,
        images: Array.from({ length: DEMO_VIEWS }, (_, view) => demoImageUrl(variant, view)),
        sizes,
        facts: demoFacts(category, color, variant),
      });
    }
  }
  return products;
}
