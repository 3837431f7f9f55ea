/**
 * Widths of the AVIF copies rendered beside each demo picture (`{name}-{width}.avif`), by the picture's kind:
 * written by scripts/render-demo-art, served by the API's /media/demo route, offered by the web's <picture>.
 */
export const DEMO_AVIF_WIDTHS = {
  product: [360, 640, 720, 1080],
  banner: [800, 1200, 1600],
  category: [360, 720],
} as const;
