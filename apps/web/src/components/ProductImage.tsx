import Box, { type BoxProps } from '@mui/material/Box';
import { useState } from 'react';
import { ResponsiveImage } from './ResponsiveImage.tsx';

/**
 * A square, fixed-aspect image box: nothing shifts while the picture loads, and a broken image leaves a
 * calm placeholder instead of the browser's broken-image icon. Lazy unless told it is above the fold;
 * `priority` asks the browser to fetch it before other images (the page's largest paint). `sizes` says how wide
 * the box is drawn, so the browser picks the smallest width variant that is sharp enough (lib/imageSources.ts).
 */
export function ProductImage({
  src,
  alt,
  sizes,
  eager = false,
  priority = false,
  ratio = '1 / 1',
  sx,
  ...rest
}: { src: string; alt: string; sizes: string; eager?: boolean; priority?: boolean; ratio?: string } & Omit<
  BoxProps,
  'children'
>) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      sx={[
        { position: 'relative', aspectRatio: ratio, bgcolor: 'grey.100', overflow: 'hidden' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    >
      {!failed && src && (
        <ResponsiveImage
          src={src}
          sizes={sizes}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          width={600}
          height={600}
          onError={() => setFailed(true)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      {(failed || !src) && (
        <Box
          role="img"
          aria-label={alt}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            color: 'text.disabled',
            fontSize: 13,
          }}
        >
          No image
        </Box>
      )}
    </Box>
  );
}
