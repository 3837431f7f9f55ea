import Box from '@mui/material/Box';
import { type PointerEvent, type ReactNode, useRef, useState } from 'react';

const MAGNIFICATION = 2.5;

/**
 * With a mouse, the full-size picture (1200 px) magnified under the pointer, inside the same box: nothing
 * around it moves. Touch and pen skip it; a tap opens the full-screen view instead.
 */
export function HoverZoom({ src, children }: { src: string; children: ReactNode }) {
  const [active, setActive] = useState(false);
  const lens = useRef<HTMLImageElement>(null);

  const follow = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') return;
    if (!active) setActive(true);
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    // Straight to the element: a re-render per pointer move would be wasted work.
    lens.current?.style.setProperty('transform-origin', `${x}% ${y}%`);
  };

  return (
    <Box
      onPointerMove={follow}
      onPointerLeave={() => setActive(false)}
      sx={{ position: 'relative', overflow: 'hidden', cursor: 'zoom-in' }}
    >
      {children}
      {active && src && (
        <Box
          component="img"
          ref={lens}
          src={src}
          alt=""
          aria-hidden="true"
          decoding="async"
          data-testid="hover-zoom"
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            bgcolor: 'grey.100',
            transform: `scale(${MAGNIFICATION})`,
            pointerEvents: 'none',
          }}
        />
      )}
    </Box>
  );
}
