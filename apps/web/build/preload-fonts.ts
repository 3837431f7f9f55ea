import type { Plugin } from 'vite';

/** The font files the first screen uses (fontsource names); preloaded so text does not reflow when they come. */
const FIRST_SCREEN_FONTS = [
  /^assets\/inter-latin-400-normal-[\w-]+\.woff2$/,
  /^assets\/inter-latin-600-normal-[\w-]+\.woff2$/,
  /^assets\/cormorant-garamond-latin-600-normal-[\w-]+\.woff2$/,
];

export function preloadFonts(): Plugin {
  return {
    name: 'shop:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {});
        return FIRST_SCREEN_FONTS.map((pattern) => {
          const file = files.find((name) => pattern.test(name));
          if (!file) throw new Error(`preloadFonts: no built font matches ${pattern}`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}
