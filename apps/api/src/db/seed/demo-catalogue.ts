import {
  COLORS,
  type Color,
  discountPercent,
  THIRD_LEVEL_CATEGORIES,
  type ThirdLevelCategory,
} from '@shop/contracts';
import { seededRandom } from '../../lib/art/shapes.ts';
import { DEMO_VIEWS, demoImageUrl } from '../../modules/media/demo-art.ts';
import { type DemoFacts, demoFacts } from './demo-facts.ts';

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

/** Discounted prices (rupees) spread over every filter band of the spec, and beyond it. */
const PRICE_POINTS = [249, 349, 399, 449, 549, 599, 649, 749, 799, 849, 949, 999, 1299, 1899, 2499];
/** Discounts from none to 85 %, so every "10 % and above" … "80 % and above" filter matches something. */
const DISCOUNTS = [0, 12, 25, 33, 41, 52, 60, 68, 75, 85];

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
      const discountedRupees = PRICE_POINTS[(variant * 7 + i) % PRICE_POINTS.length] ?? 499;
      const discount = DISCOUNTS[(variant * 3 + Math.floor(variant / 10)) % DISCOUNTS.length] ?? 0;
      const priceRupees =
        discount === 0 ? discountedRupees : Math.round(discountedRupees / (1 - discount / 100));
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
        description: `${title}, hand-finished in ${COLOR_WORD[color].toLowerCase()} with a mirror polish. Hypoallergenic, nickel free and made to be worn every day. Comes in a MoonMade gift box.`,
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
