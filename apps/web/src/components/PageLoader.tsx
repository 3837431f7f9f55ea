import Box from '@mui/material/Box';
import { Spinner } from './Spinner.tsx';

/** Shown while a page's code or data loads; keeps the page's height so the footer does not jump. */
export function PageLoader({
  fullScreen = false,
  label = 'Loading',
}: {
  fullScreen?: boolean;
  label?: string;
}) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100vh' : '60vh' }}
    >
      <Spinner size={36} />
    </Box>
  );
}
