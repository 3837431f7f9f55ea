import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { RefObject } from 'react';
import { ProductImage } from '../../../components/ProductImage.tsx';
import { FOCUS_RING } from '../../../design/tokens.ts';

/** Desktop: a row of thumbnail buttons under the main picture; a phone swipes and sees dots instead. */
export function GalleryThumbnails({
  images,
  selected,
  onSelect,
  buttons,
}: {
  images: string[];
  selected: number;
  onSelect: (index: number) => void;
  /** The buttons by index, so arrow keys can move the focus along with the picture. */
  buttons: RefObject<(HTMLButtonElement | null)[]>;
}) {
  return (
    <Box
      role="group"
      aria-label="Pictures"
      sx={{ display: { xs: 'none', md: 'flex' }, gap: 1.5, mt: 1.5, flexWrap: 'wrap' }}
    >
      {images.map((src, i) => (
        <ButtonBase
          key={src}
          ref={(node) => {
            buttons.current[i] = node;
          }}
          onClick={() => onSelect(i)}
          aria-label={`Show picture ${i + 1}`}
          aria-pressed={i === selected}
          sx={{
            width: 80,
            borderRadius: 1.5,
            overflow: 'hidden',
            border: 2,
            borderColor: i === selected ? 'primary.main' : 'transparent',
            '&:focus-visible': FOCUS_RING,
          }}
        >
          <ProductImage src={src} alt="" sizes="80px" sx={{ width: '100%' }} />
        </ButtonBase>
      ))}
    </Box>
  );
}
