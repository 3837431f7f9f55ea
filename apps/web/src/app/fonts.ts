import cormorantSemiBold from '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2';

/**
 * The one web font: Cormorant Garamond 600 for headings and the brand; body text uses the phone's own sans-serif
 * (docs/decisions/0034). Declared and asked for from script as the app starts, not by a stylesheet and
 * <link rel="preload"> in index.html: Chrome holds the first paint for preloaded fonts, so the boot spinner
 * waited for the file. It still arrives long before the start-up spinner ends, so no heading swaps font.
 */
export function loadFonts(): void {
  if (typeof FontFace === 'undefined') return;
  const face = new FontFace('Cormorant Garamond', `url(${cormorantSemiBold}) format("woff2")`, {
    weight: '600',
    style: 'normal',
    display: 'swap',
  });
  document.fonts.add(face);
  face.load().catch(() => undefined);
}
