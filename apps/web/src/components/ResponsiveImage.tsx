import Box, { type BoxProps } from '@mui/material/Box';
import { avifSrcSet, imageSrcSet } from '@shop/contracts';

/**
 * One of the shop's pictures as an <img> with its WebP width variants, inside a <picture> that offers the AVIF
 * ones first where they exist (the rendered demo pictures). `sizes` says how wide it is drawn, so the browser
 * fetches the smallest file that is sharp enough (lib/imageSources.ts).
 */
export function ResponsiveImage({
  src,
  sizes,
  ...image
}: { src: string; sizes: string } & Omit<BoxProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'children'>) {
  const img = <Box component="img" src={src} srcSet={imageSrcSet(src)} sizes={sizes} {...image} />;
  const avif = avifSrcSet(src);
  if (!avif) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  );
}
