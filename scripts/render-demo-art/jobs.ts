import { DEMO_AVIF_WIDTHS, THIRD_LEVEL_CATEGORIES, type ThirdLevelCategory } from '@shop/contracts';
import { demoCatalogue } from '../../apps/api/src/db/seed/demo-catalogue.ts';
import type { PieceKind, PieceSpec, View } from './spec.ts';

export interface Output {
  /** File name without `.webp`; width variants get `-{width}` appended. */
  name: string;
  width: number;
  height: number;
  /** Smaller WebP copies written beside the full-size file. */
  variants: number[];
  /** AVIF copies (`-{width}.avif`): what browsers fetch first, about 40 % fewer bytes than WebP. */
  avifVariants: readonly number[];
}

export interface Job {
  piece: PieceSpec;
  view: View;
  output: Output;
}

const KIND_BY_CATEGORY: Record<ThirdLevelCategory, PieceKind> = {
  men_rings: 'ring',
  women_rings: 'ring',
  men_bracelets: 'bracelet',
  women_bracelets: 'bracelet',
  men_chains: 'chain',
  women_necklace: 'necklace',
  women_earings: 'earrings',
};

/** The third view: worn-looking on skin for pieces worn near the face, a close detail for the rest. */
function thirdView(kind: PieceKind): View {
  return kind === 'earrings' || kind === 'necklace' ? 'worn' : 'detail';
}

const PRODUCT_VIEWS = (kind: PieceKind): View[] => ['front', 'angle', thirdView(kind)];

/** One job per product view, in catalogue order; the variant is the product's index in the catalogue. */
export function productJobs(): Job[] {
  return demoCatalogue().flatMap((product, variant) => {
    const kind = KIND_BY_CATEGORY[product.thirdLevelCategory];
    // The seed file's detail line is "{Colour} · {noun}"; the noun picks the shape.
    const style = product.detail.split(' · ')[1] ?? product.title;
    const piece: PieceSpec = { kind, style, metal: product.color, seed: variant * 7919 + 13 };
    return PRODUCT_VIEWS(kind).map((view, index) => ({
      piece,
      view,
      output: {
        name: `${variant}-${index}`,
        width: 1200,
        height: 1200,
        variants: [400, 800],
        avifVariants: DEMO_AVIF_WIDTHS.product,
      },
    }));
  });
}

const BANNER_PIECES: PieceSpec[] = [
  { kind: 'necklace', style: 'Pendant Necklace', metal: 'gold', seed: 4242 },
  { kind: 'ring', style: 'Halo Ring', metal: 'rosegold', seed: 4243 },
];

export function bannerJobs(): Job[] {
  return BANNER_PIECES.map((piece, i) => ({
    piece,
    view: 'banner',
    output: {
      name: `banner-${i}`,
      width: 1600,
      height: 600,
      variants: [400, 800],
      avifVariants: DEMO_AVIF_WIDTHS.banner,
    },
  }));
}

const TILE_STYLES: Record<ThirdLevelCategory, string> = {
  men_rings: 'Signet Ring',
  women_rings: 'Solitaire Ring',
  men_bracelets: 'Cuban Bracelet',
  women_bracelets: 'Tennis Bracelet',
  men_chains: 'Rope Chain',
  women_necklace: 'Pendant Necklace',
  women_earings: 'Jhumka',
};

export function categoryJobs(): Job[] {
  return THIRD_LEVEL_CATEGORIES.map((category, i) => ({
    piece: {
      kind: KIND_BY_CATEGORY[category],
      style: TILE_STYLES[category],
      metal: category.startsWith('men_') ? 'silver' : i % 2 === 0 ? 'gold' : 'rosegold',
      seed: 9000 + i,
    },
    view: 'tile',
    output: {
      name: `category-${category}`,
      width: 800,
      height: 800,
      variants: [400, 800],
      avifVariants: DEMO_AVIF_WIDTHS.category,
    },
  }));
}
