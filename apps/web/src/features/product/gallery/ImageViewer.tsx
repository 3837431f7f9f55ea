import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type MouseEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { PAPER } from '../../../design/tokens.ts';
import { usePrefersReducedMotion } from '../../../lib/usePausable.ts';

/** Where a zoom was asked for, as fractions of the picture, so the zoomed view opens on that spot. */
type Focus = { x: number; y: number };

/**
 * The full-screen view: the full-size picture on a dark ground, previous and next, a zoom toggle (a click or
 * tap on the picture does the same at that spot; a zoomed picture scrolls, and a phone may also pinch).
 * Escape closes it and MUI returns the focus to the button that opened it. Loaded lazily by the gallery.
 */
export default function ImageViewer({
  open,
  images,
  title,
  index,
  onIndexChange,
  onClose,
}: {
  open: boolean;
  images: string[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const reduced = usePrefersReducedMotion();
  const [zoom, setZoom] = useState<Focus | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const src = images[index] ?? '';

  useLayoutEffect(() => {
    const box = stage.current;
    if (!zoom || !box) return;
    box.scrollLeft = zoom.x * box.scrollWidth - box.clientWidth / 2;
    box.scrollTop = zoom.y * box.scrollHeight - box.clientHeight / 2;
  }, [zoom]);

  const go = (step: number) => {
    const next = index + step;
    if (next < 0 || next >= images.length) return;
    setZoom(null);
    onIndexChange(next);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // A zoomed picture scrolls with the arrow keys instead.
    if (zoom) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
  };

  const toggleAt = (event: MouseEvent<HTMLImageElement>) => {
    if (zoom) return setZoom(null);
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({ x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height });
  };

  const dark = '#140e0c';
  const control = {
    color: PAPER,
    bgcolor: 'rgba(255,253,249,0.12)',
    '&:hover': { bgcolor: 'rgba(255,253,249,0.24)' },
  };

  return (
    <Dialog
      fullScreen
      open={open}
      onClose={() => {
        setZoom(null);
        onClose();
      }}
      aria-labelledby={titleId}
      transitionDuration={reduced ? 0 : undefined}
      onKeyDown={onKeyDown}
      slotProps={{
        paper: { sx: { bgcolor: dark, color: PAPER, display: 'flex', flexDirection: 'column' } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5 }}>
        <Typography id={titleId} component="h2" sx={{ flex: 1, minWidth: 0, fontWeight: 600 }} noWrap>
          {title}
        </Typography>
        <Typography aria-live="polite" sx={{ fontSize: 14, mr: 1 }}>
          {index + 1} / {images.length}
        </Typography>
        <IconButton
          onClick={() => setZoom(zoom ? null : { x: 0.5, y: 0.5 })}
          aria-label={zoom ? 'Zoom out' : 'Zoom in'}
          aria-pressed={zoom !== null}
          sx={control}
        >
          {zoom ? <ZoomOutIcon /> : <ZoomInIcon />}
        </IconButton>
        <IconButton onClick={onClose} aria-label="Close the full screen view" sx={control}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        ref={stage}
        // Zoomed, the picture scrolls: the keyboard must be able to reach it too.
        {...(zoom
          ? { tabIndex: 0, role: 'region', 'aria-label': 'Zoomed picture: scroll to look around' }
          : {})}
        sx={{
          flex: 1,
          minHeight: 0,
          display: 'flex',
          overflow: 'auto',
          touchAction: 'pan-x pan-y pinch-zoom',
        }}
      >
        <Box
          component="img"
          key={src}
          src={src}
          alt={`${title}, picture ${index + 1} of ${images.length}`}
          onClick={toggleAt}
          sx={
            zoom
              ? { m: 'auto', width: '200%', maxWidth: 'none', height: 'auto', cursor: 'zoom-out' }
              : { m: 'auto', maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', cursor: 'zoom-in' }
          }
        />
      </Box>
      {images.length > 1 && (
        <>
          <IconButton
            onClick={() => go(-1)}
            disabled={index === 0}
            aria-label="Previous picture"
            sx={{
              ...control,
              position: 'absolute',
              left: 16,
              top: '50%',
              '&.Mui-disabled': { opacity: 0.3, color: PAPER },
            }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            onClick={() => go(1)}
            disabled={index === images.length - 1}
            aria-label="Next picture"
            sx={{
              ...control,
              position: 'absolute',
              right: 16,
              top: '50%',
              '&.Mui-disabled': { opacity: 0.3, color: PAPER },
            }}
          >
            <ChevronRightIcon />
          </IconButton>
        </>
      )}
    </Dialog>
  );
}
