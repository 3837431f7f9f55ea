import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { ProductImage } from '../../components/ProductImage.tsx';
import { IMAGE_SIZES } from '../../lib/imageSources.ts';

/** The main image and its thumbnails; a thumbnail shows its picture in the main box. */
export function ImageGallery({ images, title }: { images: string[]; title: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0] ?? '';
  return (
    <Box>
      <ProductImage
        src={current}
        alt={`${title}, picture ${selected + 1} of ${images.length}`}
        sizes={IMAGE_SIZES.productMain}
        eager
        priority
        sx={{ borderRadius: 2, border: 1, borderColor: 'divider' }}
      />
      {images.length > 1 && (
        <Box role="group" aria-label="Pictures" sx={{ display: 'flex', gap: 1.5, mt: 1.5, flexWrap: 'wrap' }}>
          {images.map((src, i) => (
            <ButtonBase
              key={src}
              onClick={() => setSelected(i)}
              aria-label={`Show picture ${i + 1}`}
              aria-pressed={i === selected}
              sx={{
                width: { xs: 64, sm: 80 },
                borderRadius: 1.5,
                overflow: 'hidden',
                border: 2,
                borderColor: i === selected ? 'primary.main' : 'transparent',
                '&:focus-visible': { outline: '2px solid', outlineColor: 'secondary.dark', outlineOffset: 2 },
              }}
            >
              <ProductImage src={src} alt="" sizes={IMAGE_SIZES.thumbnail} sx={{ width: '100%' }} />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
