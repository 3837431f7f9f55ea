import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Product } from '@shop/contracts';
import { memo, useCallback, useRef, useState } from 'react';
import { ProductCard, ProductCardSkeleton, skeletonKeys } from '../../components/ProductCard.tsx';
import { CAROUSEL_SIZES, PHONE_CAROUSEL_CARD_PX } from '../../lib/imageSources.ts';
import { useAutoplay, useMediaMatch } from '../../lib/usePausable.ts';

/** docs/product.md §2 Home: autoplay 3000 ms, slide 800 ms, arrows; 1, 2, 4, 5 items from 0, 640, 1024, 1440 px. */
const AUTOPLAY_MS = 3000;
const SLIDE_MS = 800;

/** A phone's card is card-sized, not stretched edge to edge. */
const cardWidthSx = { maxWidth: { xs: PHONE_CAROUSEL_CARD_PX, sm: 'none' }, mx: 'auto' } as const;
/**
 * On a phone each slide takes 62% of the row: one piece whole and the next peeking in beside it, which says
 * "swipe" (a lone centred card read as the only one). Wider screens show 2, 4 or 5 whole pieces.
 */
const PHONE_SLIDE_PERCENT = 62;

function useItemsPerView(): number {
  const from640 = useMediaMatch('(min-width:640px)');
  const from1024 = useMediaMatch('(min-width:1024px)');
  const from1440 = useMediaMatch('(min-width:1440px)');
  return from1440 ? 5 : from1024 ? 4 : from640 ? 2 : 1;
}

/**
 * One piece of the row. Memoised: a turn changes the row's position and which slides are visible, so only the
 * slides coming into view and those leaving it render again, not every card (decision 0127).
 */
const CollectionSlide = memo(function CollectionSlide({
  product,
  position,
  count,
  visible,
  eager,
  slide,
}: {
  product: Product;
  position: number;
  count: number;
  visible: boolean;
  eager: boolean;
  /** The slide's width, percent of the row. */
  slide: number;
}) {
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${count}`}
      aria-hidden={!visible}
      inert={!visible}
      sx={{ flex: `0 0 ${slide}%`, minWidth: 0, px: 1 }}
    >
      <Box sx={cardWidthSx}>
        <ProductCard product={product} sizes={CAROUSEL_SIZES} eager={eager} priority={position === 1} />
      </Box>
    </Box>
  );
});

export function CollectionCarousel({ products, loading }: { products: Product[]; loading: boolean }) {
  const perView = useItemsPerView();
  const slide = perView === 1 ? PHONE_SLIDE_PERCENT : 100 / perView;
  const count = loading ? perView : products.length;
  const last = Math.max(0, count - perView);
  const [rawIndex, setIndex] = useState(0);
  const index = Math.min(rawIndex, last);
  const drag = useRef<{ x: number; moved: boolean } | null>(null);

  const next = useCallback(() => setIndex((i) => (Math.min(i, last) >= last ? 0 : i + 1)), [last]);
  const previous = useCallback(
    () => setIndex((i) => (Math.min(i, last) <= 0 ? last : Math.min(i, last) - 1)),
    [last],
  );
  const pauseHandlers = useAutoplay(next, AUTOPLAY_MS + SLIDE_MS, !loading && last > 0);

  const arrow = {
    position: 'absolute',
    top: '38%',
    zIndex: 2,
    bgcolor: 'background.paper',
    boxShadow: 2,
    '&:hover': { bgcolor: 'background.paper' },
  } as const;

  return (
    <Box
      aria-roledescription="carousel"
      aria-label="MoonMade Collection"
      role="region"
      {...pauseHandlers}
      sx={{ position: 'relative' }}
    >
      <Box
        sx={{ overflow: 'hidden', mx: -1, touchAction: 'pan-y' }}
        onPointerDown={(event) => {
          drag.current = { x: event.clientX, moved: false };
        }}
        onPointerUp={(event) => {
          const start = drag.current;
          if (!start) return;
          const dx = event.clientX - start.x;
          if (Math.abs(dx) > 40) {
            start.moved = true;
            if (dx < 0) next();
            else previous();
          }
        }}
        onClickCapture={(event) => {
          // A swipe that ends on a card must not open the card.
          if (drag.current?.moved) {
            event.preventDefault();
            event.stopPropagation();
          }
          drag.current = null;
        }}
      >
        <Box
          // A style, not `sx`: each position would otherwise be a new CSS rule, and a new rule has the browser
          // recompute the whole page's styles at the turn.
          style={{ transform: `translateX(-${index * slide}%)` }}
          sx={{
            display: 'flex',
            transition: `transform ${SLIDE_MS}ms ease`,
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          {loading
            ? skeletonKeys(perView === 1 ? 2 : perView).map((key) => (
                <Box key={key} sx={{ flex: `0 0 ${slide}%`, minWidth: 0, px: 1 }}>
                  <Box sx={cardWidthSx}>
                    <ProductCardSkeleton />
                  </Box>
                </Box>
              ))
            : products.map((product, i) => (
                <CollectionSlide
                  key={product._id}
                  product={product}
                  position={i + 1}
                  count={products.length}
                  visible={i >= index && i < index + perView}
                  eager={i < perView}
                  slide={slide}
                />
              ))}
        </Box>
      </Box>
      {last > 0 && (
        <>
          <IconButton
            aria-label="Previous products"
            onClick={previous}
            sx={{ ...arrow, left: { xs: 4, sm: -12 } }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton aria-label="Next products" onClick={next} sx={{ ...arrow, right: { xs: 4, sm: -12 } }}>
            <ChevronRightIcon />
          </IconButton>
        </>
      )}
    </Box>
  );
}
