import SortIcon from '@mui/icons-material/Sort';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, useState } from 'react';
import { preloadableLazy } from '../../lib/preloadableLazy.tsx';
import { type ListingSort, SORT_LABELS } from './listingQuery.ts';

// The menu (MUI's Menu, Popover and Modal) loads when a pointer comes near or the button gets the focus, not
// with the listing: the first render does not show it.
const SortMenu = preloadableLazy(() => import('./SortMenu.tsx'));
const preloadMenu = () => void SortMenu.preload();

interface SortButtonProps {
  sort: ListingSort;
  sorts: readonly ListingSort[];
  onChange: (sort: ListingSort) => void;
}

/** The listing's sort: a button naming the current one, opening a menu of those offered. */
export function SortButton({ sort, sorts, onChange }: SortButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<SortIcon />}
        aria-haspopup="menu"
        aria-label={`Sort: ${SORT_LABELS[sort]}`}
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpen(true);
        }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {SORT_LABELS[sort]}
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          Sort
        </Box>
      </Button>
      {/* Mounted on the first open and kept, so the menu can fade out when closed. */}
      {anchor && (
        <Suspense fallback={null}>
          <SortMenu
            anchor={anchor}
            open={open}
            sort={sort}
            sorts={sorts}
            onChoose={(value) => {
              onChange(value);
              setOpen(false);
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
