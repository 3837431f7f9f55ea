import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type RefObject, useEffect, useState } from 'react';
import { formatRupees } from '../../lib/money.ts';

/** True while the element has scrolled out of view above the top of the screen (not while it is still below). */
function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) =>
      setPast(entry ? !entry.isIntersecting && entry.boundingClientRect.top < 0 : false),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return past;
}

/**
 * A phone's bar at the foot of the product page, shown once the page's own Add To Cart has scrolled out of view:
 * the price and the same button, so the shopper reading reviews or details can buy without scrolling back.
 */
export function StickyAddToCart({
  watch,
  title,
  price,
  label,
  disabled,
  busy,
  onAdd,
}: {
  /** The page's own Add To Cart button. */
  watch: RefObject<HTMLElement | null>;
  title: string;
  price: number;
  label: string;
  disabled: boolean;
  busy: boolean;
  onAdd: () => void;
}) {
  const shown = useScrolledPast(watch);
  if (!shown) return null;
  return (
    <Paper
      elevation={8}
      square
      role="region"
      aria-label="Add to cart bar"
      sx={{
        display: { xs: 'flex', md: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.25,
        pb: 'calc(10px + env(safe-area-inset-bottom))',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {title}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{formatRupees(price)}</Typography>
      </Box>
      <Button
        variant="contained"
        startIcon={<AddShoppingCartIcon />}
        onClick={onAdd}
        disabled={disabled}
        aria-disabled={busy || undefined}
      >
        {label}
      </Button>
    </Paper>
  );
}
