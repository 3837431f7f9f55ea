import { avifSrcSet, imageSrcSet } from '@shop/contracts';

// The same sources and `sizes` as the web app's (apps/web/src/lib/imageSources.ts), so a picture in the served
// HTML is the very file the app then shows: fetched once, not twice.
export const GRID_SIZES = '(max-width:639px) calc(50vw - 24px),33vw';
export const TILE_SIZES = '(max-width:1199px) calc(50vw - 22px),25vw';
export const PRODUCT_MAIN_SIZES = '(max-width:899px) calc(100vw - 32px),480px';
export const BANNER_SIZES = '(max-width:639px) 214vw,(max-width:899px) 134vw,100vw';

export interface PictureSources {
  src: string;
  srcset?: string;
  avif?: string;
  sizes: string;
  width: number;
  height: number;
}

/** The `<picture>` facts of one of our pictures (the web app's own srcsets); a picture from elsewhere is shown as it is. */
export function pictureSources(src: string, sizes: string): PictureSources {
  return { src, sizes, width: 1200, height: 1200, avif: avifSrcSet(src), srcset: imageSrcSet(src) };
}
