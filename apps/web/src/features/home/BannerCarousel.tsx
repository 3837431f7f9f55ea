import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAutoplay } from '../../lib/usePausable.ts';

const BANNERS = [
  { src: '/media/banners/0.svg', alt: 'New season jewellery for her', to: '/women/jewellery/women_necklace' },
  { src: '/media/banners/1.svg', alt: 'Rings, bracelets and chains for him', to: '/men/jewellery/men_rings' },
];

/** SPEC.md §2 Home: fading banners, autoplay 1000 ms, fade 800 ms, dots, no arrows. */
const AUTOPLAY_MS = 1000;
const FADE_MS = 800;

export function BannerCarousel() {
  const [index, setIndex] = useState(0);
  const next = useCallback(() => setIndex((i) => (i + 1) % BANNERS.length), []);
  // Each banner rests for 1000 ms once its 800 ms fade has finished.
  const pauseHandlers = useAutoplay(next, AUTOPLAY_MS + FADE_MS);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Featured collections"
      {...pauseHandlers}
      sx={{ position: 'relative', aspectRatio: '8 / 3', bgcolor: 'grey.200', overflow: 'hidden' }}
    >
      {BANNERS.map((banner, i) => (
        <Box
          key={banner.src}
          component={RouterLink}
          to={banner.to}
          aria-hidden={i !== index}
          tabIndex={i === index ? 0 : -1}
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${BANNERS.length}: ${banner.alt}`}
          sx={{
            position: 'absolute',
            inset: 0,
            opacity: i === index ? 1 : 0,
            transition: `opacity ${FADE_MS}ms ease-in-out`,
            zIndex: i === index ? 1 : 0,
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          <Box
            component="img"
            src={banner.src}
            alt={banner.alt}
            width={1600}
            height={600}
            fetchPriority={i === 0 ? 'high' : 'low'}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </Box>
      ))}
      <Box
        sx={{
          position: 'absolute',
          bottom: 12,
          left: 0,
          right: 0,
          display: 'flex',
          justifyContent: 'center',
          gap: 1,
          zIndex: 2,
        }}
      >
        {BANNERS.map((banner, i) => (
          <ButtonBase
            key={banner.src}
            aria-label={`Show banner ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
            sx={{
              width: 24,
              height: 24,
              borderRadius: '50%',
              '&::after': {
                content: '""',
                width: 10,
                height: 10,
                borderRadius: '50%',
                border: '1px solid #fffdf9',
                bgcolor: i === index ? '#fffdf9' : 'rgba(79,51,44,0.45)',
                transition: 'background-color 300ms',
              },
              '&:focus-visible': { outline: '2px solid #fffdf9' },
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
