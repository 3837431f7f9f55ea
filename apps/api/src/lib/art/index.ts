import { BACKDROPS, type Metal } from './palette.ts';
import { bracelet, chain, earrings, gemGradient, metalGradient, ring, seededRandom } from './shapes.ts';

export const ART_KINDS = ['ring', 'bracelet', 'chain', 'necklace', 'earrings'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

/** Which drawing each third-level category gets. */
export const KIND_BY_CATEGORY: Record<string, ArtKind> = {
  men_rings: 'ring',
  women_rings: 'ring',
  men_bracelets: 'bracelet',
  women_bracelets: 'bracelet',
  men_chains: 'chain',
  women_necklace: 'necklace',
  women_earings: 'earrings',
};

function piece(kind: ArtKind, p: string, rnd: () => number, variant: number): string {
  const withGem = variant % 3 !== 0;
  switch (kind) {
    case 'ring':
      return ring(p, rnd, withGem);
    case 'bracelet':
      return bracelet(p, rnd, withGem);
    case 'chain':
      return chain(p, rnd, false);
    case 'necklace':
      return chain(p, rnd, true);
    case 'earrings':
      return earrings(p, rnd);
  }
}

/**
 * A studio-style drawing of one piece: metallic gradient in the item's colour, a highlight, a soft shadow
 * on a neutral backdrop, square. `variant` makes each product its own piece; `view` turns and zooms it.
 */
export function productArt(kind: ArtKind, metal: Metal, variant: number, view: number): string {
  const rnd = seededRandom(variant * 7919 + ART_KINDS.indexOf(kind) * 104729);
  const p = `a${variant}v${view}`;
  const [bgLight, bgDark] = BACKDROPS[variant % BACKDROPS.length] ?? BACKDROPS[0];
  const rotation = view === 1 ? -16 : view === 2 ? 10 : 0;
  const scale = view === 2 ? 1.28 : 1;
  const drawing = piece(kind, p, rnd, variant);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">
<defs>${metalGradient(p, metal, 25 + (variant % 5) * 20)}${gemGradient(p, variant)}
<radialGradient id="${p}bg" cx=".5" cy=".38" r=".75"><stop offset="0" stop-color="${bgLight}"/><stop offset="1" stop-color="${bgDark}"/></radialGradient>
<filter id="${p}s" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter></defs>
<rect width="800" height="800" fill="url(#${p}bg)"/>
<ellipse cx="400" cy="690" rx="260" ry="34" fill="#3b2a22" opacity=".18" filter="url(#${p}s)"/>
<g transform="translate(400 400) rotate(${rotation}) scale(${scale}) translate(-400 -400)">${drawing}</g>
</svg>`;
}

const BANNERS = [
  {
    title: 'The MoonMade Collection',
    line: 'Hand-finished gold, rose gold and silver',
    metal: 'gold' as Metal,
    kind: 'necklace' as ArtKind,
  },
  {
    title: 'Rings for every promise',
    line: 'Free delivery on orders over ₹499',
    metal: 'rosegold' as Metal,
    kind: 'ring' as ArtKind,
  },
];

export const BANNER_COUNT = BANNERS.length;

/**
 * The home page's wide banners: copy on the left, a piece on the right. With `text: false` the picture alone,
 * for the storefront that sets the copy as real HTML over it.
 */
export function bannerArt(index: number, { text = true }: { text?: boolean } = {}): string | undefined {
  const banner = BANNERS[index];
  if (!banner) return undefined;
  const art = productArt(banner.kind, banner.metal, 40 + index, 0)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '');
  const copy = text
    ? `<text x="120" y="270" font-family="Georgia, 'Times New Roman', serif" font-size="76" fill="#f6ecd9">${banner.title}</text>
<text x="124" y="340" font-family="Helvetica, Arial, sans-serif" font-size="32" fill="#e8d3b0">${banner.line}</text>
`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600">
<defs><linearGradient id="bb${index}" x1="0" x2="1"><stop offset="0" stop-color="#4f332c"/><stop offset="1" stop-color="#8a6a55"/></linearGradient></defs>
<rect width="1600" height="600" fill="url(#bb${index})"/>
${copy}<svg x="1000" y="0" width="600" height="600" viewBox="0 0 800 800">${art}</svg>
</svg>`;
}
