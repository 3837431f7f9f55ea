import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import type { InfoPageSlug, ProductSize } from '@shop/contracts';
import { type KeyboardEvent, useState } from 'react';
import { SizeGuide } from './SizeGuide.tsx';

/**
 * docs/product.md §2: a size with quantity 0 is disabled and crossed out.
 * Plain toggle buttons in a labelled group, not MUI's ToggleButtonGroup: that one's roving tab index registers
 * each button by setting state in React's commit, which makes the product page's take-over commit render again
 * at once and run every passive effect of the page in the same task (decision 0120).
 */
/** Which size with stock an arrow key, Home or End moves to from the one at `from` (wrapping round). */
const STEPS: Record<string, (from: number, count: number) => number> = {
  ArrowRight: (from, count) => (from + 1) % count,
  ArrowDown: (from, count) => (from + 1) % count,
  ArrowLeft: (from, count) => (from - 1 + count) % count,
  ArrowUp: (from, count) => (from - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** The sizes are one Tab stop; the arrow keys move among those with stock, as in MUI's own group (decision 0120). */
function moveAmongSizes(event: KeyboardEvent<HTMLElement>) {
  const step = STEPS[event.key];
  const group = event.currentTarget.parentElement;
  if (!step || !group) return;
  const buttons = [...group.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const next = buttons[step(buttons.indexOf(event.currentTarget as HTMLButtonElement), buttons.length)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

export function SizeChooser({
  sizes,
  value,
  onChange,
  sizeGuide,
}: {
  sizes: ProductSize[];
  value: string | null;
  onChange: (size: string | null) => void;
  /** The guide that explains these sizes (rings, bracelets, chains), opened beside the label. */
  sizeGuide?: InfoPageSlug;
}) {
  const chosen = sizes.find((s) => s.name === value);
  // The size Tab lands on: the one last focused, else the chosen one, else the first with stock.
  const [focused, setFocused] = useState<string | null>(null);
  const withStock = sizes.filter((s) => s.quantity > 0);
  const tabStop = (
    withStock.find((s) => s.name === focused) ??
    withStock.find((s) => s.name === value) ??
    withStock[0]
  )?.name;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 1 }}>
        <Typography id="size-label" sx={{ fontWeight: 600 }}>
          Size
        </Typography>
        {sizeGuide && <SizeGuide slug={sizeGuide} />}
      </Box>
      <Box role="group" aria-labelledby="size-label" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {sizes.map((size) => {
          const soldOut = size.quantity <= 0;
          const selected = size.name === value;
          return (
            <ToggleButton
              key={size.name}
              value={size.name}
              selected={selected}
              onChange={() => onChange(selected ? null : size.name)}
              disabled={soldOut}
              tabIndex={size.name === tabStop ? 0 : -1}
              onKeyDown={moveAmongSizes}
              onFocus={() => setFocused(size.name)}
              aria-label={
                soldOut ? `Size ${size.name.toUpperCase()}, sold out` : `Size ${size.name.toUpperCase()}`
              }
              sx={{
                minWidth: 52,
                height: 44,
                borderRadius: '6px',
                fontWeight: 600,
                color: 'text.primary',
                bgcolor: 'background.paper',
                textDecoration: soldOut ? 'line-through' : 'none',
                '&.Mui-selected, &.Mui-selected:hover': {
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                },
                '&.Mui-disabled': { color: 'text.disabled', bgcolor: 'grey.100' },
              }}
            >
              {size.name.toUpperCase()}
            </ToggleButton>
          );
        })}
      </Box>
      <Typography
        variant="body2"
        aria-live="polite"
        sx={{
          color: 'text.secondary',
          mt: 1,
          minHeight: 20,
        }}
      >
        {chosen && chosen.quantity > 0 && chosen.quantity <= 3
          ? `Only ${chosen.quantity} left in this size`
          : ''}
      </Typography>
    </Box>
  );
}
