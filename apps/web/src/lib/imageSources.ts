/**
 * Width variants of the shop's own WebP pictures. Uploads (`/media/uploads/{name}.webp`) and the rendered demo
 * pictures (`/media/demo/{variant}-{view}.webp`) are stored at most 1200 px wide, with `-400.webp` and
 * `-800.webp` beside each; `srcset` lets a phone fetch the small one. Anything else (SVG demo art, addresses
 * on other sites) has no variants and is shown as it is.
 */
export const VARIANT_WIDTHS = [400, 800] as const;
export const FULL_WIDTH = 1200;

const OWN_WEBP = /^(\/media\/(?:uploads|demo)\/[^?#]+?)\.webp$/;
const VARIANT_SUFFIX = /-(?:400|800)$/;

/** The address without `.webp` when the picture has width variants; undefined otherwise. */
function variantBase(src: string): string | undefined {
  const base = OWN_WEBP.exec(src)?.[1];
  return base && !VARIANT_SUFFIX.test(base) ? base : undefined;
}

/** `…-400.webp 400w, …-800.webp 800w, ….webp 1200w`, or undefined for a picture without variants. */
export function imageSrcSet(src: string): string | undefined {
  const base = variantBase(src);
  if (!base) return undefined;
  return [...VARIANT_WIDTHS.map((w) => `${base}-${w}.webp ${w}w`), `${src} ${FULL_WIDTH}w`].join(', ');
}

/** `sizes` for the common layouts, matching the CSS that places each picture. */
export const IMAGE_SIZES = {
  /** The listing and wishlist grid: 2 columns on a phone, 3 beside the filters, 4 of ~300 px on wide screens. */
  grid: '(max-width: 639px) 50vw, (max-width: 1439px) 33vw, 300px',
  /** The home page's carousel: 1, 2, 4 or 5 cards across. */
  carousel: '(max-width: 639px) 100vw, (max-width: 1023px) 50vw, (max-width: 1439px) 25vw, 280px',
  /** The product page's main picture: the full width on a phone, half of the 1024 px page beside the details. */
  productMain: '(max-width: 899px) 100vw, 480px',
  /** Category tiles on the home page: 2 across on a phone, one row on wide screens. */
  tile: '(max-width: 1023px) 50vw, 240px',
  thumbnail: '80px',
  lineItem: '112px',
  orderCard: '88px',
  suggestion: '44px',
  adminThumb: '52px',
  avatar: '40px',
} as const;
