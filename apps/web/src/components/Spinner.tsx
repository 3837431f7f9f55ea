import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const spin = keyframes`to { transform: rotate(360deg); }`;
/** The track and the moving arc share one circle. */
const RING = { component: 'circle', cx: '22', cy: '22', r: '20.5', fill: 'none', strokeWidth: '3' } as const;

/**
 * A small spinner, the same ring as index.html's boot spinner (lighter than CircularProgress). An SVG, not a
 * bordered box: browsers count an SVG as the page's first contentful paint, a border is not content.
 */
export function Spinner({ size = 40 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 44 44"
      aria-hidden="true"
      sx={{
        display: 'block',
        width: size,
        height: size,
        animation: `${spin} 0.9s linear infinite`,
        '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
      }}
    >
      <Box {...RING} sx={{ stroke: 'grey.300' }} />
      <Box {...RING} strokeDasharray="32 97" sx={{ stroke: (theme) => theme.palette.primary.main }} />
    </Box>
  );
}
