import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx';
import { BROWN, PAPER } from '../../design/tokens.ts';
import { BANNER_SIZES } from '../../lib/imageSources.ts';
import { useAutoplay } from '../../lib/usePausable.ts';
import { useDeliveryPromise } from '../shop/index.ts';
import { BANNER_SLIDES, type BannerSlide, DELIVERY_PROMISE } from './bannerSlides.ts';

/** docs/product.md §2 Home: fading banners, autoplay 1000 ms, fade 800 ms, dots, no arrows. */
const AUTOPLAY_MS = 1000;
const FADE_MS = 800;
/** The outgoing copy is gone before the incoming copy starts to show: never two texts at once. */
const TEXT_OUT_MS = 250;
const TEXT_IN_MS = FADE_MS / 2;

const NO_MOTION = { '@media (prefers-reduced-motion: reduce)': { transition: 'none' } } as const;

/** Dark enough under the copy for AA contrast on any picture, clear over the piece itself. */
const SCRIM = {
  xs: 'linear-gradient(0deg,#2b1b16e0,#2b1b1699 55%,#2b1b1600)',
  md: 'linear-gradient(90deg,#2b1b16d1,#2b1b168c 45%,#2b1b1600 72%)',
};

type Stage = 'current' | 'outgoing' | 'hidden';

/**
 * The incoming slide lies on top and fades in over an opaque picture; the outgoing one stays whole underneath
 * until the fade has ended, so no ground shows through.
 */
function slideStyle(stage: Stage) {
  return {
    position: 'absolute',
    inset: 0,
    zIndex: stage === 'current' ? 2 : stage === 'outgoing' ? 1 : 0,
    opacity: stage === 'current' ? 1 : 0,
    transition: stage === 'current' ? `opacity ${FADE_MS}ms ease-in-out` : `opacity 0s linear ${FADE_MS}ms`,
    ...NO_MOTION,
  } as const;
}

function Slide({
  slide,
  stage,
  position,
  first,
}: {
  slide: BannerSlide;
  stage: Stage;
  position: string;
  /** The first slide's picture is the page's largest paint: fetch it first. */
  first: boolean;
}) {
  const shown = stage === 'current';
  const promise = useDeliveryPromise();
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={position}
      aria-hidden={!shown}
      inert={!shown}
      sx={slideStyle(stage)}
    >
      <ResponsiveImage
        src={slide.picture}
        sizes={BANNER_SIZES}
        alt=""
        width={1600}
        height={600}
        fetchPriority={first ? 'high' : 'low'}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'right center' }}
      />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          background: SCRIM,
          display: 'flex',
          alignItems: { xs: 'flex-end', md: 'center' },
          px: { xs: 2.5, sm: 5, lg: 10 },
          pb: { xs: 6, md: 0 },
        }}
      >
        <Box
          sx={{
            maxWidth: { xs: '100%', md: 560 },
            color: PAPER,
            opacity: shown ? 1 : 0,
            transition: shown
              ? `opacity ${TEXT_IN_MS}ms ease-out ${FADE_MS - TEXT_IN_MS}ms`
              : `opacity ${TEXT_OUT_MS}ms ease-in`,
            ...NO_MOTION,
          }}
        >
          <Typography
            variant="h2"
            component="h2"
            sx={{ fontSize: { xs: '2rem', sm: '2.5rem', lg: '3.5rem' }, lineHeight: 1.05, mb: 1 }}
          >
            {slide.title}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1rem', lg: '1.2rem' }, mb: 2.5, color: '#f3e6d0' }}>
            {slide.line === DELIVERY_PROMISE ? (promise ?? '\u00a0') : slide.line}
          </Typography>
          {/* A link styled as a button, not MUI's Button: the home page's first load stays within its budget. */}
          <Box
            component={RouterLink}
            to={slide.to}
            sx={{
              display: 'inline-block',
              px: 2.5,
              py: 1,
              borderRadius: 1,
              bgcolor: PAPER,
              color: BROWN,
              fontWeight: 600,
              textDecoration: 'none',
              '&:hover': { bgcolor: '#f3e6d0' },
            }}
          >
            {slide.action}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

export function BannerCarousel() {
  const [{ index, previous }, setShown] = useState({ index: 0, previous: -1 });
  const show = useCallback(
    (next: number) => setShown((s) => (next === s.index ? s : { index: next, previous: s.index })),
    [],
  );
  const next = useCallback(
    () => setShown((s) => ({ index: (s.index + 1) % BANNER_SLIDES.length, previous: s.index })),
    [],
  );
  // Each banner rests for 1000 ms once its 800 ms fade has finished.
  const pauseHandlers = useAutoplay(next, AUTOPLAY_MS + FADE_MS);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Featured collections"
      {...pauseHandlers}
      sx={{
        position: 'relative',
        // Taller on phones so the copy has room; fixed per width, so nothing shifts once the picture loads.
        aspectRatio: { xs: '5 / 4', sm: '2 / 1', md: '8 / 3' },
        maxWidth: '100%',
        bgcolor: BROWN,
        overflow: 'hidden',
      }}
    >
      {BANNER_SLIDES.map((slide, i) => (
        <Slide
          key={slide.picture}
          slide={slide}
          stage={i === index ? 'current' : i === previous ? 'outgoing' : 'hidden'}
          position={`${i + 1} of ${BANNER_SLIDES.length}`}
          first={i === 0}
        />
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
          zIndex: 3,
        }}
      >
        {BANNER_SLIDES.map((slide, i) => (
          <ButtonBase
            key={slide.picture}
            aria-label={`Show banner ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => show(i)}
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
                bgcolor: i === index ? PAPER : 'rgba(79,51,44,0.45)',
                transition: 'background-color 300ms',
              },
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
