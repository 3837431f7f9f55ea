import { DEMO_AVIF_WIDTHS } from './demoArt.ts';

// Width variants of the shop's own pictures, one rule for the web app's <picture> elements and the server's
// HTML, so a picture the server sends is the very file the app then shows: fetched once, not twice.
// Uploads (`/media/uploads/{name}.webp`) and the rendered demo pictures (`/media/demo/{variant}-{view}.webp`)
// are stored at most 1200 px wide, with `-400.webp` and `-800.webp` beside each; anything else has no variants.

/**
 * `…-300.avif 300w, …` for a rendered demo picture, which has AVIF copies (about 40 % fewer bytes than its
 * WebP ones), and for an upload, whose copies a job writes at the WebP widths (the server answers the WebP until
 * then); undefined for anything else.
 */
export function avifSrcSet(src: string): string | undefined {
  const upload = /^\/media\/uploads\/([a-f0-9]{32})\.webp$/.exec(src)?.[1];
  if (upload) {
    const base = `/media/uploads/${upload}`;
    return `${base}-400.avif 400w, ${base}-800.avif 800w, ${base}.avif 1200w`;
  }
  const name = /^\/media\/demo\/(\d{1,3}-\d|banner-\d|category-[a-z_]+)\.webp$/.exec(src)?.[1];
  if (!name) return undefined;
  const kind = name.startsWith('banner-') ? 'banner' : name.startsWith('category-') ? 'category' : 'product';
  return DEMO_AVIF_WIDTHS[kind].map((width) => `/media/demo/${name}-${width}.avif ${width}w`).join(', ');
}

/** `…-400.webp 400w, …-800.webp 800w, ….webp 1200w`, or undefined for a picture without variants. */
export function imageSrcSet(src: string): string | undefined {
  // Our own WebP files, not a variant itself (`-400`, `-800`), which has none of its own.
  // (No lookbehind in the pattern: Safari before 16.4 cannot parse one, and this is in the first bundle.)
  if (!/^\/media\/(uploads|demo)\/[^?#]+\.webp$/.test(src) || /-[48]00\.webp$/.test(src)) return undefined;
  const base = src.slice(0, -5);
  return `${base}-400.webp 400w, ${base}-800.webp 800w, ${src} 1200w`;
}
