import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A small CSS spinner, the same as index.html's boot spinner (lighter than CircularProgress). */
export function Spinner({ size = 40 }: { size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        display: 'block',
        width: size,
        height: size,
        borderRadius: '50%',
        border: '3px solid',
        borderColor: 'grey.300',
        borderTopColor: 'primary.main',
        animation: `${spin} 0.9s linear infinite`,
        '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
      }}
    />
  );
}
