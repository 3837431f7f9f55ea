/** Catalogue constants and navigation data from docs/product.md sections 3 and 9. */

export const TOP_LEVEL_CATEGORIES = ['men', 'women'] as const;
export type TopLevelCategory = (typeof TOP_LEVEL_CATEGORIES)[number];

/** The spec's admin form stores "Clothing" by mistake; we store "jewellery" (docs/design.md). */
export const SECOND_LEVEL_CATEGORY = 'jewellery';

export const THIRD_LEVEL_CATEGORIES = [
  'men_rings',
  'men_bracelets',
  'men_chains',
  'women_rings',
  'women_bracelets',
  'women_earings',
  'women_necklace',
] as const;
export type ThirdLevelCategory = (typeof THIRD_LEVEL_CATEGORIES)[number];

export const COLORS = ['gold', 'rosegold', 'silver'] as const;
export type Color = (typeof COLORS)[number];

export const COLOR_LABELS: Record<Color, string> = { gold: 'Gold', rosegold: 'Rose Gold', silver: 'Silver' };

export const FILTER_SIZES = ['s', 'm', 'l', 'xl'] as const;

/** The spec's four bands and "₹999 and above" (no upper bound), so every piece of the catalogue is in one. */
export const PRICE_BANDS: readonly { label: string; min: number; max: number | null }[] = [
  { label: '₹0 - ₹399', min: 0, max: 399 },
  { label: '₹399 - ₹599', min: 399, max: 599 },
  { label: '₹599 - ₹799', min: 599, max: 799 },
  { label: '₹799 - ₹999', min: 799, max: 999 },
  { label: '₹999 and above', min: 999, max: null },
];

export const DISCOUNT_FILTERS = [10, 20, 30, 40, 50, 60, 70, 80] as const;

export const STOCK_FILTERS = ['in_stock', 'out_of_stock'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** The spec's price sorts (price_low is the default), then newest first, best selling first, deepest discount first. */
export const SORTS = ['price_low', 'price_high', 'newest', 'bestseller', 'discount'] as const;
export type Sort = (typeof SORTS)[number];

export const LISTING_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export interface NavItem {
  id: ThirdLevelCategory;
  name: string;
  src: string;
  alt: string;
}
export interface NavSection {
  id: string;
  name: string;
  items: NavItem[];
}
export interface NavCategory {
  id: TopLevelCategory;
  name: string;
  featured: never[];
  sections: NavSection[];
}
export interface Navigation {
  categories: NavCategory[];
  pages: { name: string; href: string }[];
}

const item = (id: ThirdLevelCategory, name: string, forWhom: string): NavItem => ({
  id,
  name,
  src: `/media/demo/category-${id}.webp`,
  alt: `${name} for ${forWhom}`,
});

export const NAVIGATION: Navigation = {
  categories: [
    {
      id: 'women',
      name: 'Women',
      featured: [],
      sections: [
        {
          id: 'jewellery',
          name: 'Jewellery',
          items: [
            item('women_rings', 'Rings', 'her'),
            item('women_bracelets', 'Bracelets', 'her'),
            item('women_earings', 'Ear Rings', 'her'),
            item('women_necklace', 'Necklace', 'her'),
          ],
        },
      ],
    },
    {
      id: 'men',
      name: 'Men',
      featured: [],
      sections: [
        {
          id: 'jewellery',
          name: 'Jewellery',
          items: [
            item('men_rings', 'Rings', 'him'),
            item('men_bracelets', 'Bracelets', 'him'),
            item('men_chains', 'Chains', 'him'),
          ],
        },
      ],
    },
  ],
  // The spec's Company and Stores links, to the pages they stand for (About and Stores).
  pages: [
    { name: 'Company', href: '/pages/about' },
    { name: 'Stores', href: '/pages/stores' },
  ],
};

/** "Rings For Her", "Chains For Him": the listing title follows the category (docs/design.md). */
export function categoryTitle(thirdLevel: string): string {
  for (const category of NAVIGATION.categories) {
    for (const section of category.sections) {
      const found = section.items.find((i) => i.id === thirdLevel);
      if (found) return `${found.name} For ${category.id === 'women' ? 'Her' : 'Him'}`;
    }
  }
  return 'Jewellery';
}
