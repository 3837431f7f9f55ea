import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { type KeyboardEvent, lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { ProductImage } from '../../../components/ProductImage.tsx';
import { PRODUCT_MAIN_SIZES } from '../../../lib/imageSources.ts';
import { usePrefersReducedMotion } from '../../../lib/usePausable.ts';
import { GalleryThumbnails } from './GalleryThumbnails.tsx';
import { HoverZoom } from './HoverZoom.tsx';
import { SlideDots } from './SlideDots.tsx';
import { useSwipeStrip } from './useSwipeStrip.ts';

// Only fetched when someone opens it: the product page's first load does not pay for it.
const ImageViewer = lazy(() => import('./ImageViewer.tsx'));

const overlayButtonSx = {
  position: 'absolute',
  bgcolor: 'rgba(255,253,249,0.9)',
  boxShadow: 1,
  '&:hover': { bgcolor: 'background.paper' },
} as const;

/**
 * The product's pictures: one strip that a phone swipes (Embla) and a desktop drives with thumbnails, arrows
 * and the arrow keys; a mouse over the picture magnifies it, a tap or the corner button opens the full-screen
 * viewer. Every slide is a fixed square, so nothing moves while pictures load; only the first is eager.
 */
export function ImageGallery({
  images,
  title,
  overlay,
}: {
  images: string[];
  title: string;
  /** Drawn over the main picture (the engraving's live preview). */
  overlay?: ReactNode;
}) {
  const reduced = usePrefersReducedMotion();
  const several = images.length > 1;
  const [selected, setSelected] = useState(0);
  // Pictures are fetched up to the furthest shown, and one past it once a finger or pointer comes to the
  // gallery (or focus does): a phone that never swipes downloads the first picture only, not all of them.
  const [reach, setReach] = useState(0);
  const expectNext = () => setReach((furthest) => Math.max(furthest, selected + 1));
  const select = useCallback((index: number) => {
    setSelected(index);
    setReach((furthest) => Math.max(furthest, index + 1));
  }, []);
  const { root: stripRef, strip } = useSwipeStrip({
    enabled: several,
    selected,
    onSelect: select,
    duration: 22,
  });
  const [viewer, setViewer] = useState<'closed' | 'open' | 'never'>('never');
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const opener = useRef<HTMLButtonElement>(null);

  const show = useCallback(
    (index: number) => {
      const next = Math.max(0, Math.min(images.length - 1, index));
      select(next);
      strip?.scrollTo(next, reduced);
    },
    [images.length, reduced, select, strip],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (!several || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(images.length - 1, selected + (event.key === 'ArrowRight' ? 1 : -1)));
    show(next);
    if (thumbnails.current.includes(document.activeElement as HTMLButtonElement))
      thumbnails.current[next]?.focus();
  };

  const openViewer = () => {
    // A tap on the picture focuses the button first, so closing the viewer returns there.
    opener.current?.focus();
    setViewer('open');
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={`Pictures of ${title}`}
      onKeyDown={onKeyDown}
      onPointerEnter={expectNext}
      onPointerDown={expectNext}
      onFocus={expectNext}
    >
      <Box
        sx={{ position: 'relative', borderRadius: 2, border: 1, borderColor: 'divider', overflow: 'hidden' }}
      >
        <Box ref={stripRef} data-swipe={strip ? 'ready' : undefined} sx={{ overflow: 'hidden' }}>
          <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}>
            {images.map((src, i) => (
              <Box
                key={src}
                role="group"
                aria-roledescription="slide"
                aria-label={`Picture ${i + 1} of ${images.length}`}
                aria-hidden={i !== selected}
                data-src={src}
                onClick={openViewer}
                sx={{ flex: '0 0 100%', minWidth: 0 }}
              >
                {i <= reach ? (
                  <HoverZoom src={i === selected ? src : ''}>
                    <ProductImage
                      src={src}
                      alt={`${title}, picture ${i + 1} of ${images.length}`}
                      sizes={PRODUCT_MAIN_SIZES}
                      eager={i === 0}
                      priority={i === 0}
                    />
                  </HoverZoom>
                ) : (
                  <Box sx={{ aspectRatio: '1 / 1', bgcolor: 'grey.100' }} />
                )}
              </Box>
            ))}
          </Box>
        </Box>
        {overlay}
        <IconButton
          ref={opener}
          onClick={openViewer}
          aria-label="View the pictures full screen"
          aria-haspopup="dialog"
          sx={{ ...overlayButtonSx, top: 12, right: 12 }}
        >
          <OpenInFullIcon fontSize="small" />
        </IconButton>
        {several && (
          <>
            <IconButton
              onClick={() => show(selected - 1)}
              disabled={selected === 0}
              aria-label="Previous picture"
              sx={{ ...overlayButtonSx, left: 12, top: '50%', transform: 'translateY(-50%)' }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              onClick={() => show(selected + 1)}
              disabled={selected === images.length - 1}
              aria-label="Next picture"
              sx={{ ...overlayButtonSx, right: 12, top: '50%', transform: 'translateY(-50%)' }}
            >
              <ChevronRightIcon />
            </IconButton>
            <Box
              aria-live="polite"
              data-testid="gallery-counter"
              sx={{
                ...overlayButtonSx,
                bottom: 12,
                left: 12,
                px: 1.25,
                py: 0.25,
                borderRadius: 1,
                fontSize: 13,
                fontWeight: 600,
              }}
            >
              {selected + 1} / {images.length}
            </Box>
          </>
        )}
      </Box>
      {several && (
        <>
          <SlideDots count={images.length} selected={selected} />
          <GalleryThumbnails images={images} selected={selected} onSelect={show} buttons={thumbnails} />
        </>
      )}
      {viewer !== 'never' && (
        <Suspense fallback={null}>
          <ImageViewer
            open={viewer === 'open'}
            images={images}
            title={title}
            index={selected}
            onIndexChange={show}
            onClose={() => setViewer('closed')}
          />
        </Suspense>
      )}
    </Box>
  );
}
