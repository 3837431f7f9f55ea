import { DEMO_AVIF_WIDTHS } from '@shop/contracts';

// The same sources and `sizes` as the web app's (apps/web/src/lib/imageSources.ts), so a picture in the served
// HTML is the very file the app then shows: fetched once, not twice.
export const GRID_SIZES = '(max-width:639px) calc(50vw - 24px),33vw';
export const TILE_SIZES = '(max-width:1199px) calc(50vw - 22px),25vw';
export const PRODUCT_MAIN_SIZES = '(max-width:899px) calc(100vw - 32px),480px';

export interface PictureSources {
  src: string;
  srcset?: string;
  avif?: string;
  sizes: string;
  width: number;
  height: number;
}

/** The `<picture>` facts of one of our pictures; a picture from elsewhere is shown as it is. */
export function pictureSources(src: string, sizes: string): PictureSources {
  const picture: PictureSources = { src, sizes, width: 1200, height: 1200 };
  const demo = /^\/media\/demo\/(\d{1,3}-\d|category-[a-z_]+)\.webp$/.exec(src)?.[1];
  if (demo) {
    const kind = demo.startsWith('category-') ? 'category' : 'product';
    picture.avif = DEMO_AVIF_WIDTHS[kind].map((w) => `/media/demo/${demo}-${w}.avif ${w}w`).join(', ');
  }
  if (/^\/media\/(uploads|demo)\/[^?#]+\.webp$/.test(src) && !/-[48]00\.webp$/.test(src)) {
    const base = src.slice(0, -5);
    picture.srcset = `${base}-400.webp 400w, ${base}-800.webp 800w, ${src} 1200w`;
  }
  return picture;
}
