import Box from '@mui/material/Box';
import { useId } from 'react';

/** A star's gold, and the grey of the rest of it (the served listing draws the same, decision 0123). */
export const STAR_COLOURS = { on: '#c08a2e', off: '#e2d6c5' } as const;

const STAR = 'M12 2.5l2.9 6.2 6.6.7-5 4.5 1.4 6.6L12 17.2l-5.9 3.3 1.4-6.6-5-4.5 6.6-.7z';

/**
 * A read-only rating in half steps, drawn with five small SVG stars (lighter than MUI's Rating on the
 * pages that show many cards).
 */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  const id = useId();
  const rounded = Math.round(Math.max(0, Math.min(5, value)) * 2) / 2;
  return (
    <Box
      component="span"
      role="img"
      aria-label={`Rated ${rounded} out of 5`}
      sx={{ display: 'inline-flex', gap: '1px', lineHeight: 0 }}
    >
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, rounded - i));
        return (
          <svg key={i} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
            <defs>
              <linearGradient id={`${id}-${i}`}>
                <stop offset={`${fill * 100}%`} stopColor={STAR_COLOURS.on} />
                <stop offset={`${fill * 100}%`} stopColor={STAR_COLOURS.off} />
              </linearGradient>
            </defs>
            <path d={STAR} fill={`url(#${id}-${i})`} />
          </svg>
        );
      })}
    </Box>
  );
}
