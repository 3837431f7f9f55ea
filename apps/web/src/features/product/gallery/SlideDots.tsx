import Box from '@mui/material/Box';

/** A phone's position marks under the strip: which picture of how many. Read out by the counter, not these. */
export function SlideDots({ count, selected }: { count: number; selected: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={{ display: { xs: 'flex', md: 'none' }, justifyContent: 'center', gap: 0.75, mt: 1.25 }}
    >
      {Array.from({ length: count }, (_, i) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, nothing else.
          key={i}
          sx={{
            width: i === selected ? 18 : 6,
            height: 6,
            borderRadius: 3,
            bgcolor: i === selected ? 'primary.main' : 'divider',
            transition: 'width 200ms',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        />
      ))}
    </Box>
  );
}
